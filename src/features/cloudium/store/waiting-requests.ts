/**
 * Requests that wait for the connection (docs/product.md, "Offline"): kept in the browser's IndexedDB with their
 * reference, sent by the service worker when the connection returns (Background Sync, where the browser has it) or by
 * an open page of the site (on its start and when it comes online). The same code runs in both; a Web Lock keeps
 * them from sending at once, and the relay takes the same reference with the same content as one request anyway.
 */
import { openDB, type DBSchema, type IDBPDatabase } from 'idb';
import { publicWebhookUrl } from '@/config/env';
import { referenceOf } from '@/features/cloudium/contract/webhook-contract';
import type { WebhookPayload } from '@/features/cloudium/contract/webhook-payload.schema';
import {
  isExpired,
  kindOf,
  outcomeOf,
  type TryAnswer,
  type WaitingRequest,
  type WaitingResult,
} from '@/features/cloudium/domain/waiting-request';
import { WAITING_DATABASE } from '@/features/cloudium/domain/waiting-names';
import { isProofRefusal } from '@/features/cloudium/contract/proof-contract';
import { messagesFor } from '@/features/cloudium/contract/team-view';
import { ChallengeRefused, requestHeaders, type SolvedProof } from './proof-request';
import { proofHere } from './proof-solver';

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
  return {
    all: async () => (await db()).getAll('wartend'),
    put: async (request) => void (await (await db()).put('wartend', request)),
    remove: async (reference) => (await db()).delete('wartend', reference),
    addResult: async (result) => void (await (await db()).put('ergebnisse', result)),
    takeResults: async () => {
      const transaction = (await db()).transaction('ergebnisse', 'readwrite');
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

/**
 * Sends what waits, oldest first: a 2xx is sent, a final answer is given up, one older than 48 hours is dropped;
 * each is recorded as a result for the visitor. Without an answer at all it stops: there is no connection.
 */
export function sendWaiting(
  store: WaitingStore,
  post: (payload: WebhookPayload, request: WaitingRequest) => Promise<TryAnswer> = postWaiting,
  now: () => Date = () => new Date(),
): Promise<SendResult> {
  return alone(async () => {
    const waiting = [...(await store.all())].sort((a, b) => a.since.localeCompare(b.since));
    const results: WaitingResult[] = [];
    let left = 0;
    for (const [index, request] of waiting.entries()) {
      const { reference, kind } = request;
      if (isExpired(request, now())) {
        results.push({ reference, kind, outcome: 'expired' });
        continue;
      }
      const answer = await post(request.payload, request);
      const outcome = outcomeOf(answer);
      if (outcome === 'sent') results.push({ reference, kind, outcome });
      else if (outcome === 'final' && answer !== 'no-answer') {
        results.push({ reference, kind, outcome, status: answer.status, body: answer.body });
      } else if (answer === 'no-answer') {
        left += waiting.length - index;
        break;
      } else left++;
    }
    for (const result of results) {
      await store.remove(result.reference);
      await store.addResult(result);
    }
    return { results, left };
  });
}

/**
 * Keeps a request that found no connection, with what the form's hidden field held; returns its reference, or none
 * where nothing can be kept.
 */
export async function keepWaiting(
  store: WaitingStore | undefined,
  payload: WebhookPayload,
  now: Date = new Date(),
  trap?: string,
): Promise<string | undefined> {
  const kind = kindOf(payload);
  const reference = referenceOf(payload.embeds[0]?.description ?? '');
  if (!store || !kind || !reference) return undefined;
  await store.put({ reference, kind, payload, since: now.toISOString(), ...(trap ? { trap } : {}) });
  return reference;
}
