import { createRemoteApp, type RemoteApp } from '@arara/federation/remote';
import { routes } from '../app/routes';

const App: RemoteApp = createRemoteApp({
  namespace: 'developer',
  locales: {
    en: () => import('@arara/locales/en/developer.json'),
    'pt-BR': () => import('@arara/locales/pt-BR/developer.json'),
  },
  routes,
});

export default App;
