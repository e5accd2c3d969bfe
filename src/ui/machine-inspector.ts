import type { InspectionEvent, Observer } from 'xstate';

/**
 * In development the Stately inspector can watch every machine (`npm run dev:inspect`). The app installs
 * the inspector here before the first render; components pass `inspect` to every machine they start.
 */
type Inspect = Observer<InspectionEvent> | ((event: InspectionEvent) => void);

let currentInspect: Inspect | undefined;

export function installMachineInspector(inspect: Inspect | undefined): void {
  currentInspect = inspect;
}

/** Options to spread into `useMachine`/`useActorRef`/`createActor` so the inspector sees the actor. */
export function inspectOptions(): { inspect?: Inspect } {
  return currentInspect ? { inspect: currentInspect } : {};
}
