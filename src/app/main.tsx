import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider, createBrowserRouter } from 'react-router-dom';
import { startCommunityPersistence } from '@/store/community-persistence';
import { makeStore } from '@/store/store';
import { installMachineInspector } from '@/ui/machine-inspector';
import { AppProviders } from './providers';
import { routeObjects } from './router';

/** In development `npm run dev:inspect` attaches the Stately inspector to every machine. */
async function attachInspectorWhenAsked(): Promise<void> {
  // DefinePlugin turns the condition into a constant, so production builds drop the inspector entirely.
  if (process.env.XSTATE_INSPECT === '1') {
    const { createBrowserInspector } = await import(/* webpackChunkName: "xstate-inspector" */ '@statelyai/inspect');
    installMachineInspector(createBrowserInspector().inspect);
  }
}

async function start(): Promise<void> {
  await attachInspectorWhenAsked();
  const container = document.getElementById('root');
  if (!container) throw new Error('Element #root fehlt in index.html');
  const store = makeStore();
  // Mirrors the built-in community data to local storage (the storage rule); never blocks rendering.
  startCommunityPersistence(store);
  const router = createBrowserRouter(routeObjects);
  createRoot(container).render(
    <StrictMode>
      <AppProviders store={store}>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>,
  );
}

void start();
