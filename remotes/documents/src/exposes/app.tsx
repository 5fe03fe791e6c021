import { createRemoteApp, type RemoteApp } from '@arara/federation/remote';
import { routes } from '../app/routes';

const App: RemoteApp = createRemoteApp({
  namespace: 'documents',
  locales: {
    en: () => import('@arara/locales/en/documents.json'),
    'pt-BR': () => import('@arara/locales/pt-BR/documents.json'),
  },
  routes,
});

export default App;
