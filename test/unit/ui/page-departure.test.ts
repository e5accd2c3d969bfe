import { DEPARTURE_GRACE_MS, type DepartureTarget } from '@/ui/page-departure';
import type * as PageDeparture from '@/ui/page-departure';

/**
 * A failure while the visitor leaves the page is judged once the page stays (src/ui/page-departure.ts): Firefox
 * stops the page's scripts as a navigation away begins, and a page that loaded itself anew then cancelled it.
 */

/** A fresh module (its state is the document's) and the page it watches. */
function departure() {
  let leave = () => {};
  const target: DepartureTarget = {
    addEventListener: (_type, listener) => {
      leave = listener;
    },
  };
  let module!: typeof PageDeparture;
  jest.isolateModules(() => {
    module = jest.requireActual<typeof PageDeparture>('@/ui/page-departure');
  });
  module.watchDeparture(target);
  const waits: number[] = [];
  let elapse = () => {};
  const wait = (ms: number) => {
    waits.push(ms);
    return new Promise<void>((resolve) => (elapse = resolve));
  };
  return { ...module, leave: () => leave(), waits, wait, elapse: () => elapse() };
}

const settledWithin = async (promise: Promise<void>) => {
  let settled = false;
  void promise.then(() => (settled = true));
  await new Promise((resolve) => setTimeout(resolve, 0));
  return settled;
};

describe('pageStays', () => {
  it('a page nobody leaves: at once, without waiting', async () => {
    const page = departure();
    expect(await settledWithin(page.pageStays(page.wait))).toBe(true);
    expect(page.waits).toEqual([]);
  });

  it('a page being left: only after the grace time, which a replaced document never reaches', async () => {
    const page = departure();
    page.leave();
    const stays = page.pageStays(page.wait);
    expect(await settledWithin(stays)).toBe(false);
    expect(page.waits).toEqual([DEPARTURE_GRACE_MS]);
    page.elapse();
    expect(await settledWithin(stays)).toBe(true);
  });

  it('a page still there after the grace time stayed: the next failure is its own at once', async () => {
    const page = departure();
    page.leave();
    const first = page.pageStays(page.wait);
    page.elapse();
    await first;
    expect(await settledWithin(page.pageStays(page.wait))).toBe(true);
    expect(page.waits).toEqual([DEPARTURE_GRACE_MS]);
  });
});
