import { lazyPage as page, type RemoteRoute } from '@arara/federation/remote';

/** Routes owned by developer (docs/requirements/developer.md "Routes"). */
export const routes: RemoteRoute[] = [
  { path: 'development', redirectTo: '/development/webhooks' },
  {
    path: 'development/webhooks',
    element: page(
      async () => (await import('../features/webhooks/routes/webhooks-page')).WebhooksPage,
    ),
  },
  {
    path: 'development/logs',
    element: page(async () => (await import('../features/logs/routes/logs-page')).LogsPage),
  },
  {
    path: 'development/logs/:id',
    element: page(async () => (await import('../features/logs/routes/log-page')).LogPage),
  },
  {
    path: 'development/events',
    element: page(async () => (await import('../features/events/routes/events-page')).EventsPage),
  },
  {
    path: 'development/events/:id',
    element: page(async () => (await import('../features/events/routes/event-page')).EventPage),
  },
  {
    path: 'development/api-keys',
    element: page(
      async () => (await import('../features/api-keys/routes/api-keys-page')).ApiKeysPage,
    ),
  },
];
