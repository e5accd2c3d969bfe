import type { ProofChallenge, ProofSolution } from '@/features/cloudium/contract/proof-contract';

/** A Web Worker that solves one challenge (proof.worker.ts): started before the challenge is there. */
export interface ProofWorker {
  solve(challenge: ProofChallenge): Promise<ProofSolution>;
  /** Ends the worker unused (no challenge came). */
  stop(): void;
}

/**
 * Starts a Web Worker of its own (proof.worker.ts), so not one step of the solving runs on the page's thread; it loads
 * its code while the page still waits for the challenge, and ends with its answer. A module of its own: `import.meta`
 * is where webpack finds the worker's file.
 */
export function startProofWorker(): ProofWorker {
  const worker = new Worker(new URL('./proof.worker.ts', import.meta.url), { name: 'proof-of-work' });
  const answer = new Promise<ProofSolution>((resolve, reject) => {
    worker.addEventListener('message', (event: MessageEvent<{ solution?: ProofSolution; error?: string }>) => {
      worker.terminate();
      if (event.data.solution) resolve(event.data.solution);
      else reject(new Error(event.data.error ?? 'Challenge nicht gelöst'));
    });
    worker.addEventListener('error', (event) => {
      worker.terminate();
      reject(new Error(event.message || 'Worker nicht gestartet'));
    });
  });
  // A worker that fails before its challenge comes is judged when the challenge is handed over, not as unhandled.
  answer.catch(() => undefined);
  return {
    solve(challenge) {
      worker.postMessage(challenge);
      return answer;
    },
    stop: () => worker.terminate(),
  };
}
