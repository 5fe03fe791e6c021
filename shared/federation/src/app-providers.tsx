import { createQueryClient } from '@arara/api-client';
import { registerNamespace } from '@arara/i18n';
import { PendingIndicator, ThemeProvider, Toaster } from '@arara/ui/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, Suspense, useState } from 'react';

registerNamespace('common', {
  en: () => import('@arara/locales/en/common.json'),
  'pt-BR': () => import('@arara/locales/pt-BR/common.json'),
});

/** Providers every page needs, in the host and in a remote running alone. */
export function AppProviders({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <Suspense fallback={<PendingIndicator />}>
        <ThemeProvider>
          {children}
          <Toaster />
        </ThemeProvider>
      </Suspense>
    </QueryClientProvider>
  );
}
