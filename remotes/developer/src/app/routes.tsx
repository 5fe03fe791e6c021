import type { RemoteRoute } from '@arara/federation/remote';

const DEV = { titleKey: 'development.title', path: '/development/webhooks' };

/** Routes owned by developer (docs/requirements/developer.md "Routes"); page contents arrive with the developer issue. */
export const routes: RemoteRoute[] = [
  { path: 'development', redirectTo: '/development/webhooks' },
  {
    path: 'development/webhooks',
    page: { titleKey: 'webhooks.title', descriptionKey: 'webhooks.description', parents: [DEV] },
  },
  {
    path: 'development/logs',
    page: { titleKey: 'logs.title', descriptionKey: 'logs.description', parents: [DEV] },
  },
  {
    path: 'development/events',
    page: { titleKey: 'events.title', descriptionKey: 'events.description', parents: [DEV] },
  },
  {
    path: 'development/api-keys',
    page: { titleKey: 'apiKeys.title', descriptionKey: 'apiKeys.description', parents: [DEV] },
  },
];
