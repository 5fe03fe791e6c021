import { logout } from '@arara/api-client';
import { QueryProvider } from '@arara/api-client/query';
import { initI18n, useTranslation } from '@arara/i18n';
import { useIsLoggedIn } from '@arara/session';
import { Button, Flex, Panel, Text, ThemeProvider } from '@arara/ui/core';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { AppProviders } from './app-providers';
import { LoginForm } from './login-form';
import type { RemoteApp } from './remote-app';

function StandaloneFrame({ name, App }: { name: string; App: RemoteApp }) {
  const { t } = useTranslation('common');
  const isLoggedIn = useIsLoggedIn();
  if (!isLoggedIn) {
    return (
      <Flex justify="center" style={{ paddingTop: 80 }}>
        <Panel title={t('standalone.title', { name })} style={{ width: 400 }}>
          <LoginForm onSignedIn={() => undefined} />
        </Panel>
      </Flex>
    );
  }
  return (
    <div style={{ padding: 24 }}>
      <Flex justify="space-between" align="center" style={{ marginBottom: 16 }}>
        <Text type="secondary">{t('standalone.title', { name })}</Text>
        <Button onClick={() => void logout()}>{t('logout')}</Button>
      </Flex>
      <App />
    </div>
  );
}

/** A remote's own dev mode: its routes with the same providers, without the shell. */
export async function mountStandalone(name: string, App: RemoteApp): Promise<void> {
  await initI18n(['common']);
  const container = document.getElementById('root');
  if (!container) throw new Error('Missing #root');
  createRoot(container).render(
    <StrictMode>
      <AppProviders>
        <ThemeProvider>
          <QueryProvider>
            <BrowserRouter>
              <StandaloneFrame name={name} App={App} />
            </BrowserRouter>
          </QueryProvider>
        </ThemeProvider>
      </AppProviders>
    </StrictMode>,
  );
}
