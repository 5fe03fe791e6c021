import { createRemoteApp, type RemoteApp } from '@arara/federation/remote';
import { routes } from '../app/routes';

const App: RemoteApp = createRemoteApp({
  namespace: 'accounts',
  locales: {
    en: () => import('@arara/locales/en/accounts.json'),
    'pt-BR': () => import('@arara/locales/pt-BR/accounts.json'),
  },
  routes,
});

export default App;
