/**
 * Requests that wait for the connection (docs/product.md, "Offline"): kept in the browser's IndexedDB with their
 * reference, sent by the service worker when the connection returns (Background Sync, where the browser has it) or by
 * an open page of the site (on its start and when it comes online). The same code runs in both; a Web Lock keeps
 * them from sending at once, and the relay takes the same reference with the same content as one request anyway.
 */
import { openDB, type DBSchema, type IDBPDatabase } from 'idb';
import { publicWebhookUrl } from '@/config/env';
import { newReference, referenceOf, type RequestKind } from '@/features/cloudium/contract/webhook-contract';
import { REFERENCE_ATTEMPTS } from '@/features/cloudium/domain/request-delivery';
import type { WebhookPayload } from '@/features/cloudium/contract/webhook-payload.schema';
import {
  isExpired,
  outcomeOf,
  restamped,
  waitingSince,
  type TryAnswer,
  type WaitingRequest,
  type WaitingResult,
} from '@/features/cloudium/domain/waiting-request';
import { WAITING_DATABASE } from '@/features/cloudium/domain/waiting-names';
import { waitingDatabaseExists } from './waiting-database';
import { isProofRefusal } from '@/features/cloudium/contract/proof-contract';
import { messagesFor } from '@/features/cloudium/contract/team-view';
import { ChallengeRefused, requestHeaders, type SolvedProof } from '../proof-request';
import { proofHere } from '../proof-solver';

/** Where waiting requests and their results are kept. */
export interface WaitingStore {
  all(): Promise<WaitingRequest[]>;
  put(request: WaitingRequest): Promise<void>;
  remove(reference: string): Promise<void>;
  addResult(result: WaitingResult): Promise<void>;
  /** The results not shown yet, each once. */
  takeResults(): Promise<WaitingResult[]>;
}

interface WaitingSchema extends DBSchema {
  wartend: { key: string; value: WaitingRequest };
  ergebnisse: { key: string; value: WaitingResult };
}

/** The browser's IndexedDB; none where it is missing or refused (then a failed request only says so, as before). */
export function indexedDbStore(): WaitingStore | undefined {
  if (typeof indexedDB === 'undefined') return undefined;
  let opened: Promise<IDBPDatabase<WaitingSchema>> | undefined;
  const db = () =>
    (opened ??= openDB<WaitingSchema>(WAITING_DATABASE, 1, {
      upgrade(database) {
        database.createObjectStore('wartend', { keyPath: 'reference' });
        database.createObjectStore('ergebnisse', { keyPath: 'reference' });
      },
    }));
  /** The database to read from, if there is one: never made just to look. */
  const existing = async () => (opened || (await waitingDatabaseExists()) ? db() : undefined);
  return {
    all: async () => (await (await existing())?.getAll('wartend')) ?? [],
    put: async (request) => void (await (await db()).put('wartend', request)),
    remove: async (reference) => void (await (await existing())?.delete('wartend', reference)),
    addResult: async (result) => void (await (await db()).put('ergebnisse', result)),
    takeResults: async () => {
      const database = await existing();
      if (!database) return [];
      const transaction = database.transaction('ergebnisse', 'readwrite');
      const results = await transaction.store.getAll();
      await transaction.store.clear();
      await transaction.done;
      return results;
    },
  };
}

/**
 * The proof a waiting request goes out with, solved here and now (docs/adr/0015-proof-of-work-and-fair-limits.md): the
 * relay's refusal to hand one out is its answer, no connection is none; a proof this browser cannot solve sends none
 * (the relay holds the request for the operator instead of losing it).
 */
async function proofNow(messages: number): Promise<SolvedProof | TryAnswer | undefined> {
  try {
    return await proofHere(messages);
  } catch (error) {
    if (error instanceof ChallengeRefused) return { status: error.status, body: error.body };
    return error instanceof TypeError ? 'no-answer' : undefined;
  }
}

const isProof = (value: SolvedProof | TryAnswer | undefined): value is SolvedProof | undefined =>
  value === undefined || (typeof value === 'object' && 'header' in value);

/**
 * Posts a waiting request as the site posts any (same address, same body, a proof solved as it goes out, what the form's
 * hidden field held), and says what came back; once more with a fresh proof when the relay refuses the first.
 */
export async function postWaiting(payload: WebhookPayload, request?: Pick<WaitingRequest, 'trap'>): Promise<TryAnswer> {
  const messages = messagesFor(payload).length;
  for (let tries = 1; ; tries++) {
    const proof = await proofNow(messages);
    if (!isProof(proof)) return proof;
    let answer: TryAnswer;
    try {
      const response = await fetch(publicWebhookUrl(), {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...requestHeaders(proof, request?.trap) },
        body: JSON.stringify(payload),
      });
      answer = { status: response.status, body: await response.text() };
    } catch {
      return 'no-answer';
    }
    if (tries > 1 || !isProofRefusal(answer.status, answer.body)) return answer;
  }
}

/** Runs `work` while no other page or worker of the site sends waiting requests (where the browser has Web Locks). */
function alone<T>(work: () => Promise<T>): Promise<T> {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  return locks ? locks.request(WAITING_DATABASE, work) : work();
}

export interface SendResult {
  readonly results: WaitingResult[];
  /** Still waiting: no connection yet, or an answer to try again later. */
  readonly left: number;
}

/** Records what became of a request that waits no more, for the visitor; it is gone from the waiting. */
async function settle(store: WaitingStore, results: readonly WaitingResult[], renamed: ReadonlyMap<string, string>) {
  for (const result of results) {
    await store.remove(renamed.get(result.reference) ?? result.reference);
    await store.addResult(result);
  }
}

/**
 * Drops what waited longer than 48 hours, counted from the visitor's tap, without sending it, and records it for the
 * visitor: at the start of any page and in the worker, with a connection or without. Returns what is left.
 */
export function dropExpired(store: WaitingStore, now: () => Date = () => new Date()): Promise<WaitingRequest[]> {
  return alone(async () => {
    const waiting = await store.all();
    const expired = waiting.filter((request) => isExpired(request, now()));
    await settle(
      store,
      expired.map(({ reference, kind }) => ({ reference, kind, outcome: 'expired' }) as const),
      new Map(),
    );
    return waiting.filter((request) => !expired.includes(request));
  });
}

/** What one waiting request's tries brought: its last answer, under the reference it went out with last. */
async function tryWaiting(
  request: WaitingRequest,
  post: (payload: WebhookPayload, request: WaitingRequest) => Promise<TryAnswer>,
  fresh: () => string,
): Promise<{ readonly request: WaitingRequest; readonly answer: TryAnswer }> {
  let current = request;
  for (let tries = 1; ; tries++) {
    const answer = await post(current.payload, current);
    // Another request holds the reference: the same request under a fresh one, as a direct send does (relay.md).
    if (answer === 'no-answer' || answer.status !== 409 || tries >= REFERENCE_ATTEMPTS)
      return { request: current, answer };
    current = restamped(current, fresh());
  }
}

/**
 * Sends what waits, oldest first: a 2xx is sent, a final answer is given up, one older than 48 hours is dropped, a
 * 409 goes again under a fresh reference; each is recorded as a result for the visitor, under the reference it was
 * accepted or refused under. Without an answer at all it stops: there is no connection.
 */
export function sendWaiting(
  store: WaitingStore,
  post: (payload: WebhookPayload, request: WaitingRequest) => Promise<TryAnswer> = postWaiting,
  now: () => Date = () => new Date(),
  fresh: () => string = () => newReference(),
): Promise<SendResult> {
  return alone(async () => {
    const waiting = [...(await store.all())].sort((a, b) => a.since.localeCompare(b.since));
    const results: WaitingResult[] = [];
    /** Requests that went out under a fresh reference: the new reference, and the one they are kept under. */
    const renamed = new Map<string, string>();
    let left = 0;
    for (const [index, original] of waiting.entries()) {
      if (isExpired(original, now())) {
        results.push({ reference: original.reference, kind: original.kind, outcome: 'expired' });
        continue;
      }
      const { request, answer } = await tryWaiting(original, post, fresh);
      const { reference, kind } = request;
      if (reference !== original.reference) renamed.set(reference, original.reference);
      const outcome = outcomeOf(answer);
      if (outcome === 'sent') results.push({ reference, kind, outcome });
      else if (outcome === 'final' && answer !== 'no-answer') {
        results.push({ reference, kind, outcome, status: answer.status, body: answer.body });
      } else if (answer === 'no-answer') {
        left += waiting.length - index;
        break;
      } else {
        // Tried again later, under the reference it went out with last.
        if (reference !== original.reference) {
          await store.remove(original.reference);
          await store.put(request);
        }
        left++;
      }
    }
    await settle(store, results, renamed);
    return { results, left };
  });
}

/**
 * Keeps a request that found no connection, with what the form's hidden field held; returns its reference, or none
 * where nothing can be kept.
 */
export async function keepWaiting(
  store: WaitingStore | undefined,
  kind: RequestKind,
  payload: WebhookPayload,
  now: Date = new Date(),
  trap?: string,
): Promise<string | undefined> {
  const reference = referenceOf(payload.embeds[0]?.description ?? '');
  if (!store || !reference) return undefined;
  // The 48 hours run from the visitor's tap (the stamp's time), not from this try: sent again while it waits, a
  // request keeps its stamp (sameRequestStamp), and so its clock.
  const since = waitingSince(payload, now);
  await store.put({ reference, kind, payload, since, ...(trap ? { trap } : {}) });
  return reference;
}
