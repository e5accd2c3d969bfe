/**
 * What a request needs of the proof of work besides the solving (docs/adr/0015-proof-of-work-and-fair-limits.md): the
 * relay's challenge, the solved proof as the request carries it, and the request's headers. Without ALTCHA's solver,
 * so the form's own code stays small; the solving is proof-solver.ts, in a Web Worker (page-proof.ts) or where a
 * request that waited goes out (waiting-requests.ts).
 */
import { publicWebhookUrl } from '@/config/env';
import {
  PROOF_HEADER,
  TRAP_HEADER,
  challengeUrlFor,
  encodeProof,
  pricedMessages,
  trapHeaderValue,
  type ProofChallenge,
  type ProofSolution,
} from '@/features/cloudium/contract/proof-contract';

/** A solved challenge as a request carries it, with when it stops being accepted (ms since 1970). */
export interface SolvedProof {
  readonly header: string;
  readonly expiresAt: number;
  /** The messages it was priced for. */
  readonly messages: number;
}

/** The relay did not hand out a challenge: its answer, for the visitor's error (a 429, a 503). */
export class ChallengeRefused extends Error {
  constructor(
    readonly status: number,
    readonly body: string,
  ) {
    super(`Challenge: HTTP ${status}`);
    this.name = 'ChallengeRefused';
  }
}

/**
 * The relay's challenge for `messages` messages; none where the site posts elsewhere than to its relay. Rejects with
 * ChallengeRefused on an answer that is not ok, with a TypeError when there is no connection (as fetch does).
 */
export async function fetchChallenge(messages: number): Promise<ProofChallenge | undefined> {
  const url = challengeUrlFor(publicWebhookUrl(), messages);
  if (!url) return undefined;
  const answer = await fetch(url, { cache: 'no-store' });
  if (!answer.ok) throw new ChallengeRefused(answer.status, await answer.text().catch(() => ''));
  return (await answer.json()) as ProofChallenge;
}

export function solvedProof(challenge: ProofChallenge, solution: ProofSolution): SolvedProof {
  return {
    header: encodeProof(challenge, solution),
    expiresAt: (challenge.parameters.expiresAt ?? Infinity) * 1000,
    messages: challenge.parameters.data?.messages ?? 1,
  };
}

/** A proof is taken no more this close to its end: the request needs a moment to arrive. */
const EXPIRY_MARGIN_MS = 60_000;

/** Whether `proof` can go with a request of `messages` messages now. */
export function proofFits(proof: SolvedProof | undefined, messages: number, now: number = Date.now()): boolean {
  return proof !== undefined && proof.messages >= pricedMessages(messages) && proof.expiresAt - now > EXPIRY_MARGIN_MS;
}

/** The headers a request carries: its proof (if any) and what the form's hidden field held (if anything). */
export function requestHeaders(proof: SolvedProof | undefined, trap: string | undefined): Record<string, string> {
  const trapValue = trapHeaderValue(trap);
  return { ...(proof ? { [PROOF_HEADER]: proof.header } : {}), ...(trapValue ? { [TRAP_HEADER]: trapValue } : {}) };
}
