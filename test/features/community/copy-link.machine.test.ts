import { createActor, fromPromise } from 'xstate';
import { copyLinkMachine } from '@/features/community/machines/copy-link.machine';
import { describePaths, pendingActor } from '../../support/machine-harness';

const LINK = 'https://discord.gg/beispiel';

function start(write: (text: string) => Promise<void>) {
  const calls = { show: 0, hide: 0, select: 0, written: [] as string[] };
  const machine = copyLinkMachine.provide({
    actors: {
      writeClipboard: fromPromise<undefined, { text: string }>(async ({ input }) => {
        calls.written.push(input.text);
        await write(input.text);
        return undefined;
      }),
    },
    actions: {
      showCopiedToast: () => {
        calls.show += 1;
      },
      hideCopiedToast: () => {
        calls.hide += 1;
      },
      selectLinkForManualCopy: () => {
        calls.select += 1;
      },
    },
  });
  const actor = createActor(machine, { input: { link: LINK } });
  actor.start();
  return { actor, calls };
}

/** Lets the clipboard promise settle without moving the fake clock. */
async function settle() {
  await jest.advanceTimersByTimeAsync(0);
}

describe('copy link machine', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('copies the invite link, shows the check icon for exactly 2 s and the toast once for exactly 3 s', async () => {
    const { actor, calls } = start(async () => undefined);
    actor.send({ type: 'copy.request' });
    expect(actor.getSnapshot().hasTag('copying')).toBe(true);
    await settle();
    expect(calls.written).toEqual([LINK]);
    expect(actor.getSnapshot().hasTag('copied')).toBe(true);
    expect(calls.show).toBe(1);
    expect(actor.getSnapshot().hasTag('toastVisible')).toBe(true);
    await jest.advanceTimersByTimeAsync(1999);
    expect(actor.getSnapshot().hasTag('copied')).toBe(true);
    await jest.advanceTimersByTimeAsync(1);
    expect(actor.getSnapshot().hasTag('copied')).toBe(false);
    expect(actor.getSnapshot().value).toMatchObject({ button: 'idle' });
    await jest.advanceTimersByTimeAsync(999);
    expect(actor.getSnapshot().hasTag('toastVisible')).toBe(true);
    expect(calls.hide).toBe(0);
    await jest.advanceTimersByTimeAsync(1);
    expect(actor.getSnapshot().hasTag('toastVisible')).toBe(false);
    expect([calls.show, calls.hide]).toEqual([1, 1]);
  });

  it('copying again restarts both timers', async () => {
    const { actor, calls } = start(async () => undefined);
    actor.send({ type: 'copy.request' });
    await settle();
    await jest.advanceTimersByTimeAsync(1500);
    actor.send({ type: 'copy.request' });
    await settle();
    await jest.advanceTimersByTimeAsync(1500);
    expect(actor.getSnapshot().hasTag('copied')).toBe(true);
    await jest.advanceTimersByTimeAsync(1400);
    expect(actor.getSnapshot().hasTag('toastVisible')).toBe(true);
    await jest.advanceTimersByTimeAsync(100);
    expect(actor.getSnapshot().hasTag('toastVisible')).toBe(false);
    expect(calls.show).toBe(2);
  });

  it('when the clipboard is refused (or none is injected): no toast, the link is selected, the refusal stays until the next try', async () => {
    const { actor, calls } = start(async () => {
      throw new DOMException('Write permission denied.', 'NotAllowedError');
    });
    actor.send({ type: 'copy.request' });
    await settle();
    expect(actor.getSnapshot().hasTag('refused')).toBe(true);
    expect(calls.select).toBe(1);
    expect(calls.show).toBe(0);
    await jest.advanceTimersByTimeAsync(10_000);
    expect(actor.getSnapshot().hasTag('refused')).toBe(true);
    // Without an injected clipboard it counts as refused instead of failing.
    const bare = createActor(copyLinkMachine, { input: { link: LINK } }).start();
    bare.send({ type: 'copy.request' });
    await settle();
    expect(bare.getSnapshot().hasTag('refused')).toBe(true);
  });
});

describePaths(
  copyLinkMachine.provide({ actors: { writeClipboard: pendingActor<undefined, { text: string }>() } }),
  {
    inputs: [{ link: LINK }],
    settles: { writeClipboard: { output: undefined, error: new Error('NotAllowedError') } },
    events: () => [{ type: 'copy.request' }, { type: 'toast.show' }],
  },
  {
    edges: [
      'button.idle + copy.request → button.copying',
      // A second request while the clipboard write runs is ignored: one write, one toast.
      'button.copying + error.actor.writeClipboard → button.refused',
      'button.copying, toast.hidden + done.actor.writeClipboard → button.copied, toast.hidden → button.copied, toast.visible',
      // Copying again while the toast is up shows it anew, so its 3 s start over.
      'button.copying, toast.visible + done.actor.writeClipboard → button.copied, toast.visible',
      'button.copied + after.copyIconDuration → button.idle',
      'button.copied + copy.request → button.copying',
      'button.refused + copy.request → button.copying',
      'toast.hidden + toast.show → toast.visible',
      'toast.visible + after.copyToastDuration → toast.hidden',
      'toast.visible + toast.show → toast.visible',
    ].sort(),
  },
);
