import { DeliveryWorker, processOf, type WorkerLog } from '@/server/relay/delivery-worker';
import type { MessageSender } from '@/server/relay/chat-platform-sender';
import { Outbox } from '@/server/relay/outbox';
import { waitFor } from '../support/fake-chat-platform';
import { referenceFor, supportPayload, validatedRequest } from './support/payloads';
import { freshOutboxForEachTest } from './support/relay-harness';

/**
 * One server delivers at a time: during a release switch the old and the new server share the outbox file, and a
 * request must reach the platform once (docs/relay.md, "One deliverer at a time").
 */

const quiet: WorkerLog = { info: () => undefined, warn: () => undefined, error: () => undefined };

describe('the delivery lease', () => {
  const temp = freshOutboxForEachTest();

  it.each([
    ['free: taken', [], 'b', 1_000, true],
    ['held by the same holder: renewed', [['b', 0]], 'b', 1_000, true],
    ['held by another, still valid: refused', [['a', 0]], 'b', 1_000, false],
    ['held by another whose term ran out (it died): taken', [['a', 0]], 'b', 31_000, true],
  ] as const)('%s', (_case, before, holder, at, taken) => {
    for (const [earlier, when] of before) expect(temp.outbox.lease.take(earlier, 30_000, when)).toBe(true);
    expect(temp.outbox.lease.take(holder, 30_000, at)).toBe(taken);
  });

  it('held by a process that is gone (killed): taken over by the next server without waiting for its term', async () => {
    const { spawnSync } = await import('node:child_process');
    const gone = spawnSync(process.execPath, ['-e', '0']).pid;
    expect(temp.outbox.lease.take(`${gone}-killed`, 60_000)).toBe(true);
    const worker = new DeliveryWorker({
      outbox: temp.outbox,
      sender: { send: async () => '1', close: () => undefined },
      log: quiet,
      idlePollMs: 5,
    });
    temp.outbox.add(validatedRequest(supportPayload(referenceFor(1))));
    worker.start();
    await waitFor(
      () => temp.outbox.counts().delivered === 1,
      2_000,
      () => 'zugestellt',
    );
    await worker.stop();
    // A live holder keeps it: this very process.
    expect(temp.outbox.lease.take(`${process.pid}-alive`, 60_000)).toBe(true);
    expect(temp.outbox.lease.takeOver('someone-else', 'b', 60_000)).toBe(false);
  });

  it.each([
    ['1234-5e0a', 1234],
    ['outbox-cli', undefined],
    ['0-x', undefined],
  ])('the process of holder %s is %s', (holder, pid) => {
    expect(processOf(holder)).toBe(pid);
  });

  it('given up, it is free at once for the next server', () => {
    expect(temp.outbox.lease.take('a', 30_000, 0)).toBe(true);
    temp.outbox.lease.release('b');
    expect(temp.outbox.lease.take('b', 30_000, 1)).toBe(false);
    temp.outbox.lease.release('a');
    expect(temp.outbox.lease.take('b', 30_000, 2)).toBe(true);
  });

  it('two servers on one outbox file deliver every request once; when one stops, the other goes on at once', async () => {
    const sent: string[] = [];
    const sender = (): MessageSender => ({
      send: async (message) => {
        sent.push(JSON.stringify(message));
        await new Promise((resolve) => setTimeout(resolve, 2));
        return String(sent.length);
      },
      close: () => undefined,
    });
    const second = Outbox.open(temp.file);
    const workers = [temp.outbox, second].map(
      (outbox) => new DeliveryWorker({ outbox, sender: sender(), log: quiet, idlePollMs: 5, leaseMs: 60_000 }),
    );
    const [first, other] = workers as [DeliveryWorker, DeliveryWorker];
    for (let n = 1; n <= 20; n++) temp.outbox.add(validatedRequest(supportPayload(referenceFor(n))));
    workers.forEach((worker) => worker.start());
    await waitFor(
      () => sent.length >= 5,
      5_000,
      () => `${sent.length} gesendet`,
    );
    // The holder stops mid-line (the old release retiring); its lease would hold a minute, but it gives it up.
    await first.stop();
    for (let n = 21; n <= 30; n++) second.add(validatedRequest(supportPayload(referenceFor(n))));
    await waitFor(
      () => second.counts().delivered === 30,
      5_000,
      () => `${second.counts().delivered} zugestellt`,
    );
    expect(new Set(sent).size).toBe(30);
    expect(sent).toHaveLength(30);
    await other.stop();
    second.close();
  });
  it('a wait for the platform’s bucket longer than the lease: the part goes once, by whichever server holds it then', async () => {
    const sent: string[] = [];
    /** As the real sender: after a post the platform says its bucket is empty for 400 ms; a send waits for it. */
    const bucketSender = (): MessageSender => {
      let resetsAt = 0;
      return {
        readyInMs: () => Math.max(0, resetsAt - Date.now()),
        send: async (message) => {
          await new Promise((resolve) => setTimeout(resolve, Math.max(0, resetsAt - Date.now())));
          sent.push(JSON.stringify(message));
          resetsAt = Date.now() + 400;
          return String(sent.length);
        },
        close: () => undefined,
      };
    };
    const second = Outbox.open(temp.file);
    const workers = [temp.outbox, second].map(
      (outbox) => new DeliveryWorker({ outbox, sender: bucketSender(), log: quiet, idlePollMs: 5, leaseMs: 150 }),
    );
    for (let n = 1; n <= 4; n++) temp.outbox.add(validatedRequest(supportPayload(referenceFor(n))));
    workers.forEach((worker) => worker.start());
    try {
      await waitFor(
        () => second.counts().delivered === 4,
        10_000,
        () => `${second.counts().delivered} zugestellt`,
      );
      await new Promise((resolve) => setTimeout(resolve, 600));
      expect(sent.map((message) => /CL-[A-Z0-9]{6}/.exec(message)?.[0])).toEqual([
        ...new Set(sent.map((message) => /CL-[A-Z0-9]{6}/.exec(message)?.[0])),
      ]);
      expect(sent).toHaveLength(4);
    } finally {
      await Promise.all(workers.map((worker) => worker.stop()));
      second.close();
    }
  });
});
