import { createRemoteApp, type RemoteApp } from '@arara/federation/remote';
// Registers the `period` namespace of the PeriodFilter (the infractions list) so that it loads
// with the remote.
import '@arara/ui/data';
import { routes } from '../app/routes';

const App: RemoteApp = createRemoteApp({
  namespace: 'compliance',
  locales: {
    en: () => import('@arara/locales/en/compliance.json'),
    'pt-BR': () => import('@arara/locales/pt-BR/compliance.json'),
  },
  routes,
  alsoLoad: ['period'],
});

export default App;
