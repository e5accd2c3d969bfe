/**
 * The page's proof of work (docs/adr/0015-proof-of-work-and-fair-limits.md): solved in a Web Worker as soon as the
 * visitor starts filling a form in, so it is ready before the tap; a tap before it is ready waits for it in the form's
 * sending state. Each proof goes with one request (the relay accepts a solution once); a longer request than it was
 * priced for, or one near its end, gets a fresh one.
 */
import type { ProofChallenge, ProofSolution } from '@/features/cloudium/contract/proof-contract';
import { fetchChallenge, proofFits, solvedProof, type SolvedProof } from './proof-request';
import type { ProofWorker } from './proof-worker-start';

/** How a request gets its proof: the one prepared, or a fresh one when it must be. */
export interface ProofSource {
  /** Starts solving one for a request of one message, unless one is prepared or on its way. */
  prepare(): void;
  /** A proof for `messages` messages, taken for one request; `fresh` after the relay refused the last one. */
  take(messages: number, fresh?: boolean): Promise<SolvedProof | undefined>;
}

/** Solves one challenge: in a Web Worker, or on the page where a Worker cannot start (or fails). */
interface Solver {
  solve(challenge: ProofChallenge): Promise<ProofSolution>;
  stop(): void;
}

/**
 * The worker starts before the challenge is asked for, so its code loads and starts while the challenge is on its way
 * (on a slow phone that start is most of the first proof's time). Where it cannot, the page solves the challenge
 * itself, which WebCrypto keeps mostly off its thread; that code comes only then.
 */
function startSolver(): Solver {
  const worker: Promise<ProofWorker | undefined> =
    typeof Worker === 'undefined'
      ? Promise.resolve(undefined)
      : import(/* webpackChunkName: "proof-worker-start" */ './proof-worker-start')
          .then(({ startProofWorker }) => startProofWorker())
          .catch(() => undefined);
  return {
    async solve(challenge) {
      const running = await worker;
      if (running) {
        try {
          return await running.solve(challenge);
        } catch {
          // A worker refused (an old browser, a policy): solved on the page.
        }
      }
      const { solveHere } = await import(/* webpackChunkName: "proof-solver" */ './proof-solver');
      return solveHere(challenge);
    },
    stop: () => void worker.then((running) => running?.stop()),
  };
}

/** The User Timing entry of each proof, from asking for its challenge to the solution (docs/performance.md). */
export const PROOF_MEASURE = 'nova-proof-of-work';

async function solveFor(messages: number): Promise<SolvedProof | undefined> {
  const started = performance.now();
  const solver = startSolver();
  const challenge = await fetchChallenge(messages).catch((error: unknown) => {
    solver.stop();
    throw error;
  });
  if (!challenge) {
    solver.stop();
    return undefined;
  }
  const solution = await solver.solve(challenge);
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
