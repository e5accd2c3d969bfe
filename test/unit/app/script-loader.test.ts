import fs from 'node:fs';
import path from 'node:path';
import { DEPARTURE_GRACE_MS } from '@/ui/page-departure';
import { LOAD_ANEW_GUARD_MS } from '@/ui/site-update';

/**
 * The script loader in front of the app (src/app/script-loader.js), run as the page runs it: a page script that does
 * not load, where the app's code never ran, loads the page anew once (the mark in the history entry, as
 * src/ui/site-update.ts sets it); a script stopped because the visitor leaves (Firefox stops them as a navigation
 * away begins) counts only once the page stays, so the visitor's navigation is never cancelled.
 */

const LOADER = fs.readFileSync(path.join(__dirname, '../../../src/app/script-loader.js'), 'utf8');
const SOURCES = ['/assets/page-home.1.js', '/assets/main.2.js'];

/** Runs the loader as the served page does, and resolves with the page scripts it inserted. */
async function runLoader(): Promise<HTMLScriptElement[]> {
  const loader = document.createElement('script');
  loader.setAttribute('data-load', SOURCES.join(' '));
  loader.textContent = LOADER;
  document.body.append(loader);
  const inserted = () =>
    SOURCES.map((source) => document.head.querySelector<HTMLScriptElement>(`script[src="${source}"]`));
  await waitForValue(() => inserted().every(Boolean));
  return inserted() as HTMLScriptElement[];
}

async function waitForValue(check: () => boolean): Promise<void> {
  for (let tries = 0; !check(); tries++) {
    if (tries > 200) throw new Error('Der Loader fügt die Skripte nicht ein');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

/** jsdom cannot navigate: each reload the loader asks for is reported on the console as not implemented. */
let console_: jest.SpyInstance;
const reloads = () =>
  console_.mock.calls.filter(([error]) => /navigation/.test(String((error as Error | undefined)?.message))).length;

const loadedAnewMark = () => (window.history.state as { novaLoadedAnewAt?: number } | null)?.novaLoadedAnewAt;
const fail = (script: HTMLScriptElement) => script.dispatchEvent(new Event('error'));

beforeEach(() => {
  document.head.innerHTML = '';
  document.body.innerHTML = '';
  window.history.replaceState(null, '');
  delete (window as { __novaStarted?: boolean }).__novaStarted;
  console_ = jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

it('keeps the guard and its mark in step with src/ui/site-update.ts and the grace with src/ui/page-departure.ts', () => {
  expect(LOADER).toContain(`var LOAD_ANEW_GUARD_MS = ${LOAD_ANEW_GUARD_MS};`);
  expect(LOADER).toContain("var LOADED_ANEW = 'novaLoadedAnewAt';");
  expect(LOADER).toContain(`var DEPARTURE_GRACE_MS = ${DEPARTURE_GRACE_MS};`);
});

it('a page script that does not load, before the app ran: the page is loaded anew, once', async () => {
  const scripts = await runLoader();
  scripts.forEach(fail);
  expect(loadedAnewMark()).toEqual(expect.any(Number));
  expect(reloads()).toBe(1);
  expect(scripts.every((script) => !script.isConnected)).toBe(true);
});

it('scripts that load: nothing is loaded anew', async () => {
  const scripts = await runLoader();
  scripts.forEach((script) => script.dispatchEvent(new Event('load')));
  expect(loadedAnewMark()).toBeUndefined();
  expect(reloads()).toBe(0);
});

it('scripts stopped as the visitor leaves: nothing while the page is left; once it stays past the grace, loaded anew', async () => {
  const scripts = await runLoader();
  jest.useFakeTimers();
  window.dispatchEvent(new Event('beforeunload'));
  scripts.forEach(fail);
  jest.advanceTimersByTime(DEPARTURE_GRACE_MS - 1);
  expect(reloads()).toBe(0);
  jest.advanceTimersByTime(1);
  expect(reloads()).toBe(1);
  expect(loadedAnewMark()).toEqual(expect.any(Number));
});
