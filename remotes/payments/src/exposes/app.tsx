import { createRemoteApp, type RemoteApp } from '@arara/federation/remote';
import { routes } from '../app/routes';

const App: RemoteApp = createRemoteApp({
  namespace: 'payments',
  locales: {
    en: () => import('@arara/locales/en/payments.json'),
    'pt-BR': () => import('@arara/locales/pt-BR/payments.json'),
  },
  routes,
});

export default App;
