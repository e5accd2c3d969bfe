import { useActorRef, useSelector } from '@xstate/react';
import { useState } from 'react';
import type { Actor, AnyStateMachine, InputFrom } from 'xstate';
import { inspectOptions } from './machine-inspector';

/**
 * The one way the app starts a machine (ESLint keeps `@xstate/react` to this file). The caller passes the machine,
 * or a function that makes it with its implementations (`() => machine.provide({...})`). The function is called once
 * per component: `provide` builds every state node again, which on a phone costs more than the render it is part of.
 * So implementations close only over what stays the same for the component's life (a module's function, a state
 * setter, react-router's navigate, an RTK Query trigger). In development the Stately inspector watches every actor
 * started here (`npm run dev:inspect`).
 */
export function useMachineActor<TMachine extends AnyStateMachine>(
  machine: TMachine | (() => TMachine),
  input?: InputFrom<TMachine>,
): Actor<TMachine> {
  const [logic] = useState(machine);
  return useActorRef(logic, { input, ...inspectOptions() });
}

/** A value read from an actor's snapshot; the component renders again only when it changes. */
export const useActorState = useSelector;
