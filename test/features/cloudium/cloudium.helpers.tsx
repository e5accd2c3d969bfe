import { waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { CloudiumPage } from '@/features/cloudium/pages/cloudium.page';
import { renderWithProviders } from '../../support/render-with-providers';

/** The Cloudium page at an address, as the router renders it. */
export const renderCloudium = (path: string) =>
  renderWithProviders(
    <MemoryRouter initialEntries={[path]}>
      <CloudiumPage />
    </MemoryRouter>,
  );

/** The three request dialogs, each mounted closed at an idle moment of its own or when it opens. */
const REQUEST_DIALOGS = ['plan', 'managed', 'custom'].map((service) => `[data-testid="${service}-request-dialog"]`);

/** Resolves once all three request dialogs are mounted: what mounts them is then not the next step's. */
export async function dialogsMounted(): Promise<void> {
  await waitFor(() => {
    for (const dialog of REQUEST_DIALOGS) expect(document.querySelector(dialog)).not.toBeNull();
  });
}
