/**
 * The page's proof of work (docs/adr/0015-proof-of-work-and-fair-limits.md): solved in a Web Worker as soon as the
 * visitor starts filling a form in, so it is ready before the tap; a tap before it is ready waits for it in the form's
 * sending state. Each proof goes with one request (the relay accepts a solution once); a longer request than it was
 * priced for, or one near its end, gets a fresh one.
 */
import type { ProofChallenge, ProofSolution } from '@/features/cloudium/contract/proof-contract';
import { fetchChallenge, proofFits, solvedProof, type SolvedProof } from './proof-request';

/** How a request gets its proof: the one prepared, or a fresh one when it must be. */
export interface ProofSource {
  /** Starts solving one for a request of one message, unless one is prepared or on its way. */
  prepare(): void;
  /** A proof for `messages` messages, taken for one request; `fresh` after the relay refused the last one. */
  take(messages: number, fresh?: boolean): Promise<SolvedProof | undefined>;
}

/** Where a Worker cannot start (or fails), the page solves it itself; its code comes only then. */
async function solve(challenge: ProofChallenge): Promise<ProofSolution> {
  if (typeof Worker !== 'undefined') {
    try {
      const { solveInWorker } = await import(/* webpackChunkName: "proof-worker-start" */ './proof-worker-start');
      return await solveInWorker(challenge);
    } catch {
      // A worker refused (an old browser, a policy): solved on the page, which WebCrypto keeps mostly off its thread.
    }
  }
  const { solveHere } = await import(/* webpackChunkName: "proof-solver" */ './proof-solver');
  return solveHere(challenge);
}

/** The User Timing entry of each solve, from the challenge's arrival to the solution (docs/performance.md). */
export const PROOF_MEASURE = 'nova-proof-of-work';

async function solveFor(messages: number): Promise<SolvedProof | undefined> {
  const challenge = await fetchChallenge(messages);
  if (!challenge) return undefined;
  const started = performance.now();
  const solution = await solve(challenge);
  try {
    performance.measure(PROOF_MEASURE, { start: started, end: performance.now(), detail: { messages } });
  } catch {
    // A browser without User Timing level 3 measures nothing.
  }
  return solvedProof(challenge, solution);
}

let prepared: Promise<SolvedProof | undefined> | undefined;

export const pageProof: ProofSource = {
  prepare() {
    prepared ??= solveFor(1).catch(() => undefined);
  },
  async take(messages, fresh = false) {
    const ready = prepared && !fresh ? await prepared : undefined;
    prepared = undefined;
    return proofFits(ready, messages) ? ready : solveFor(messages);
  },
};
