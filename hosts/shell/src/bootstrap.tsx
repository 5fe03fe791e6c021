import {
  AppProviders,
  fetchRegistry,
  guardRemoteCompatibility,
  initFederation,
} from '@arara/federation';
import { initI18n, registerNamespace } from '@arara/i18n';
import { ErrorScreen } from '@arara/ui/base';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { createAppRouter } from './app/router';
import { startSignedInRequests } from './app/signed-in-head-start';
import { trackLoadedRemotes } from './features/about/loaded-remotes';

registerNamespace('shell', {
  en: () => import('@arara/locales/en/shell.json'),
  'pt-BR': () => import('@arara/locales/pt-BR/shell.json'),
});

async function start(): Promise<void> {
  const container = document.getElementById('root');
  if (!container) throw new Error('Missing #root');
  const root = createRoot(container);
  await initI18n(['common', 'shell']);
  try {
    const registry = await fetchRegistry();
    initFederation(registry);
    trackLoadedRemotes();
    guardRemoteCompatibility();
    startSignedInRequests();
    const router = createAppRouter(registry);
    root.render(
      <StrictMode>
        <AppProviders>
          <RouterProvider router={router} />
        </AppProviders>
      </StrictMode>,
    );
  } catch (error) {
    console.error(error);
    root.render(
      <AppProviders>
        <ErrorScreen messageKey="errorScreen.message" />
      </AppProviders>,
    );
  }
}

void start();
