/**
 * The page's proof of work (src/features/cloudium/store/page-proof.ts, docs/adr/0015-proof-of-work-and-fair-limits.md):
 * the worker starts while the challenge is on its way, a worker that fails leaves the solving to the page, and a
 * challenge that does not come ends the worker unused. jsdom has no Worker (nor User Timing; the measure is the browser
 * suite's, proof-of-work.e2e.ts): the test gives it one by name, and stands in for the worker's start (which webpack
 * finds through `import.meta`).
 */
import type { ProofChallenge, ProofSolution } from '@/features/cloudium/contract/proof-contract';
import { pageProof } from '@/features/cloudium/store/page-proof';
import { startProofWorker, type ProofWorker } from '@/features/cloudium/store/proof-worker-start';
import { solveHere } from '@/features/cloudium/store/proof-solver';
import { cheapChallenge } from './fetch-stub';

jest.mock('@/features/cloudium/store/proof-worker-start', () => ({ startProofWorker: jest.fn() }));
jest.mock('@/features/cloudium/store/proof-solver', () => ({ solveHere: jest.fn() }));

const startWorker = jest.mocked(startProofWorker);
const solveOnPage = jest.mocked(solveHere);
const solution: ProofSolution = { counter: 1, derivedKey: 'ab' };

/** The relay's challenge, answered only when the test says so. */
function challengeOnItsWay() {
  let answer: (response: Response) => void = () => undefined;
  const fetched = jest.fn(() => new Promise<Response>((resolve) => (answer = resolve)));
  globalThis.fetch = fetched as unknown as typeof fetch;
  return {
    fetched,
    arrive: async () => answer(Response.json(await cheapChallenge())),
    fail: () => answer(new Response('{"message":"Zu viele Anfragen"}', { status: 429 })),
  };
}

function fakeWorker(solve: ProofWorker['solve']): ProofWorker & { stop: jest.Mock } {
  return { solve: jest.fn(solve), stop: jest.fn() };
}

const realFetch = globalThis.fetch;
beforeEach(() => {
  // Only its name: page-proof asks whether a Worker can start at all.
  (globalThis as { Worker?: unknown }).Worker = function Worker() {};
  startWorker.mockReset();
  solveOnPage.mockReset();
});
afterEach(() => {
  delete (globalThis as { Worker?: unknown }).Worker;
  globalThis.fetch = realFetch;
});

it('starts the worker while the challenge is on its way and hands it the challenge once it comes', async () => {
  const challenge = challengeOnItsWay();
  const worker = fakeWorker(() => Promise.resolve(solution));
  startWorker.mockReturnValue(worker);

  const proof = pageProof.take(1, true);
  await new Promise((resolve) => setTimeout(resolve, 0));
  expect(challenge.fetched).toHaveBeenCalledTimes(1);
  expect(startWorker).toHaveBeenCalledTimes(1);
  expect(worker.solve).not.toHaveBeenCalled();

  await challenge.arrive();
  await expect(proof).resolves.toMatchObject({ messages: 1 });
  expect(jest.mocked(worker.solve).mock.calls[0]?.[0]).toMatchObject<Partial<ProofChallenge>>({
    parameters: expect.objectContaining({ data: { level: 0, messages: 1 } }) as never,
  });
  expect(solveOnPage).not.toHaveBeenCalled();
});

it.each([
  ['the worker fails', () => fakeWorker(() => Promise.reject(new Error('Worker nicht gestartet')))],
  [
    'no worker can start',
    () => {
      throw new Error('SecurityError');
    },
  ],
])('solves on the page when %s', async (_case, start) => {
  const challenge = challengeOnItsWay();
  startWorker.mockImplementation(start);
  solveOnPage.mockResolvedValue(solution);

  const proof = pageProof.take(1, true);
  await challenge.arrive();
  await expect(proof).resolves.toMatchObject({ messages: 1 });
  expect(solveOnPage).toHaveBeenCalledTimes(1);
});

it('ends the worker unused when the relay hands out no challenge', async () => {
  const challenge = challengeOnItsWay();
  const worker = fakeWorker(() => Promise.resolve(solution));
  startWorker.mockReturnValue(worker);

  const proof = pageProof.take(1, true);
  challenge.fail();
  await expect(proof).rejects.toMatchObject({ status: 429 });
  await new Promise((resolve) => setTimeout(resolve, 0));
  expect(worker.stop).toHaveBeenCalledTimes(1);
  expect(worker.solve).not.toHaveBeenCalled();
});
