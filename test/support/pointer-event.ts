/** jsdom has no PointerEvent; Ark's checkbox creates one on press. A MouseEvent stands in for it. */
export function installPointerEvent(): void {
  if (typeof window.PointerEvent === 'function') return;
  class PointerEventStub extends MouseEvent {}
  Object.defineProperty(window, 'PointerEvent', { value: PointerEventStub, configurable: true, writable: true });
}
