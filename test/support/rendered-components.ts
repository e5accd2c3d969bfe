/**
 * Which components React rendered, read from its commits as React's developer tools read them (through the hook of
 * test/support/react-commit-hook.cjs): `renderedDuring` lists the components each commit during a step rendered, by
 * name. For the tests that keep what a tap renders small (docs/performance.md#taps).
 */
interface Fiber {
  readonly type: unknown;
  readonly flags: number;
  readonly child: Fiber | null;
  readonly sibling: Fiber | null;
  readonly alternate: Fiber | null;
}

interface FiberRoot {
  readonly current: Fiber;
}

/** React sets this flag on a component's fiber that rendered in the commit. */
const PERFORMED_WORK = 1;

/** The hook test/support/react-commit-hook.cjs installs before react-dom loads. */
interface CommitHook {
  recorder: ((root: FiberRoot) => void) | null;
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

/** The components of the committed tree that rendered in this commit (mounted or updated). */
function renderedIn(root: FiberRoot): string[] {
  const names: string[] = [];
  const walk = (first: Fiber | null) => {
    for (let fiber = first; fiber; fiber = fiber.sibling) {
      const isComponent = typeof fiber.type === 'function' || (typeof fiber.type === 'object' && fiber.type !== null);
      if (isComponent && (fiber.alternate === null || (fiber.flags & PERFORMED_WORK) !== 0)) {
        names.push(nameOf(fiber.type) || 'Anonymous');
      }
      // A subtree React did not enter keeps its children: nothing in it rendered.
      if (fiber.child && fiber.alternate?.child !== fiber.child) walk(fiber.child);
    }
  };
  walk(root.current.child);
  return names;
}

/** The components each commit rendered while `step` ran (and React finished what it started). */
export async function renderedDuring(step: () => unknown | Promise<unknown>): Promise<string[][]> {
  const commits: string[][] = [];
  const hook = commitHook();
  hook.recorder = (root) => commits.push(renderedIn(root));
  try {
    await step();
  } finally {
    hook.recorder = null;
  }
  return commits;
}
