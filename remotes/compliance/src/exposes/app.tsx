import { createRemoteApp, type RemoteApp } from '@arara/federation/remote';
import { routes } from '../app/routes';

const App: RemoteApp = createRemoteApp({
  namespace: 'compliance',
  locales: {
    en: () => import('@arara/locales/en/compliance.json'),
    'pt-BR': () => import('@arara/locales/pt-BR/compliance.json'),
  },
  routes,
});

export default App;
