import { APPS } from '../support/apps';

/**
 * One page of each remote and the heading it shows when it works. The back office, for the
 * demo owner's merchant session, is the admin remote's own sign-in page, a page of its own
 * outside the dashboard's layout (no main navigation).
 */
const PAGES: Record<string, { path: string; heading: string; inLayout: boolean }> = {
  accounts: { path: '/', heading: 'Home', inLayout: true },
  payments: { path: '/pix', heading: 'Pix transfer', inLayout: true },
  documents: { path: '/documents/entries', heading: 'Entries', inLayout: true },
  compliance: { path: '/kyc', heading: 'KYC', inLayout: true },
  developer: { path: '/development/webhooks', heading: 'Webhooks', inLayout: true },
  admin: { path: '/admin', heading: 'Back office', inLayout: false },
};

/** The remotes of apps.json, each with its page: a remote added there without a page fails here. */
export const REMOTE_PAGES = APPS.filter((app) => app.name !== 'shell').map((app) => {
  const page = PAGES[app.name];
  if (!page) throw new Error(`e2e/resilience/pages.ts has no page of the ${app.name} remote`);
  return { remote: app.name, ...page };
});

/** The shell's own page (no remote): where a test lands before it visits the remotes. */
export const SHELL_PAGE = { path: '/settings', heading: 'Settings' };

/** What RemoteOutlet shows for a remote that cannot load (common.json pageError.title). */
export const PAGE_LOAD_ERROR = 'Unable to load this page';
