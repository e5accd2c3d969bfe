/**
 * Node's Request (which the jsdom test environment borrows) cannot resolve the site-relative webhook address;
 * the browser resolves it against the page. This stub does the same against http://localhost and records every
 * request, answering with whatever the test says.
 */
export interface FetchStub {
  readonly calls: Request[];
  respond(next: () => Response | Promise<Response>): void;
  restore(): void;
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
  globalThis.Request = PageRequest as typeof Request;
  globalThis.fetch = (async (input: RequestInfo | URL) => {
    calls.push(input as Request);
    return answer();
  }) as typeof fetch;
  const stub: FetchStub = {
    calls,
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
