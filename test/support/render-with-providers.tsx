import { render, type RenderOptions } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { RouterProvider, createMemoryRouter, type RouteObject } from 'react-router-dom';
import { AppProviders } from '@/app/providers';
import { routeObjects } from '@/app/router';
import { makeAppStore } from '@/app/app-store';
import type { AppStore, RootState } from '@/store/store';

interface ProviderOptions extends Omit<RenderOptions, 'wrapper'> {
  preloadedState?: Partial<RootState>;
  store?: AppStore;
}

/** Renders a component inside the store and the Chakra system (redux-templates' renderWithProviders). */
export function renderWithProviders(ui: ReactElement, options: ProviderOptions = {}) {
  const { preloadedState, store = makeAppStore(preloadedState), ...renderOptions } = options;
  const Wrapper = ({ children }: { children: ReactNode }) => <AppProviders store={store}>{children}</AppProviders>;
  return { store, ...render(ui, { wrapper: Wrapper, ...renderOptions }) };
}

interface RouteRenderOptions extends ProviderOptions {
  routes?: RouteObject[];
}

/** Renders the real route tree at a path, with a memory history. */
export function renderRoute(path: string, options: RouteRenderOptions = {}) {
  const { routes = routeObjects, ...rest } = options;
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  return { router, ...renderWithProviders(<RouterProvider router={router} />, rest) };
}
