import { backoffDelay, DeliveryWorker, type WorkerLog } from '@/server/relay/delivery-worker';
import {
  DeliveryError,
  RATE_LIMIT_FLOOR_MS,
  rateLimitWaitMs,
  type MessageSender,
} from '@/server/relay/chat-platform-sender';
import { Outbox } from '@/server/relay/outbox';
import { waitFor } from '../support/fake-chat-platform';
import { referenceFor, supportPayload, validatedRequest } from './support/payloads';

function silentLog(): WorkerLog & { errors: string[] } {
  const errors: string[] = [];
  return {
    info: () => undefined,
    warn: () => undefined,
    error: (_object, message) => void errors.push(message),
    errors,
  };
}

describe('backoffDelay', () => {
  it.each([
    [1, 1000],
    [2, 2000],
    [3, 4000],
    [10, 300_000],
    [40, 300_000],
  ])('after %i failures waits up to %i ms (75–100 %% of it)', (failures, full) => {
    const options = { initialMs: 1000, maxMs: 300_000 };
    expect(backoffDelay(failures, options, () => 1)).toBe(full);
    expect(backoffDelay(failures, options, () => 0)).toBe(Math.round(full * 0.75));
  });
});

describe('DeliveryWorker', () => {
  it('keeps running when the outbox fails, and says so', async () => {
    const outbox = Outbox.open(':memory:');
    const log = silentLog();
    const sender: MessageSender = { send: async () => '1', close: () => undefined };
    const worker = new DeliveryWorker({ outbox, sender, log, backoff: { initialMs: 5, maxMs: 5 }, idlePollMs: 5 });
    jest.spyOn(outbox, 'nextPending').mockImplementationOnce(() => {
      throw new Error('disk I/O error');
    });
    outbox.add(validatedRequest(supportPayload(referenceFor(1))));
    worker.start();
    await waitFor(
      () => outbox.find(1)?.state === 'delivered',
      2000,
      () => 'zugestellt',
    );
    expect(log.errors).toEqual(['Zustellung: Outbox nicht erreichbar']);
    await worker.stop();
    outbox.close();
  });

  it('does not cut a backoff short when a new request arrives', async () => {
    const outbox = Outbox.open(':memory:');
    const calls: number[] = [];
    const sender: MessageSender = {
      send: async () => {
        calls.push(Date.now());
        if (calls.length === 1) throw new DeliveryError('HTTP 500', false, 500);
        return String(calls.length);
      },
      close: () => undefined,
    };
    const worker = new DeliveryWorker({ outbox, sender, log: silentLog(), backoff: { initialMs: 300, maxMs: 300 } });
    const add = (n: number) => outbox.add(validatedRequest(supportPayload(referenceFor(n))));
    add(1);
    worker.start();
    await waitFor(
      () => calls.length === 1,
      2000,
      () => 'erster Versuch',
    );
    add(2);
    worker.notify();
    await waitFor(
      () => calls.length >= 2,
      2000,
      () => 'zweiter Versuch',
    );
    expect((calls[1] ?? 0) - (calls[0] ?? 0)).toBeGreaterThanOrEqual(200);
    await worker.stop();
    outbox.close();
  });
});

describe('rateLimitWaitMs: what a 429 asks for, never below the floor', () => {
  it.each<[string, Record<string, string>, Record<string, unknown>, number]>([
    ['the header', { 'retry-after': '2' }, { retry_after: 9 }, 2000],
    ['the header, as a decimal', { 'retry-after': '1.5' }, {}, 1500],
    ["the body's retry_after without a header", {}, { retry_after: 3.25 }, 3250],
    ['the floor when neither says anything', {}, {}, 1000],
    ['the floor for a zero', { 'retry-after': '0' }, { retry_after: 0 }, 1000],
    ['the floor for a tiny value', {}, { retry_after: 0.02 }, 1000],
    ["the body's value when the header is garbage", { 'retry-after': 'bald' }, { retry_after: 4 }, 4000],
    ['the floor for a negative value', { 'retry-after': '-5' }, {}, 1000],
  ])('%s', (_name, headers, body, expected) => {
    expect(rateLimitWaitMs(new Headers(headers), body, RATE_LIMIT_FLOOR_MS)).toBe(expected);
  });
});
