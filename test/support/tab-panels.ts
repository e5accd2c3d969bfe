import { screen } from '@testing-library/react';

/**
 * The tab `name` is selected and its panel shown, standing beside the tabs' root rather than inside it
 * (src/ui/rendering/tab-panel.tsx: a tab change then renders none of a panel's contents), named by its tab, which controls it.
 */
export function expectPanelBesideTabs(name: string): void {
  const selected = screen.getByRole('tab', { name, selected: true });
  const shown = screen.getByRole('tabpanel', { name });
  const root = selected.closest('[data-scope="tabs"][data-part="root"]');
  expect(root).not.toBeNull();
  expect(root).not.toContainElement(shown);
  expect(selected).toHaveAttribute('aria-controls', shown.id);
  expect(shown).toHaveAttribute('aria-labelledby', selected.id);
  expect(shown).toBeVisible();
  expect(screen.getAllByRole('tabpanel')).toEqual([shown]);
}
