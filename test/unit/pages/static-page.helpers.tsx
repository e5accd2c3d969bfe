import { screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { renderWithProviders } from '../../support/render-with-providers';

/** Renders one screen on its own (inside store, Chakra and a router) and waits for its h1. */
export async function renderStaticPage(page: ReactElement) {
  const result = renderWithProviders(<MemoryRouter>{page}</MemoryRouter>);
  await screen.findByRole('heading', { level: 1 });
  return result;
}

/** Heading levels in document order: one h1 first, and no level is skipped on the way down. */
export function expectHeadingsInOrder(container: HTMLElement) {
  const levels = Array.from(container.querySelectorAll('h1, h2, h3, h4, h5, h6')).map((h) => Number(h.tagName[1]));
  expect(levels[0]).toBe(1);
  expect(levels.filter((level) => level === 1)).toHaveLength(1);
  levels.forEach((level, index) => {
    if (index > 0) expect(level).toBeLessThanOrEqual((levels[index - 1] ?? 1) + 1);
  });
}

/** Text of an element with whitespace collapsed, so assertions don't depend on line breaks. */
export const flatText = (element: HTMLElement) => (element.textContent ?? '').replace(/\s+/g, ' ');
