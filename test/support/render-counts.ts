import type * as FormFieldsModule from '@/ui/forms/form-fields';

/**
 * The one way the tests count renders (docs/performance.md#taps): what React rendered, read from its commits as
 * React's developer tools read them, through the hook test/support/react-commit-hook.cjs installs before react-dom
 * loads. No component is wrapped or mocked for it.
 * - `renderedDuring(step)`: the components each commit during a step rendered, by name.
 * - `countRenders(label)`: from then on, each rendered component that `label` names, counted under that name.
 * - `countedComponent`, `countedFormFields`: the same for a `jest.mock` factory (the module stays as it is).
 */
interface Fiber {
  readonly type: unknown;
  readonly flags: number;
  readonly memoizedProps: unknown;
  readonly child: Fiber | null;
  readonly sibling: Fiber | null;
  readonly alternate: Fiber | null;
}

interface FiberRoot {
  readonly current: Fiber;
}

/** A component React rendered in a commit (mounted or updated). */
export interface Rendered {
  /** The function (or object) React rendered: compare it with the component itself. */
  readonly type: unknown;
  readonly name: string;
  readonly props: Readonly<Record<string, unknown>>;
}

/** React sets this flag on a component's fiber that rendered in the commit. */
const PERFORMED_WORK = 1;

/** The hook test/support/react-commit-hook.cjs installs before react-dom loads. */
interface CommitHook {
  readonly listeners: Set<(root: FiberRoot) => void>;
}

function commitHook(): CommitHook {
  const hook = (window as unknown as { __REACT_DEVTOOLS_GLOBAL_HOOK__?: CommitHook }).__REACT_DEVTOOLS_GLOBAL_HOOK__;
  if (!hook) throw new Error('test/support/react-commit-hook.cjs fehlt in setupFiles (jest.config.ts).');
  return hook;
}

function nameOf(type: unknown): string {
  if (typeof type === 'function') return (type as { displayName?: string }).displayName ?? type.name;
  if (typeof type === 'object' && type !== null) {
    const wrapper = type as { displayName?: string; render?: unknown; type?: unknown };
    return wrapper.displayName ?? nameOf(wrapper.render ?? wrapper.type);
  }
  return '';
}

/** The components of the committed tree that rendered in this commit. */
function renderedIn(root: FiberRoot): Rendered[] {
  const rendered: Rendered[] = [];
  const walk = (first: Fiber | null) => {
    for (let fiber = first; fiber; fiber = fiber.sibling) {
      const isComponent = typeof fiber.type === 'function' || (typeof fiber.type === 'object' && fiber.type !== null);
      if (isComponent && (fiber.alternate === null || (fiber.flags & PERFORMED_WORK) !== 0)) {
        const props = (fiber.memoizedProps ?? {}) as Record<string, unknown>;
        rendered.push({ type: fiber.type, name: nameOf(fiber.type) || 'Anonymous', props });
      }
      // A subtree React did not enter keeps its children: nothing in it rendered.
      if (fiber.child && fiber.alternate?.child !== fiber.child) walk(fiber.child);
    }
  };
  walk(root.current.child);
  return rendered;
}

/** Calls `listener` with what each commit rendered, until the returned function is called. */
function onCommit(listener: (rendered: readonly Rendered[]) => void): () => void {
  const { listeners } = commitHook();
  const onRoot = (root: FiberRoot) => listener(renderedIn(root));
  listeners.add(onRoot);
  return () => listeners.delete(onRoot);
}

/** The components each commit rendered while `step` ran (and React finished what it started). */
export async function renderedDuring(step: () => unknown | Promise<unknown>): Promise<string[][]> {
  const commits: string[][] = [];
  const stop = onCommit((rendered) => commits.push(rendered.map(({ name }) => name)));
  try {
    await step();
  } finally {
    stop();
  }
  return commits;
}

/**
 * Counts, for the rest of the test file, each render of a component that `label` names (undefined: not counted).
 * The map is live: clear it to count from a moment on.
 */
export function countRenders(label: (rendered: Rendered) => string | undefined): Map<string, number> {
  const counts = new Map<string, number>();
  onCommit((rendered) => {
    for (const component of rendered) {
      const name = label(component);
      if (name !== undefined) counts.set(name, (counts.get(name) ?? 0) + 1);
    }
  });
  return counts;
}

/** A label for `countRenders`: a field of the site's kit (src/ui/forms/form-fields.tsx) by its `name` prop. */
export function byFieldName({ type, props }: Rendered): string | undefined {
  const kit = jest.requireActual<typeof FormFieldsModule>('@/ui/forms/form-fields');
  const fields: unknown[] = [kit.TextField, kit.TextAreaField, kit.SelectField, kit.CheckboxField];
  return fields.includes(type) ? String(props.name) : undefined;
}

/**
 * For a `jest.mock` factory (it runs before the test file's imports: require this module inside it with
 * jest.requireActual): the module at `path` as it is, with the renders of its component `name` counted by `count`.
 */
export function countedComponent<T extends Record<string, unknown>>(
  path: string,
  name: keyof T & string,
  count: (name: string) => void,
): T {
  const actual = jest.requireActual<T>(path);
  onCommit((rendered) => rendered.filter(({ type }) => type === actual[name]).forEach(() => count(name)));
  return actual;
}

/** For a `jest.mock` factory of '@/ui/forms/form-fields': the field kit as it is, each field counted by its name. */
export function countedFormFields(count: (name: string) => void): typeof FormFieldsModule {
  onCommit((rendered) =>
    rendered.forEach((component) => {
      const name = byFieldName(component);
      if (name !== undefined) count(name);
    }),
  );
  return jest.requireActual<typeof FormFieldsModule>('@/ui/forms/form-fields');
}
