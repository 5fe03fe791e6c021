import { registerNamespace } from '@arara/i18n';
import { PendingIndicator, ThemeProvider, Toaster } from '@arara/ui/core';
import { type ReactNode, Suspense } from 'react';

registerNamespace('common', {
  en: () => import('@arara/locales/en/common.json'),
  'pt-BR': () => import('@arara/locales/pt-BR/common.json'),
});

/**
 * Providers every page needs, in the host and in a remote running alone. Server state
 * (QueryProvider from @arara/api-client/query) is added by the parts of the app that fetch,
 * so that /login does not download react-query.
 */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <Suspense fallback={<PendingIndicator />}>
      <ThemeProvider>
        {children}
        <Toaster />
      </ThemeProvider>
    </Suspense>
  );
}
