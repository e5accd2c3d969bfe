import { act, renderHook, waitFor } from '@testing-library/react';
import { createActor } from 'xstate';
import { REQUEST_DIALOGS } from '@/features/cloudium/ui/request-dialogs';
import { useDialogMounted, type RequestDialogActorRef } from '@/features/cloudium/ui/request-form-actor';
import { controlIdleCallbacks } from '../../support/idle-callbacks';

/** The request dialogs stay out of the start-up: each rendered at the first idle moment, or when it opens. */
function startDialogActors() {
  return REQUEST_DIALOGS.map(({ machine }) => createActor(machine).start());
}

/** Whether each dialog of the list is mounted, in the list's order. */
function useDialogsMounted(actors: readonly RequestDialogActorRef[]): boolean[] {
  // One hook per dialog, always the same number: the list is fixed for the page's life.
  return actors.map((actor) => useDialogMounted(actor)); // eslint-disable-line react-hooks/rules-of-hooks
}

const idle = controlIdleCallbacks();
const every = (mounted: boolean) => REQUEST_DIALOGS.map(() => mounted);

describe('useDialogMounted, for every dialog of the list', () => {
  it('renders no dialog until the browser is idle', () => {
    const actors = startDialogActors();
    const { result } = renderHook(() => useDialogsMounted(actors));
    expect(result.current).toEqual(every(false));
    expect(idle.waiting).toHaveLength(REQUEST_DIALOGS.length);
    act(idle.run);
    expect(result.current).toEqual(every(true));
  });

  it.each(REQUEST_DIALOGS.map(({ name }, index) => [name, index] as const))(
    'renders %s at once when it opens before that, and only that one',
    (_name, index) => {
      const actors = startDialogActors();
      const { result } = renderHook(() => useDialogsMounted(actors));
      const onlyThis = REQUEST_DIALOGS.map((_dialog, other) => other === index);
      act(() => actors[index]?.send({ type: 'dialog.open' }));
      expect(result.current).toEqual(onlyThis);
      act(() => actors[index]?.send({ type: 'dialog.close' }));
      expect(result.current).toEqual(onlyThis);
      act(idle.run);
      expect(result.current).toEqual(every(true));
    },
  );

  it('waits one task where the browser has no idle callback', async () => {
    Reflect.deleteProperty(window, 'requestIdleCallback');
    const actors = startDialogActors();
    const { result } = renderHook(() => useDialogsMounted(actors));
    expect(result.current).toEqual(every(false));
    await waitFor(() => expect(result.current).toEqual(every(true)));
  });
});
