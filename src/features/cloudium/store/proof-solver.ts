/**
 * The proof of work's solving (docs/adr/0015-proof-of-work-and-fair-limits.md): ALTCHA's solver on WebCrypto's PBKDF2,
 * native in every browser (no WebAssembly, which the site's policy does not allow). Runs in the page's Web Worker
 * (proof.worker.ts), in the service worker and the page for requests that waited (waiting-requests.ts), and on the
 * page itself only where no Worker starts.
 */
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/web/pbkdf2';
import type { ProofChallenge, ProofSolution } from '@/features/cloudium/contract/proof-contract';
import { fetchChallenge, solvedProof, type SolvedProof } from './proof-request';

/** Longer than any price the relay asks (64 times the work of a message, on a slow phone); then the send fails. */
const SOLVE_TIMEOUT_MS = 5 * 60_000;

/** Solves `challenge` right here. */
export async function solveHere(challenge: ProofChallenge): Promise<ProofSolution> {
  const solution = await solveChallenge({ challenge, deriveKey, timeout: SOLVE_TIMEOUT_MS });
  if (!solution) throw new Error('Challenge nicht gelöst');
  return { counter: solution.counter, derivedKey: solution.derivedKey };
}

/** A proof fetched and solved here for `messages` messages; none where the site posts elsewhere than to its relay. */
export async function proofHere(messages: number): Promise<SolvedProof | undefined> {
  const challenge = await fetchChallenge(messages);
  return challenge && solvedProof(challenge, await solveHere(challenge));
}
