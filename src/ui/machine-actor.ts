import { useActorRef, useSelector } from '@xstate/react';
import type { Actor, AnyStateMachine, InputFrom } from 'xstate';
import { inspectOptions } from './machine-inspector';

/**
 * The one way the app starts a machine (ESLint keeps `@xstate/react` to this file). The caller passes the machine
 * with its implementations (`machine.provide({...})`, on every render: @xstate/react keeps the actor and takes the
 * newest implementations, so they never close over stale values) and, where the machine takes one, its input.
 * In development the Stately inspector watches every actor started here (`npm run dev:inspect`).
 */
export function useMachineActor<TMachine extends AnyStateMachine>(
  machine: TMachine,
  input?: InputFrom<TMachine>,
): Actor<TMachine> {
  return useActorRef(machine, { input, ...inspectOptions() });
}

/** A value read from an actor's snapshot; the component renders again only when it changes. */
export const useActorState = useSelector;
