import { act, renderHook, waitFor } from '@testing-library/react';
import { createActor } from 'xstate';
import { customRequestMachine } from '@/features/cloudium/machines/custom-request.machine';
import { managedRequestMachine } from '@/features/cloudium/machines/managed-request.machine';
import { planRequestMachine } from '@/features/cloudium/machines/plan-request.machine';
import { useDialogMounted, type RequestDialogActorRef } from '@/features/cloudium/ui/request-form-actor';
import { controlIdleCallbacks } from '../../support/idle-callbacks';

/** The request dialogs stay out of the start-up: each rendered at the first idle moment, or when it opens. */
function startDialogActors() {
  return {
    plan: createActor(planRequestMachine).start(),
    managed: createActor(managedRequestMachine).start(),
    custom: createActor(customRequestMachine).start(),
  };
}

/** Whether each of three dialogs is mounted. */
function useDialogsMounted(plan: RequestDialogActorRef, managed: RequestDialogActorRef, custom: RequestDialogActorRef) {
  return { plan: useDialogMounted(plan), managed: useDialogMounted(managed), custom: useDialogMounted(custom) };
}

const idle = controlIdleCallbacks();

describe('useDialogMounted', () => {
  it('renders no dialog until the browser is idle', () => {
    const { plan, managed, custom } = startDialogActors();
    const { result } = renderHook(() => useDialogsMounted(plan, managed, custom));
    expect(result.current).toEqual({ plan: false, managed: false, custom: false });
    expect(idle.waiting).toHaveLength(3);
    act(idle.run);
    expect(result.current).toEqual({ plan: true, managed: true, custom: true });
  });

  it('renders the one that opens before that at once, and only that one', () => {
    const { plan, managed, custom } = startDialogActors();
    const { result } = renderHook(() => useDialogsMounted(plan, managed, custom));
    act(() => managed.send({ type: 'dialog.open' }));
    expect(result.current).toEqual({ plan: false, managed: true, custom: false });
    act(() => managed.send({ type: 'dialog.close' }));
    expect(result.current).toEqual({ plan: false, managed: true, custom: false });
    act(idle.run);
    expect(result.current).toEqual({ plan: true, managed: true, custom: true });
  });

  it('waits one task where the browser has no idle callback', async () => {
    Reflect.deleteProperty(window, 'requestIdleCallback');
    const { plan, managed, custom } = startDialogActors();
    const { result } = renderHook(() => useDialogsMounted(plan, managed, custom));
    expect(result.current.plan).toBe(false);
    await waitFor(() => expect(result.current).toEqual({ plan: true, managed: true, custom: true }));
  });
});
