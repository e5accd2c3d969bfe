import { act, renderHook } from '@testing-library/react';
import { useState } from 'react';
import { createMachine } from 'xstate';
import { useActorState, useMachineActor } from '@/ui/machine-actor';

const toggleMachine = createMachine({
  id: 'toggle',
  initial: 'off',
  states: { off: { on: { 'toggle.flip': 'on' } }, on: { on: { 'toggle.flip': 'off' } } },
});

describe('useMachineActor', () => {
  it('makes the machine with its implementations once per component, however often it renders', () => {
    const makeMachine = jest.fn(() => toggleMachine.provide({}));
    const { result } = renderHook(() => {
      const actor = useMachineActor(makeMachine);
      const [renders, setRenders] = useState(0);
      return {
        actor,
        state: useActorState(actor, (snapshot) => snapshot.value),
        rerender: () => setRenders(renders + 1),
      };
    });
    const first = result.current.actor;
    act(() => result.current.rerender());
    act(() => result.current.actor.send({ type: 'toggle.flip' }));
    act(() => result.current.rerender());
    expect(makeMachine).toHaveBeenCalledTimes(1);
    expect(result.current.actor).toBe(first);
    expect(result.current.state).toBe('on');
  });
});
