import { createRemoteApp, type RemoteApp } from '@arara/federation/remote';
// Registers the `period` namespace of the PeriodFilter (events, logs) so that it loads with the
// remote (the shell has this entry loaded already: it costs nothing there).
import '@arara/ui/data';
import { routes } from '../app/routes';

const App: RemoteApp = createRemoteApp({
  namespace: 'developer',
  locales: {
    en: () => import('@arara/locales/en/developer.json'),
    'pt-BR': () => import('@arara/locales/pt-BR/developer.json'),
  },
  routes,
  alsoLoad: ['period'],
});

export default App;
