import { ChakraProvider } from '@chakra-ui/react';
import { useEffect, type ReactNode } from 'react';
import { Provider as ReduxProvider } from 'react-redux';
import type { AppStore } from '@/store/store';
import { FontFaces } from '@/ui/font-faces';
import { system } from '@/ui/system';

const nothing = () => undefined;

/** Runs once after React has committed the tree (for a prerendered page: once it is hydrated). */
function AfterCommit({ run }: { run: () => void }) {
  useEffect(run, [run]);
  return null;
}

interface AppProvidersProps {
  store: AppStore;
  children: ReactNode;
  /** Called once the app is on screen and interactive. */
  onReady?: () => void;
}

/**
 * Everything a screen needs around it: the store and the Chakra system. The tree is the same on the server and
 * in the browser (the ready signal is always rendered): React derives ids from the tree's shape, and a page
 * hydrated with other ids would leave the components looking for elements that do not exist.
 */
export function AppProviders({ store, children, onReady = nothing }: AppProvidersProps) {
  return (
    <ReduxProvider store={store}>
      <ChakraProvider value={system}>
        <FontFaces />
        {children}
        <AfterCommit run={onReady} />
      </ChakraProvider>
    </ReduxProvider>
  );
}
