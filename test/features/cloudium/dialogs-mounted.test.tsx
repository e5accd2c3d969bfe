import { act, renderHook, waitFor } from '@testing-library/react';
import { createActor } from 'xstate';
import { customRequestMachine } from '@/features/cloudium/machines/custom-request.machine';
import { managedRequestMachine } from '@/features/cloudium/machines/managed-request.machine';
import { planRequestMachine } from '@/features/cloudium/machines/plan-request.machine';
import { useDialogsMounted } from '@/features/cloudium/ui/request-form-actor';
import { controlIdleCallbacks } from '../../support/idle-callbacks';

/** The three request dialogs stay out of the start-up: rendered at the first idle moment, or when one opens. */
function startDialogActors() {
  return {
    plan: createActor(planRequestMachine).start(),
    managed: createActor(managedRequestMachine).start(),
    custom: createActor(customRequestMachine).start(),
  };
}

const idle = controlIdleCallbacks();

describe('useDialogsMounted', () => {
  it('renders no dialog until the browser is idle', () => {
    const { plan, managed, custom } = startDialogActors();
    const { result } = renderHook(() => useDialogsMounted(plan, managed, custom));
    expect(result.current).toBe(false);
    expect(idle.waiting).toHaveLength(1);
    act(idle.run);
    expect(result.current).toBe(true);
  });

  it('renders all three at once when one opens before that', () => {
    const { plan, managed, custom } = startDialogActors();
    const { result } = renderHook(() => useDialogsMounted(plan, managed, custom));
    act(() => managed.send({ type: 'dialog.open' }));
    expect(result.current).toBe(true);
    act(() => managed.send({ type: 'dialog.close' }));
    expect(result.current).toBe(true);
  });

  it('waits one task where the browser has no idle callback', async () => {
    Reflect.deleteProperty(window, 'requestIdleCallback');
    const { plan, managed, custom } = startDialogActors();
    const { result } = renderHook(() => useDialogsMounted(plan, managed, custom));
    expect(result.current).toBe(false);
    await waitFor(() => expect(result.current).toBe(true));
  });
});
