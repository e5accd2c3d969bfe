import { trapFocus } from '@zag-js/focus-trap';
import { useEffect, type RefObject } from 'react';
import { afterPaint } from '../rendering/moments';

/**
 * Keeps the focus inside an open modal dialog, from the moment the dialog is on screen (docs/performance.md,
 * "Dialogs show first, then take the focus"). Chakra's dialog traps the focus itself, in an animation-frame callback,
 * so the trap's work (finding the dialog's fields, moving the focus, the focus events, the style and layout that
 * `focus()` forces) ran before the dialog's first paint: 18–21 ms of the "Paket wählen" tap on a 4x slowed CPU. The
 * dialog fades in, and its first frame is still transparent, so this trap (the same one, Zag's, that Chakra's dialog
 * uses) starts after its second: the focus moves to the dialog's first field about two frames later than before,
 * cycles inside it on Tab, and goes back to the element that had it (the button that opened it) once it closes.
 */
export function useFocusTrapAfterPaint(active: boolean, content: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    if (!active) return undefined;
    let release: (() => void) | undefined;
    let cancel = afterPaint(() => {
      cancel = afterPaint(() => {
        const element = content.current;
        if (element) release = trapFocus(element, { preventScroll: true, returnFocusOnDeactivate: true });
      });
    });
    return () => {
      cancel();
      release?.();
    };
  }, [active, content]);
}
