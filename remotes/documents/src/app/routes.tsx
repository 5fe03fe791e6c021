import type { RemoteRoute } from '@arara/federation/remote';

const DOCS = { titleKey: 'documents.title' };
const ENTRIES = { titleKey: 'entries.title', path: '/documents/entries' };
const OUT = { titleKey: 'out.title', path: '/documents/out' };
const TRANSFERS = { titleKey: 'transfers.title', path: '/documents/transfers' };

/** Routes owned by documents (docs/requirements/documents.md "Routes"); page contents arrive with the documents issue. */
export const routes: RemoteRoute[] = [
  {
    path: 'documents/entries',
    page: { titleKey: 'entries.title', descriptionKey: 'entries.description', parents: [DOCS] },
  },
  { path: 'documents/entries/:id', page: { titleKey: 'entryDetail.title', parents: [ENTRIES] } },
  {
    path: 'documents/out',
    page: { titleKey: 'out.title', descriptionKey: 'out.description', parents: [DOCS] },
  },
  { path: 'documents/out/:id', page: { titleKey: 'outDetail.title', parents: [OUT] } },
  {
    path: 'documents/transfers',
    page: { titleKey: 'transfers.title', descriptionKey: 'transfers.description', parents: [DOCS] },
  },
  {
    path: 'documents/transfers/:id',
    page: { titleKey: 'transferDetail.title', parents: [TRANSFERS] },
  },
  {
    path: 'documents/returns',
    page: { titleKey: 'returns.title', descriptionKey: 'returns.description', parents: [DOCS] },
  },
];
