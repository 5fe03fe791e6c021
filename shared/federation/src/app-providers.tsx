import { registerNamespace } from '@arara/i18n';
import { BaseTheme, PendingIndicator, Toaster } from '@arara/ui/base';
import { type ReactNode, Suspense } from 'react';

registerNamespace('common', {
  en: () => import('@arara/locales/en/common.json'),
  'pt-BR': () => import('@arara/locales/pt-BR/common.json'),
});

/**
 * Providers every page needs, in the host and in a remote running alone: the page's theme and
 * the toasts. antd's theme (`ThemeProvider` of @arara/ui/core) and server state (QueryProvider
 * of @arara/api-client/query) are added by the parts of the app that draw antd components or
 * fetch, so that /login downloads neither antd nor react-query (docs/architecture.md).
 * `toastDuration`: the spec's 4000 ms unless given (the test renderer keeps toasts until found).
 */
export function AppProviders({
  children,
  toastDuration,
}: {
  children: ReactNode;
  toastDuration?: number;
}) {
  return (
    <BaseTheme>
      <Suspense fallback={<PendingIndicator />}>
        {children}
        <Toaster duration={toastDuration} />
      </Suspense>
    </BaseTheme>
  );
}
