/**
 * The entry. On a phone, evaluating the app's code takes several hundred milliseconds; in one task that would keep
 * the visitor's taps waiting all that time. So the code is evaluated in steps, the large libraries first, and the
 * browser gets the main thread back between them (docs/performance.md#start-up). The modules are in
 * the entry's own chunks (`webpackMode: "eager"`): a step costs no request, only its evaluation.
 */

import { watchDeparture } from '@/ui/page-departure';

/** Gives the main thread back to the browser (input, paint) before the next step. */
function yieldToBrowser(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

async function step<T>(name: string, load: () => Promise<T>): Promise<T> {
  performance.mark(`start:${name}`);
  const module = await load();
  performance.measure(`start:${name}`, `start:${name}`);
  await yieldToBrowser();
  return module;
}

async function start(): Promise<void> {
  // A script stopped because the visitor leaves is no failure of the start (src/ui/page-departure.ts).
  watchDeparture();
  // Tells the script loader that the app's code runs: a failure from here on is the start's (src/app/script-loader.js).
  (window as { __novaStarted?: boolean }).__novaStarted = true;
  await step('react', () => import(/* webpackMode: "eager" */ 'react-dom/client'));
  await step('store', () => import(/* webpackMode: "eager" */ './app-store'));
  await step('chakra', () => import(/* webpackMode: "eager" */ '@/ui/system/theme'));
  await step('site-config', () => import(/* webpackMode: "eager" */ '@/ui/system/site-config'));
  await step('tokens', () => import(/* webpackMode: "eager" */ '@/ui/system/browser-tokens'));
  await step('config', () => import(/* webpackMode: "eager" */ '@/ui/system/browser-config'));
  await step('system', () => import(/* webpackMode: "eager" */ '@/ui/system'));
  await step('providers', () => import(/* webpackMode: "eager" */ './providers'));
  await step('layout', () => import(/* webpackMode: "eager" */ '@/ui/layout/app-layout'));
  const { startApp } = await step('app', () => import(/* webpackMode: "eager" */ './start-app'));
  await startApp(yieldToBrowser);
}

// A start that fails lets the visitor's taps go and loads the page anew once, or says so (src/app/failed-start.ts).
void start().catch((error: unknown) =>
  import(/* webpackMode: "eager" */ './failed-start').then(({ recoverFromFailedStart }) =>
    recoverFromFailedStart(error),
  ),
);
