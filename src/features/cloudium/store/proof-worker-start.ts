import type { ProofChallenge, ProofSolution } from '@/features/cloudium/contract/proof-contract';

/**
 * Solves a challenge in a Web Worker of its own (proof.worker.ts), so not one step of it runs on the page's thread; the
 * worker ends with its answer. A module of its own: `import.meta` is where webpack finds the worker's file.
 */
export function solveInWorker(challenge: ProofChallenge): Promise<ProofSolution> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./proof.worker.ts', import.meta.url), { name: 'proof-of-work' });
    worker.addEventListener('message', (event: MessageEvent<{ solution?: ProofSolution; error?: string }>) => {
      worker.terminate();
      if (event.data.solution) resolve(event.data.solution);
      else reject(new Error(event.data.error ?? 'Challenge nicht gelöst'));
    });
    worker.addEventListener('error', (event) => {
      worker.terminate();
      reject(new Error(event.message || 'Worker nicht gestartet'));
    });
    worker.postMessage(challenge);
  });
}
