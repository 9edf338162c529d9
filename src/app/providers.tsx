/** Everything every screen needs: the design system, app state and translations. */
import { Suspense, type ReactNode } from 'react';
import { ChakraProvider } from '@chakra-ui/react';
import { I18nextProvider } from 'react-i18next';
import { i18n } from '../lib/i18n/i18n';
import { StateProvider, appStore } from '../lib/state';
import { system } from '../lib/theme/system';

export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <ChakraProvider value={system}>
      <StateProvider store={appStore}>
        <I18nextProvider i18n={i18n}>
          {/* Waits for the first locale file: one small request before the first paint. */}
          <Suspense fallback={null}>{children}</Suspense>
        </I18nextProvider>
      </StateProvider>
    </ChakraProvider>
  );
}
