/**
 * The page's Web Worker for the proof of work (page-proof.ts): solves one challenge off the page's thread and posts the
 * solution back, or `{ error }`.
 */
import type { ProofChallenge } from '@/features/cloudium/contract/proof-contract';
import { solveHere } from './proof-solver';

interface WorkerScope {
  addEventListener(type: 'message', listener: (event: MessageEvent<ProofChallenge>) => void): void;
  postMessage(message: unknown): void;
}

const scope = self as unknown as WorkerScope;

scope.addEventListener('message', (event) => {
  solveHere(event.data).then(
    (solution) => scope.postMessage({ solution }),
    (error: unknown) => scope.postMessage({ error: String(error) }),
  );
});
