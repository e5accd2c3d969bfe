import { waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { CloudiumPage } from '@/features/cloudium/pages/cloudium.page';
import { REQUEST_DIALOGS } from '@/features/cloudium/ui/request-dialogs';
import { renderWithProviders } from '../../support/render-with-providers';

/** The Cloudium page at an address, as the router renders it. */
export const renderCloudium = (path: string) =>
  renderWithProviders(
    <MemoryRouter initialEntries={[path]}>
      <CloudiumPage />
    </MemoryRouter>,
  );

/** Resolves once every request dialog of the list is mounted (each at an idle moment of its own, or when it opens). */
export async function dialogsMounted(): Promise<void> {
  await waitFor(() => {
    for (const { name } of REQUEST_DIALOGS) {
      expect(document.querySelector(`[data-testid="${name}-request-dialog"]`)).not.toBeNull();
    }
  });
}
