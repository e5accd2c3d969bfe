/**
 * The one harness of the machine tests (test/features/<flow>/ and test/unit/machines/), free of any feature's code:
 * `pendingActor` for the injected actors, and `describePaths`, the path coverage that walks every reachable state
 * with every event and reports each edge. A flow's own stubs live beside its tests (test/features/cloudium/support/).
 */
import {
  createActor,
  fromPromise,
  SimulatedClock,
  type AnyStateMachine,
  type AnyStateNode,
  type AnyTransitionDefinition,
  type InputFrom,
  type InspectionEvent,
  type SnapshotFrom,
  type StateValue,
} from 'xstate';
import { getShortestPaths } from 'xstate/graph';

/** An invoked actor that never settles: the exploration sends its done and error events itself. */
export function pendingActor<TOutput, TInput>() {
  return fromPromise<TOutput, TInput>(() => new Promise<TOutput>(() => undefined));
}

/** Any event, with whatever payload; the exploration also sends the machines' internal events. */
type OfferedEvent = { type: string } & Record<string, unknown>;

// ---------------------------------------------------------------------------------------------------------------
// Path coverage
// ---------------------------------------------------------------------------------------------------------------

export interface ExploreOptions<TMachine extends AnyStateMachine> {
  /**
   * The events offered in a state, derived from its snapshot (field values that lead on to a valid form, scroll
   * positions around the threshold, the done and error events of an invoked actor, …). The delayed events of the
   * active states are offered on top, so no test waits for a timer.
   */
  events: (snapshot: SnapshotFrom<TMachine>) => readonly OfferedEvent[];
  /** One exploration per input (a machine whose initial state depends on its input). */
  inputs?: readonly InputFrom<TMachine>[];
  /**
   * How each invoked actor (by its invoke id) settles: while it runs, the exploration offers its done event with
   * this output and its error event with this error.
   */
  settles?: Readonly<Record<string, { output: unknown; error: unknown }>>;
  /** How an event is named in the edges (default: its type). */
  label?: (event: OfferedEvent) => string;
}

export interface Coverage {
  readonly covered: number;
  readonly total: number;
  readonly missing: readonly string[];
}

export interface Exploration {
  readonly id: string;
  readonly states: Coverage;
  readonly transitions: Coverage;
  /**
   * Every edge taken, once: 'from + event → to', with each microstep's state (transient states show up between
   * the arrows). Events a state ignores take no edge and do not appear.
   */
  readonly edges: readonly string[];
  /** Every state the machine comes to rest in, once. */
  readonly reached: readonly string[];
}

/**
 * The field changes offered in a state: the first field that differs from a valid form is set to its valid value,
 * and the first field that differs from its spoiled value is spoiled, so the exploration reaches valid and invalid
 * forms alike without trying every combination.
 */
export function fieldChanges<F extends object>(current: F, valid: Partial<F>, spoiled: Partial<F>): OfferedEvent[] {
  const now = new Map<string, unknown>(Object.entries(current));
  const firstDifferent = (target: Partial<F>) =>
    Object.entries(target).find(([field, value]) => now.get(field) !== value);
  return [firstDifferent(valid), firstDifferent(spoiled)].flatMap((change) =>
    change ? [{ type: 'field.change', field: change[0], value: change[1] }] : [],
  );
}

/** Every state node below the root. */
function stateNodesOf(node: AnyStateNode): AnyStateNode[] {
  return Object.values(node.states).flatMap((child) => [child, ...stateNodesOf(child)]);
}

function transitionsOf(node: AnyStateNode): AnyTransitionDefinition[] {
  return [...[...node.transitions.values()].flat(), ...(node.always ?? [])];
}

/** A transition's name: its source state, its event (or 'always') and, among alternatives, its position. */
function transitionKey(transition: AnyTransitionDefinition): string {
  const { source } = transition;
  const always = source.always ?? [];
  const isAlways = always.includes(transition);
  const alternatives = isAlways ? always : (source.transitions.get(transition.eventType) ?? []);
  const position = alternatives.length > 1 ? `#${alternatives.indexOf(transition) + 1}` : '';
  return `${source.id}: ${isAlways ? 'always' : transition.eventType}${position}`;
}

/** 'editing', or 'bar.visible, menu.open' for parallel states. */
function stateText(value: StateValue): string {
  if (typeof value === 'string') return value;
  return Object.entries(value)
    .map(([key, child]) => (child === undefined ? key : `${key}.${stateText(child)}`))
    .join(', ');
}

/** The regions of a state value: one unnamed region for a plain machine, one per parallel region otherwise. */
function regionsOf(value: StateValue): Map<string, string> {
  if (typeof value === 'string') return new Map([['', value]]);
  return new Map(
    Object.entries(value).map(([key, child]) => [key, child === undefined ? key : `${key}.${stateText(child)}`]),
  );
}

/** The internal events by a short name: 'done.actor.submit', 'after.copyIconDuration'. */
function shortEventName(event: OfferedEvent): string {
  if (event.type.startsWith('xstate.after.')) return `after.${event.type.split('.')[2] ?? ''}`;
  return event.type.replace(/^xstate\./, '');
}

/**
 * 'from + event → step → step', each step a microstep's state. In a parallel machine only the regions the edge
 * changes are named, so one edge reads the same whatever the other regions are doing. Null: the event was ignored.
 */
function edgeText(
  from: StateValue,
  event: string,
  steps: readonly StateValue[],
  touched: ReadonlySet<string>,
): string | null {
  if (steps.length === 0) return null;
  const before = regionsOf(from);
  const changed = [...before.keys()].filter(
    (region) => touched.has(region) || steps.some((step) => regionsOf(step).get(region) !== before.get(region)),
  );
  const shown = changed.length > 0 ? changed : [...before.keys()];
  const render = (value: StateValue) => {
    const regions = regionsOf(value);
    return shown.map((region) => regions.get(region)).join(', ');
  };
  const rendered = steps.map(render).filter((step, index, all) => step !== all[index - 1]);
  return [`${render(from)} + ${event}`, ...rendered].join(' → ');
}

function coverage(all: readonly string[], covered: ReadonlySet<string>): Coverage {
  const missing = all.filter((key) => !covered.has(key));
  return { covered: all.length - missing.length, total: all.length, missing };
}

/** The state nodes a state value names: each active state and its ancestors below the root (public API only). */
function activeNodes(node: AnyStateNode, value: StateValue): AnyStateNode[] {
  if (typeof value === 'string') {
    const child = node.states[value];
    return child ? [child] : [];
  }
  return Object.entries(value).flatMap(([key, childValue]) => {
    const child = node.states[key];
    if (!child) return [];
    return [child, ...(childValue === undefined ? [] : activeNodes(child, childValue))];
  });
}

/** The delayed events the active states wait for. */
function delayedEvents(snapshot: { machine: AnyStateMachine; value: StateValue }): OfferedEvent[] {
  return activeNodes(snapshot.machine.root, snapshot.value).flatMap((node) =>
    [...node.transitions.keys()].filter((type) => type.startsWith('xstate.after.')).map((type) => ({ type })),
  );
}

/** The done and error events of the invoked actors that are running. */
function settlingEvents(
  snapshot: { children: Record<string, unknown> },
  settles: ExploreOptions<AnyStateMachine>['settles'] = {},
): OfferedEvent[] {
  return Object.entries(settles)
    .filter(([id]) => snapshot.children[id] !== undefined)
    .flatMap(([id, { output, error }]) => [
      { type: `xstate.done.actor.${id}`, output },
      { type: `xstate.error.actor.${id}`, error },
    ]);
}

/**
 * Walks every state the machine reaches with the offered events (xstate/graph's shortest paths), then replays
 * each path in a live actor and offers every event there, recording which transitions fire and where each lands.
 * The machine's injected actors must be stubbed by the caller (see `pendingActor`).
 */
function exploreMachine<TMachine extends AnyStateMachine>(
  machine: TMachine,
  options: ExploreOptions<TMachine>,
): Exploration {
  // Internal events (done, error, delays) are not in the machine's event type: explore it as any machine.
  const logic: AnyStateMachine = machine;
  const nodes = stateNodesOf(machine.root);
  const allTransitions = [machine.root, ...nodes].flatMap(transitionsOf).map(transitionKey);
  const coveredStates = new Set<string>();
  const coveredTransitions = new Set<string>();
  const edges = new Set<string>();
  const reached = new Set<string>();
  const label = options.label ?? shortEventName;
  // The snapshots come from `logic`, which is `machine`: the caller's typed view of them is the true one.
  const offered = (snapshot: SnapshotFrom<AnyStateMachine>) => [
    ...options.events(snapshot as SnapshotFrom<TMachine>),
    ...delayedEvents(snapshot),
    ...settlingEvents(snapshot, options.settles),
  ];

  for (const input of options.inputs ?? [undefined]) {
    const paths = getShortestPaths(logic, { events: offered, input });
    for (const path of paths) {
      const prefix = path.steps.map((step) => step.event);
      const resting = replay(logic, input, prefix, coveredStates, coveredTransitions);
      reached.add(stateText(resting.snapshot.value));
      for (const event of offered(resting.snapshot)) {
        const after = replay(logic, input, [...prefix, event], coveredStates, coveredTransitions);
        const edge = edgeText(resting.snapshot.value, label(event), after.microstepsOfLastEvent, after.regionsTouched);
        if (edge) edges.add(edge);
      }
    }
  }

  return {
    id: machine.id,
    states: coverage(
      nodes.map((node) => node.id),
      coveredStates,
    ),
    transitions: coverage(allTransitions, coveredTransitions),
    edges: [...edges].sort(),
    reached: [...reached].sort(),
  };
}

/** Runs the events in a fresh actor; collects the states entered and the transitions taken. */
function replay(
  machine: AnyStateMachine,
  input: unknown,
  events: readonly OfferedEvent[],
  coveredStates: Set<string>,
  coveredTransitions: Set<string>,
) {
  let microstepsOfLastEvent: StateValue[] = [];
  // The parallel regions whose transitions fired on the last event (a region may re-enter its own state).
  let regionsTouched = new Set<string>();
  const inspect = (inspection: InspectionEvent) => {
    if (inspection.type !== '@xstate.microstep') return;
    const { _transitions: transitions, snapshot } = inspection as InspectionEvent & {
      _transitions: AnyTransitionDefinition[];
      snapshot: { value: StateValue };
    };
    if (transitions.length === 0) return;
    // A transition's source counts as visited too: a transient state is left within the step that entered it.
    transitions.forEach((transition) => {
      coveredTransitions.add(transitionKey(transition));
      coveredStates.add(transition.source.id);
      const [region] = transition.source.path;
      if (region !== undefined && machine.root.type === 'parallel') regionsTouched.add(region);
    });
    activeNodes(machine.root, snapshot.value).forEach((node) => coveredStates.add(node.id));
    microstepsOfLastEvent.push(snapshot.value);
  };
  const actor = createActor(machine, { input, inspect, clock: new SimulatedClock() });
  actor.start();
  activeNodes(machine.root, actor.getSnapshot().value).forEach((node) => coveredStates.add(node.id));
  for (const event of events) {
    microstepsOfLastEvent = [];
    regionsTouched = new Set();
    actor.send(event);
  }
  const snapshot = actor.getSnapshot();
  actor.stop();
  return { snapshot, microstepsOfLastEvent, regionsTouched };
}

/** The test title that states a machine's coverage; `npm run test:machines` prints it for each machine. */
function coverageTitle(exploration: Exploration): string {
  const { id, states, transitions } = exploration;
  return `${id}: ${states.covered}/${states.total} states, ${transitions.covered}/${transitions.total} transitions`;
}

export interface ExpectedPaths {
  /** Every edge, as the product rules say (any order). */
  readonly edges: readonly string[];
  /** Every state the machine may rest in (any order), where that is itself a rule. */
  readonly reached?: readonly string[];
}

/**
 * The path coverage tests of one machine: every state and transition reached (the test's title states the
 * counts and it fails below 100 %), and every edge landing where the rules say.
 */
export function describePaths<TMachine extends AnyStateMachine>(
  machine: TMachine,
  options: ExploreOptions<TMachine>,
  expected: ExpectedPaths,
): void {
  describe(`${machine.id} machine: every transition, by path`, () => {
    const exploration = exploreMachine(machine, options);

    it(coverageTitle(exploration), () => {
      expect(exploration.states.missing).toEqual([]);
      expect(exploration.transitions.missing).toEqual([]);
    });

    it('lands every edge where the product rules say', () => {
      expect(exploration.edges).toEqual([...expected.edges].sort());
    });

    if (expected.reached) {
      const reached = [...expected.reached].sort();
      it('rests only in the states the rules allow', () => expect(exploration.reached).toEqual(reached));
    }
  });
}
