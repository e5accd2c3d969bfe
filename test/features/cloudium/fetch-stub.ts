import { act } from '@testing-library/react';
import { createChallenge } from 'altcha-lib';
import { toaster } from '@/ui/overlay/toaster';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { CHALLENGE_PATH, PROOF_ALGORITHM } from '@/features/cloudium/contract/proof-contract';

/**
 * Node's Request (which the jsdom test environment borrows) cannot resolve the site-relative webhook address;
 * the browser resolves it against the page. This stub does the same against http://localhost and records every
 * request, answering with whatever the test says. The relay's proof-of-work challenges (GET /api/challenge) it answers
 * itself, with a real challenge of the cheapest kind, and records them apart (`challenges`).
 */
export interface FetchStub {
  readonly calls: Request[];
  readonly challenges: Request[];
  respond(next: () => Response | Promise<Response>): void;
  restore(): void;
}

/** A challenge as the relay makes one, signed, for one step of one PBKDF2 round: solved at once. */
export async function cheapChallenge(messages = 1): Promise<unknown> {
  return createChallenge({
    algorithm: PROOF_ALGORITHM,
    cost: 1,
    counter: 1,
    data: { level: 0, messages },
    deriveKey,
    expiresAt: Math.floor(Date.now() / 1000) + 600,
    hmacSignatureSecret: 'test-challenge',
    hmacKeySignatureSecret: 'test-key',
  });
}

export function stubFetch(initial: () => Response | Promise<Response> = () => new Response(null, { status: 204 })) {
  const realFetch = globalThis.fetch;
  const RealRequest = globalThis.Request;
  class PageRequest extends RealRequest {
    constructor(input: RequestInfo | URL, init?: RequestInit) {
      super(typeof input === 'string' ? new URL(input, 'http://localhost/').href : input, init);
    }
  }
  let answer = initial;
  const calls: Request[] = [];
  const challenges: Request[] = [];
  globalThis.Request = PageRequest as typeof Request;
  globalThis.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof RealRequest ? input : new PageRequest(input, init);
    const url = new URL(request.url);
    if (url.pathname === CHALLENGE_PATH) {
      challenges.push(request);
      const messages = Number(url.searchParams.get('messages') ?? 1);
      return new Response(JSON.stringify(await cheapChallenge(messages)), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      });
    }
    calls.push(request);
    return answer();
  }) as typeof fetch;
  const stub: FetchStub = {
    calls,
    challenges,
    respond(next) {
      answer = next;
    },
    restore() {
      globalThis.fetch = realFetch;
      globalThis.Request = RealRequest;
    },
  };
  return stub;
}

/**
 * A stubbed fetch for each test of the file (restored after it), with no toast left over for the next test: the
 * setup the Cloudium screen tests share. The stub answers for whichever test runs.
 */
export function stubFetchInEachTest(): FetchStub {
  let current: FetchStub | undefined;
  const running = (): FetchStub => {
    if (!current) throw new Error('fetch is stubbed only while a test runs');
    return current;
  };
  beforeEach(() => {
    current = stubFetch();
  });
  afterEach(() => {
    current?.restore();
    act(() => toaster.remove());
  });
  return {
    get calls() {
      return running().calls;
    },
    get challenges() {
      return running().challenges;
    },
    respond: (next) => running().respond(next),
    restore: () => running().restore(),
  };
}
