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
