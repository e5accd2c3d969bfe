import { waitingMessages } from '@/features/cloudium/content/cloudium-messages.content';
import type { WebhookPayload } from '@/features/cloudium/contract/webhook-payload.schema';
import { waitingResultNotice } from '@/features/cloudium/domain/request-notices';
import {
  WAITING_LIMIT_MS,
  isExpired,
  outcomeOf,
  sameRequestStamp,
  type TryAnswer,
  type WaitingRequest,
} from '@/features/cloudium/domain/waiting-request';
import type { RequestStamp } from '@/features/cloudium/domain/webhook-payload';
import { buildPlanPayload } from '@/features/cloudium/domain/plan-request.schema';
import { buildSupportPayload } from '@/features/cloudium/domain/support.schema';
import {
  dropExpired,
  keepWaiting,
  sendWaiting,
  type WaitingStore,
} from '@/features/cloudium/store/waiting/waiting-requests';
import { memoryWaitingStore } from './support/memory-waiting-store';

/** Requests that wait for the connection (docs/product.md, "Offline"): the rules, and sending what waits. */

const SUPPORT = { name: 'Lea', email: 'lea@example.org', subject: 'Server', message: 'Startet nicht.' };
const stampOf = (reference: string, timestamp = '2026-11-29T08:00:00.000Z'): RequestStamp => ({ reference, timestamp });

function waiting(reference: string, since = '2026-11-29T08:00:00.000Z'): WaitingRequest {
  return { reference, kind: 'support', payload: buildSupportPayload(SUPPORT, stampOf(reference, since)), since };
}

describe('what a try means', () => {
  it.each<[TryAnswer, string]>([
    [{ status: 200, body: '' }, 'sent'],
    [{ status: 204, body: '' }, 'sent'],
    [{ status: 409, body: '' }, 'final'],
    [{ status: 400, body: '' }, 'final'],
    [{ status: 413, body: '' }, 'final'],
    [{ status: 429, body: '' }, 'again'],
    [{ status: 500, body: '' }, 'again'],
    [{ status: 503, body: '' }, 'again'],
    ['no-answer', 'again'],
  ])('%j → %s', (answer, outcome) => {
    expect(outcomeOf(answer)).toBe(outcome);
  });

  it.each([
    [WAITING_LIMIT_MS, false],
    [WAITING_LIMIT_MS + 1, true],
  ])('a request %i ms old is expired: %s', (age, expired) => {
    const since = '2026-11-29T08:00:00.000Z';
    expect(isExpired(waiting('CL-222222', since), new Date(Date.parse(since) + age))).toBe(expired);
  });
});

describe('the same request sent again while it waits', () => {
  const compose = (stamp: RequestStamp) => buildSupportPayload(SUPPORT, stamp);

  it('goes under the waiting one’s reference and time', () => {
    expect(sameRequestStamp([waiting('CL-222223')], compose)).toEqual(stampOf('CL-222223'));
  });

  it.each([
    ['other text', (stamp: RequestStamp) => buildSupportPayload({ ...SUPPORT, message: 'Anders.' }, stamp)],
    [
      'another kind',
      (stamp: RequestStamp) => buildPlanPayload({ plan: { name: 'ES1', priceCents: 349 }, discordName: 'lea' }, stamp),
    ],
  ])('a request with %s is another one', (_case, other) => {
    expect(sameRequestStamp([waiting('CL-222223')], other)).toBeUndefined();
  });
});

describe('sending what waits', () => {
  const now = () => new Date('2026-11-29T09:00:00.000Z');
  const answering =
    (answers: Record<string, TryAnswer>) =>
    async (payload: WebhookPayload): Promise<TryAnswer> =>
      answers[/CL-\w{6}/.exec(payload.embeds[0]?.description ?? '')?.[0] ?? ''] ?? 'no-answer';

  it('sends oldest first, gives up final answers, keeps what to try again, and records each for the visitor', async () => {
    const {
      store,
      waiting: left,
      results,
    } = memoryWaitingStore([
      waiting('CL-222224', '2026-11-29T08:30:00.000Z'),
      waiting('CL-222222', '2026-11-29T08:10:00.000Z'),
      waiting('CL-222223', '2026-11-29T08:20:00.000Z'),
    ]);
    const tried: string[] = [];
    const post = async (payload: WebhookPayload) => {
      tried.push(payload.embeds[0]?.description ?? '');
      return answering({
        'CL-222222': { status: 200, body: '' },
        'CL-222223': { status: 400, body: '{"error":"ungültig"}' },
        'CL-222224': { status: 503, body: '' },
      })(payload);
    };
    expect(await sendWaiting(store, post, now)).toMatchObject({ left: 1 });
    expect(tried).toEqual(['Referenz: CL-222222', 'Referenz: CL-222223', 'Referenz: CL-222224']);
    expect([...left.keys()]).toEqual(['CL-222224']);
    expect([...results.values()]).toEqual([
      { reference: 'CL-222222', kind: 'support', outcome: 'sent' },
      { reference: 'CL-222223', kind: 'support', outcome: 'final', status: 400, body: '{"error":"ungültig"}' },
    ]);
  });

  it('sends a request whose reference another holds (409) again under a fresh one, as a direct send does', async () => {
    const { store, waiting: left, results } = memoryWaitingStore([waiting('CL-222222'), waiting('CL-222223')]);
    const fresh = ['CL-33333A', 'CL-33333B', 'CL-33333C'];
    const post = answering({
      'CL-222222': { status: 409, body: '' },
      'CL-33333A': { status: 200, body: '' },
      'CL-222223': { status: 409, body: '' },
      'CL-33333B': { status: 409, body: '' },
      'CL-33333C': { status: 409, body: '{"error":"vergeben"}' },
    });
    expect(await sendWaiting(store, post, now, () => fresh.shift() ?? '')).toMatchObject({ left: 0 });
    expect(left.size).toBe(0);
    // The visitor learns the reference it was accepted under; after three 409s in a row, the failure.
    expect([...results.values()]).toEqual([
      { reference: 'CL-33333A', kind: 'support', outcome: 'sent' },
      { reference: 'CL-33333C', kind: 'support', outcome: 'final', status: 409, body: '{"error":"vergeben"}' },
    ]);
  });

  it('keeps a request that goes out under a fresh reference and must be tried again under that one', async () => {
    const { store, waiting: left } = memoryWaitingStore([waiting('CL-222222')]);
    const post = answering({ 'CL-222222': { status: 409, body: '' }, 'CL-33333A': { status: 503, body: '' } });
    expect(await sendWaiting(store, post, now, () => 'CL-33333A')).toMatchObject({ left: 1 });
    expect([...left.keys()]).toEqual(['CL-33333A']);
    expect(left.get('CL-33333A')?.payload.embeds[0].description).toBe('Referenz: CL-33333A');
  });

  it('stops at the first try without an answer: there is no connection', async () => {
    const { store, waiting: left } = memoryWaitingStore([waiting('CL-222222'), waiting('CL-222223')]);
    let tries = 0;
    const result = await sendWaiting(store, async () => (tries++, 'no-answer'), now);
    expect(result).toEqual({ results: [], left: 2 });
    expect(tries).toBe(1);
    expect(left.size).toBe(2);
  });

  it.each([
    ['at the start of a page, without any connection', (store: WaitingStore) => dropExpired(store, now)],
    ['before sending, without sending it', (store: WaitingStore) => sendWaiting(store, answering({}), now)],
  ])('drops what waited longer than 48 hours %s, says so, and keeps the rest', async (_case, run) => {
    const {
      store,
      waiting: left,
      results,
    } = memoryWaitingStore([
      waiting('CL-222222', '2026-11-27T08:59:59.000Z'),
      waiting('CL-222223', '2026-11-27T09:00:00.000Z'),
    ]);
    await run(store);
    expect([...left.keys()]).toEqual(['CL-222223']);
    expect([...results.values()]).toEqual([{ reference: 'CL-222222', kind: 'support', outcome: 'expired' }]);
  });

  it('keeps a request under its reference and kind, its 48 hours counted from the tap; without a store nothing is kept', async () => {
    const { store, waiting: kept } = memoryWaitingStore();
    const payload = buildSupportPayload(SUPPORT, stampOf('CL-22222A'));
    expect(await keepWaiting(store, 'support', payload, now())).toBe('CL-22222A');
    expect(kept.get('CL-22222A')).toEqual({
      reference: 'CL-22222A',
      kind: 'support',
      payload,
      // The stamp's time (the tap, 08:00), not the moment it was kept (09:00): a failed resend starts no new clock.
      since: '2026-11-29T08:00:00.000Z',
    });
    expect(await keepWaiting(undefined, 'support', payload)).toBeUndefined();
  });
});

describe('what the visitor learns when a request that waited went out', () => {
  it.each([
    [{ reference: 'CL-222222', kind: 'support', outcome: 'sent' } as const, 'Anfrage gesendet!'],
    [{ reference: 'CL-222222', kind: 'plan', outcome: 'sent' } as const, 'Bestellung erfolgreich!'],
    [{ reference: 'CL-222222', kind: 'custom', outcome: 'sent' } as const, 'Anfrage erfolgreich!'],
    [
      { reference: 'CL-222222', kind: 'support', outcome: 'final', status: 413, body: '' } as const,
      'Fehler beim Senden',
    ],
    [{ reference: 'CL-222222', kind: 'managed', outcome: 'expired' } as const, waitingMessages.expiredTitle],
  ])('%j: %s', (result, title) => {
    const notice = waitingResultNotice(result);
    expect(notice.title).toBe(title);
    expect(`${notice.title} ${notice.description ?? ''}`).toMatch(result.outcome === 'final' ? /413/ : /CL-222222/);
  });
});
