import { WAITING_KEPT_EVENT } from '@/features/cloudium/domain/waiting-names';
import { WAITING_RETRY_MAX_MS, WAITING_RETRY_MS } from '@/config/timing';

/**
 * When an open page sends the requests that wait (src/app/offline/waiting-requests-start.ts): at once when the connection
 * returns, and after a growing pause when one was kept while the browser reported a connection.
 */

const sendFromPage = jest.fn<Promise<number>, []>();
const showWhatWentOut = jest.fn<Promise<void>, []>(() => Promise.resolve());
const dropExpiredFromPage = jest.fn<Promise<void>, []>(() => Promise.resolve());

jest.mock('@/app/offline/waiting-requests-page', () => ({ sendFromPage, showWhatWentOut, dropExpiredFromPage }));
jest.mock('@/ui/rendering/moments', () => ({ whenInteractiveAndIdle: jest.fn() }));

let online = true;
const added: [string, EventListenerOrEventListenerObject][] = [];

beforeEach(() => {
  // Each test loads the module anew; the listeners of the ones before are taken off the shared window again.
  const addEventListener = window.addEventListener.bind(window);
  jest.spyOn(window, 'addEventListener').mockImplementation((type, listener, options) => {
    added.push([type, listener]);
    addEventListener(type, listener, options);
  });
  jest.useFakeTimers();
  jest.resetModules();
  sendFromPage.mockReset();
  showWhatWentOut.mockClear();
  dropExpiredFromPage.mockClear();
  online = true;
  jest.spyOn(navigator, 'onLine', 'get').mockImplementation(() => online);
});

afterEach(() => {
  for (const [type, listener] of added.splice(0)) window.removeEventListener(type, listener);
  jest.useRealTimers();
  jest.restoreAllMocks();
});

async function startedPage() {
  const { startWaitingRequests } = await import('@/app/offline/waiting-requests-start');
  startWaitingRequests();
  return startWaitingRequests;
}

/** Lets the chunk's import and the sends' promises settle. */
const settle = () => jest.advanceTimersByTimeAsync(0);

it('a request kept while the browser reports a connection is not sent at once: the visitor’s own tap goes first', async () => {
  sendFromPage.mockResolvedValue(0);
  await startedPage();
  window.dispatchEvent(new Event(WAITING_KEPT_EVENT));
  await settle();
  await jest.advanceTimersByTimeAsync(WAITING_RETRY_MS - 1);
  expect(sendFromPage).not.toHaveBeenCalled();
  await jest.advanceTimersByTimeAsync(1);
  expect(sendFromPage).toHaveBeenCalledTimes(1);
  expect(showWhatWentOut).toHaveBeenCalledTimes(1);
});

it('tries again after pauses that double up to the maximum while something still waits, then stops', async () => {
  sendFromPage.mockResolvedValue(1);
  await startedPage();
  window.dispatchEvent(new Event(WAITING_KEPT_EVENT));
  await settle();
  const pauses = [WAITING_RETRY_MS, 2 * WAITING_RETRY_MS, 4 * WAITING_RETRY_MS, 8 * WAITING_RETRY_MS];
  const expected = pauses.map((pause) => Math.min(pause, WAITING_RETRY_MAX_MS));
  for (const [index, pause] of expected.entries()) {
    await jest.advanceTimersByTimeAsync(pause - 1);
    expect(sendFromPage).toHaveBeenCalledTimes(index);
    await jest.advanceTimersByTimeAsync(1);
    expect(sendFromPage).toHaveBeenCalledTimes(index + 1);
  }
  sendFromPage.mockResolvedValue(0);
  await jest.advanceTimersByTimeAsync(WAITING_RETRY_MAX_MS);
  expect(sendFromPage).toHaveBeenCalledTimes(expected.length + 1);
  await jest.advanceTimersByTimeAsync(10 * WAITING_RETRY_MAX_MS);
  expect(sendFromPage).toHaveBeenCalledTimes(expected.length + 1);
});

it('offline it waits for the connection and sends the moment it returns, once', async () => {
  online = false;
  sendFromPage.mockResolvedValue(0);
  await startedPage();
  window.dispatchEvent(new Event(WAITING_KEPT_EVENT));
  window.dispatchEvent(new Event(WAITING_KEPT_EVENT));
  await settle();
  await jest.advanceTimersByTimeAsync(WAITING_RETRY_MS);
  expect(sendFromPage).not.toHaveBeenCalled();
  // Offline too, what waited longer than 48 hours goes (and the visitor learns it).
  expect(dropExpiredFromPage).toHaveBeenCalledTimes(1);
  expect(showWhatWentOut).toHaveBeenCalledTimes(1);

  online = true;
  window.dispatchEvent(new Event('online'));
  await settle();
  expect(sendFromPage).toHaveBeenCalledTimes(1);
  await jest.advanceTimersByTimeAsync(10 * WAITING_RETRY_MAX_MS);
  expect(sendFromPage).toHaveBeenCalledTimes(1);
});
