import { ChakraProvider } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Provider as ReduxProvider } from 'react-redux';
import type { AppStore } from '@/store/store';
import { FontFaces } from '@/ui/font-faces';
import { system } from '@/ui/system';

/** Everything a screen needs around it: the store and the Chakra system. */
export function AppProviders({ store, children }: { store: AppStore; children: ReactNode }) {
  return (
    <ReduxProvider store={store}>
      <ChakraProvider value={system}>
        <FontFaces />
        {children}
      </ChakraProvider>
    </ReduxProvider>
  );
}
