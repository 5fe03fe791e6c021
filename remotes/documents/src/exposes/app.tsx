import { createRemoteApp, type RemoteApp } from '@arara/federation/remote';
// Registers the `period` namespace of the PeriodFilter so that it loads with the remote.
import '@arara/ui/data';
import { routes } from '../app/routes';

const App: RemoteApp = createRemoteApp({
  namespace: 'documents',
  locales: {
    en: () => import('@arara/locales/en/documents.json'),
    'pt-BR': () => import('@arara/locales/pt-BR/documents.json'),
  },
  routes,
  alsoLoad: ['period'],
});

export default App;
