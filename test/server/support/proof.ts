import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import type { FastifyInstance } from 'fastify';
import {
  PROOF_HEADER,
  challengeAddress,
  encodeProof,
  type ProofChallenge,
} from '@/features/cloudium/contract/proof-contract';
import { messagesFor } from '@/features/cloudium/contract/team-view';
import { validateWebhookPayload } from '@/features/cloudium/contract/webhook-payload.schema';
import type { LimitSettings } from '@/server/relay/admission';
import type { ProofSettings } from '@/server/relay/proof-of-work';

/**
 * Proofs of work for the server tests: the relay's real challenges, solved with ALTCHA's solver as a script would.
 * Tests of other rules make them cheap (CHEAP_PROOF) and lift the limits (NO_TEST_LIMITS), so a file can post many.
 */
export const CHEAP_PROOF: Partial<ProofSettings> = { iterations: 1, stepsPerMessage: 1 };

export const NO_TEST_LIMITS: LimitSettings = {
  senderMessagesPerHour: 1_000_000,
  channelMessagesPerMinute: 1_000_000,
  heldPerDay: 1_000_000,
};

/** The messages the relay counts for a body, as the site counts them before it asks for a challenge; 1 for any other. */
export function messagesOf(body: unknown): number {
  const parsed = typeof body === 'string' ? safeJson(body) : body;
  const validation = validateWebhookPayload(parsed);
  return validation.ok ? messagesFor(validation.request.payload).length : 1;
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** Solves a challenge as ALTCHA's solver does; the header value that carries the solution. */
export async function solvedProof(challenge: ProofChallenge): Promise<string> {
  const solution = await solveChallenge({ challenge, deriveKey, timeout: 60_000 });
  if (!solution) throw new Error('Challenge nicht gelöst');
  return encodeProof(challenge, { counter: solution.counter, derivedKey: solution.derivedKey });
}

/** A challenge of the relay at `origin` (http://127.0.0.1:port), solved: the header to send with a request. */
export async function proofFrom(origin: string, messages = 1, headers: Record<string, string> = {}) {
  const answer = await fetch(`${origin}${challengeAddress(messages)}`, { headers });
  if (!answer.ok) throw new Error(`Challenge: HTTP ${answer.status}`);
  return { [PROOF_HEADER]: await solvedProof((await answer.json()) as ProofChallenge) };
}

/** The same through Fastify's inject, for a server that does not listen. */
export async function injectedProof(
  app: FastifyInstance,
  messages = 1,
  remoteAddress?: string,
  headers: Record<string, string> = {},
) {
  const forwarded = headers['x-forwarded-for'];
  const answer = await app.inject({
    method: 'GET',
    url: challengeAddress(messages),
    remoteAddress,
    headers: forwarded ? { 'x-forwarded-for': forwarded } : {},
  });
  if (answer.statusCode !== 200) throw new Error(`Challenge: HTTP ${answer.statusCode}`);
  return { [PROOF_HEADER]: await solvedProof(answer.json<ProofChallenge>()) };
}
