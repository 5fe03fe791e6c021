import { createRemoteApp, type RemoteApp } from '@arara/federation/remote';
import { routes } from '../app/routes';
import { AdminLayout } from '../components/admin-layout';

const App: RemoteApp = createRemoteApp({
  namespace: 'admin',
  locales: {
    en: () => import('@arara/locales/en/admin.json'),
    'pt-BR': () => import('@arara/locales/pt-BR/admin.json'),
  },
  routes,
  layout: AdminLayout,
});

export default App;
