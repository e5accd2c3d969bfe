import type { Browser, Page } from 'playwright-core';

interface TraceEvent {
  readonly name: string;
  readonly args?: { readonly beginData?: { readonly dirtyObjects?: number } };
}

/**
 * How much the browser laid out anew while `during` ran, from a Chrome trace: the most layout objects one `Layout`
 * had to lay out (its dirty objects). A count, not a time, so a slow or busy test machine does not change it.
 */
export async function layoutWorkDuring<T>(
  browser: Browser,
  page: Page,
  during: () => Promise<T>,
): Promise<{ result: T; dirtyObjects: number }> {
  await browser.startTracing(page, { categories: ['devtools.timeline'] });
  const outcome = await during();
  const trace = JSON.parse((await browser.stopTracing()).toString('utf8')) as { traceEvents: TraceEvent[] };
  const layouts = trace.traceEvents.filter((event) => event.name === 'Layout');
  return {
    result: outcome,
    dirtyObjects: Math.max(0, ...layouts.map((event) => event.args?.beginData?.dirtyObjects ?? 0)),
  };
}
