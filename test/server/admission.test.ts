import {
  DEFAULT_LIMITS,
  MAX_PRICE_LEVEL,
  SENDER_WINDOW_MS,
  SITE_WINDOW_MS,
  priceLevel,
  waitForRoom,
  type Admission,
  type LimitSettings,
} from '@/server/relay/admission';
import type { Outbox } from '@/server/relay/outbox';
import { referenceFor, supportPayload, validatedRequest } from './support/payloads';
import { freshOutboxForEachTest } from './support/relay-harness';

/**
 * Which requests the outbox takes, and in which turn they go out (docs/adr/0015-proof-of-work-and-fair-limits.md,
 * src/server/relay/admission.ts), on a fake clock: the windows are read from the outbox at the time each call names.
 */

const T0 = Date.parse('2027-03-01T10:00:00.000Z');
const MINUTE = 60_000;
const OPTIONS = { limits: DEFAULT_LIMITS, maxPricedMessages: 16 };

let next = 1;
function admission(sender: string | null, parts = 1, extra: Partial<Admission> = {}): Admission {
  return {
    request: validatedRequest(supportPayload(referenceFor(next++))),
    sender,
    parts,
    held: null,
    proof: null,
    ...extra,
  };
}

function admit(outbox: Outbox, items: Admission | Admission[], at: number, limits: LimitSettings = DEFAULT_LIMITS) {
  return outbox.admitMany(Array.isArray(items) ? items : [items], { ...OPTIONS, limits }, at);
}

/** What the deliverer sends, in order: the head of the line, marked delivered, again and again. */
function deliveryOrder(outbox: Outbox): string[] {
  const order: string[] = [];
  for (let entry = outbox.nextPending(); entry; entry = outbox.nextPending()) {
    order.push(entry.sender ?? '?');
    for (let part = 0; part < entry.parts; part++)
      outbox.recordPart(entry.id, part, entry.parts, `m${order.length}-${part}`);
  }
  return order;
}

const temp = freshOutboxForEachTest();

describe('a sender’s budget in messages', () => {
  it(`takes ${DEFAULT_LIMITS.senderMessagesPerHour} messages of one sender in any hour, then says when there is room`, () => {
    const outcomes = admit(
      temp.outbox,
      [1, 2, 3, 4].map(() => admission('a', 5)),
      T0,
    );
    expect(outcomes.map((outcome) => outcome.outcome)).toEqual(['created', 'created', 'created', 'created']);
    expect(admit(temp.outbox, admission('a'), T0 + 10 * MINUTE)).toEqual([
      { outcome: 'limited', limit: 'sender', retryAfterMs: SENDER_WINDOW_MS - 10 * MINUTE },
    ]);
    expect(admit(temp.outbox, admission('b'), T0 + 10 * MINUTE)[0]?.outcome).toBe('created');
    expect(admit(temp.outbox, admission('a'), T0 + SENDER_WINDOW_MS + 1)[0]?.outcome).toBe('created');
  });

  it('counts a request longer than the budget as the whole budget: never refused for its length alone', () => {
    expect(admit(temp.outbox, admission('a', 40), T0)[0]?.outcome).toBe('created');
    expect(admit(temp.outbox, admission('a', 1), T0 + MINUTE)[0]).toMatchObject({
      outcome: 'limited',
      limit: 'sender',
    });
  });

  it('counts a held request too (a bot without a proof fills its own budget, not the outbox)', () => {
    const held = [1, 2].map(() => admission('a', 10, { held: 'no-proof' }));
    expect(admit(temp.outbox, held, T0).map((outcome) => outcome.outcome)).toEqual(['created', 'created']);
    expect(admit(temp.outbox, admission('a'), T0)[0]).toMatchObject({ outcome: 'limited', limit: 'sender' });
  });

  it('never limits a retry of a stored request (same reference, same content)', () => {
    const first = admission('a', 20);
    admit(temp.outbox, first, T0);
    expect(admit(temp.outbox, { ...first }, T0 + MINUTE)[0]).toMatchObject({ outcome: 'duplicate', held: null });
  });
});

describe('the site-wide window (room for newcomers)', () => {
  const capacity = DEFAULT_LIMITS.channelMessagesPerMinute * 2;

  it('takes newcomers up to what the channel takes in the window, senders seen in the last hour up to two thirds', () => {
    const newcomers = Array.from({ length: (capacity * 2) / 3 }, (_, n) => admission(`neu-${n}`));
    expect(admit(temp.outbox, newcomers, T0).every((outcome) => outcome.outcome === 'created')).toBe(true);
    const again = admit(temp.outbox, admission('neu-0'), T0 + 1000)[0];
    expect(again).toMatchObject({ outcome: 'limited', limit: 'site' });
    expect(again && 'retryAfterMs' in again && again.retryAfterMs).toBe(SITE_WINDOW_MS - 1000);
    const rest = Array.from({ length: capacity / 3 }, (_, n) => admission(`später-${n}`));
    expect(admit(temp.outbox, rest, T0 + 1000).every((outcome) => outcome.outcome === 'created')).toBe(true);
    expect(admit(temp.outbox, admission('zu-spät'), T0 + 2000)[0]).toMatchObject({ outcome: 'limited', limit: 'site' });
    expect(admit(temp.outbox, admission('zu-spät'), T0 + SITE_WINDOW_MS + 1)[0]?.outcome).toBe('created');
  });

  it('leaves held requests out of the window: a flood without proofs never crowds out a visitor', () => {
    const flood = Array.from({ length: capacity * 2 }, (_, n) => admission(`bot-${n}`, 1, { held: 'no-proof' }));
    expect(admit(temp.outbox, flood, T0).every((outcome) => outcome.outcome === 'created')).toBe(true);
    expect(temp.outbox.siteLoad(DEFAULT_LIMITS, T0)).toEqual({ messages: 0, level: 0 });
    expect(admit(temp.outbox, admission('besucherin'), T0)[0]?.outcome).toBe('created');
  });

  it(`keeps at most ${DEFAULT_LIMITS.heldPerDay} held requests a day`, () => {
    const limits = { ...DEFAULT_LIMITS, heldPerDay: 2 };
    const held = [1, 2, 3].map((n) => admission(`bot-${n}`, 1, { held: 'trap' }));
    expect(admit(temp.outbox, held, T0, limits).map((outcome) => outcome.outcome)).toEqual([
      'created',
      'created',
      'limited',
    ]);
    expect(
      admit(temp.outbox, admission('bot-9', 1, { held: 'trap' }), T0 + 24 * 60 * MINUTE + 1, limits)[0]?.outcome,
    ).toBe('created');
  });

  it.each([
    [0, 0],
    [19, 0],
    [20, 1],
    [24, 1],
    [25, 2],
    [40, 5],
    [45, MAX_PRICE_LEVEL],
    [600, MAX_PRICE_LEVEL],
  ])('prices %i messages in the window at level %i (twice the work a level)', (messages, level) => {
    expect(priceLevel(messages, DEFAULT_LIMITS)).toBe(level);
  });

  it('reads the price from what the window holds now', () => {
    admit(
      temp.outbox,
      Array.from({ length: 25 }, (_, n) => admission(`s-${n}`)),
      T0,
    );
    expect(temp.outbox.siteLoad(DEFAULT_LIMITS, T0 + MINUTE)).toEqual({ messages: 25, level: 2 });
    expect(temp.outbox.siteLoad(DEFAULT_LIMITS, T0 + SITE_WINDOW_MS + 1)).toEqual({ messages: 0, level: 0 });
  });

  it.each([
    ['room already', [], 1, 5, 0],
    ['the oldest leaves', [{ at: T0, parts: 3 }], 3, 5, SITE_WINDOW_MS],
    [
      'two have to leave',
      [
        { at: T0, parts: 2 },
        { at: T0 + 30_000, parts: 2 },
      ],
      3,
      4,
      SITE_WINDOW_MS + 30_000,
    ],
    ['never, for more than the limit', [], 9, 5, SITE_WINDOW_MS],
  ])('waits for room: %s', (_case, rows, need, limit, wait) => {
    expect(waitForRoom(rows, need, limit, SITE_WINDOW_MS, T0)).toBe(wait);
  });
});

describe('proofs in the outbox', () => {
  const proof = (id: string, level = 0, messages = 1) => ({
    id,
    expiresAt: T0 + 10 * MINUTE,
    price: { level, messages },
  });

  it('takes a solution once; the same request with it again is a duplicate', () => {
    const first = admission('a', 1, { proof: proof('n1') });
    expect(admit(temp.outbox, first, T0)[0]?.outcome).toBe('created');
    expect(admit(temp.outbox, { ...first }, T0)[0]?.outcome).toBe('duplicate');
    expect(admit(temp.outbox, admission('b', 1, { proof: proof('n1') }), T0)).toEqual([{ outcome: 'replayed' }]);
  });

  it('forgets a solution once its challenge has expired (it is refused as expired before it gets here)', () => {
    admit(temp.outbox, admission('a', 1, { proof: proof('n1') }), T0);
    expect(admit(temp.outbox, admission('b', 1, { proof: proof('n1') }), T0 + 11 * MINUTE)[0]?.outcome).toBe('created');
  });

  it('refuses a proof priced for fewer messages, or more than two levels below the price of the moment', () => {
    expect(admit(temp.outbox, admission('a', 3, { proof: proof('kurz', 0, 1) }), T0)).toEqual([
      { outcome: 'underpaid' },
    ]);
    admit(
      temp.outbox,
      Array.from({ length: 40 }, (_, n) => admission(`s-${n}`)),
      T0,
    );
    expect(temp.outbox.siteLoad(DEFAULT_LIMITS, T0).level).toBe(5);
    expect(admit(temp.outbox, admission('b', 1, { proof: proof('billig', 2) }), T0)).toEqual([
      { outcome: 'underpaid' },
    ]);
    expect(admit(temp.outbox, admission('c', 1, { proof: proof('genug', 3) }), T0)[0]?.outcome).toBe('created');
  });
});

describe('fair turns between senders', () => {
  it('puts a newcomer’s request right behind the first of a flood, not behind the flood', () => {
    admit(
      temp.outbox,
      Array.from({ length: 10 }, () => admission('flut')),
      T0,
    );
    admit(temp.outbox, admission('besucher'), T0 + 1000);
    expect(deliveryOrder(temp.outbox).slice(0, 3)).toEqual(['flut', 'besucher', 'flut']);
  });

  it('weighs turns by messages: a sender of long requests gets as many messages through as one of short ones', () => {
    admit(temp.outbox, [admission('lang', 4), admission('lang', 4)], T0);
    admit(
      temp.outbox,
      Array.from({ length: 8 }, () => admission('kurz')),
      T0,
    );
    expect(deliveryOrder(temp.outbox)).toEqual([
      'lang',
      'kurz',
      'kurz',
      'kurz',
      'kurz',
      'lang',
      'kurz',
      'kurz',
      'kurz',
      'kurz',
    ]);
  });

  it('alternates between senders that flood at once, oldest first within each', () => {
    admit(temp.outbox, [admission('a'), admission('a'), admission('a')], T0);
    admit(temp.outbox, [admission('b'), admission('b'), admission('b')], T0);
    expect(deliveryOrder(temp.outbox)).toEqual(['a', 'b', 'a', 'b', 'a', 'b']);
  });

  it('lets a sender whose turns lie in the past start at the line’s turn, not before it', () => {
    admit(temp.outbox, admission('früh'), T0);
    deliveryOrder(temp.outbox);
    admit(temp.outbox, [admission('flut'), admission('flut'), admission('flut')], T0 + MINUTE);
    admit(temp.outbox, admission('früh'), T0 + 2 * MINUTE);
    expect(deliveryOrder(temp.outbox)).toEqual(['flut', 'früh', 'flut', 'flut']);
  });

  it('puts a released held request in line at the current turn (first of that turn: it waited longest), and keeps held ones out of the line', () => {
    admit(temp.outbox, admission('alt', 1, { held: 'no-proof' }), T0);
    admit(temp.outbox, [admission('flut'), admission('flut'), admission('flut')], T0);
    expect(temp.outbox.nextPending()?.sender).toBe('flut');
    const held = temp.outbox.listHeld();
    expect(held.map((entry) => entry.held)).toEqual(['no-proof']);
    expect(temp.outbox.release(held[0]?.reference ?? '')).toBe(1);
    expect(temp.outbox.listHeld()).toEqual([]);
    expect(deliveryOrder(temp.outbox)).toEqual(['alt', 'flut', 'flut', 'flut']);
  });
});
