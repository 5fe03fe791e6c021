import { lazyPage as page, type RemoteRoute } from '@arara/federation/remote';

const lists = () => import('../features/documents-list/routes/documents-list-page');
const detail = () => import('../features/document-detail/routes/document-page');

/** Routes owned by documents (docs/documents-screens.md). */
export const routes: RemoteRoute[] = [
  { path: 'documents', redirectTo: '/documents/entries' },
  { path: 'documents/entries', element: page(async () => (await lists()).EntriesPage) },
  { path: 'documents/entries/:id', element: page(async () => (await detail()).EntryPage) },
  { path: 'documents/out', element: page(async () => (await lists()).OutPage) },
  { path: 'documents/out/:id', element: page(async () => (await detail()).OutDocumentPage) },
  { path: 'documents/transfers', element: page(async () => (await lists()).TransfersPage) },
  { path: 'documents/transfers/:id', element: page(async () => (await detail()).TransferPage) },
  { path: 'documents/returns', element: page(async () => (await lists()).ReturnsPage) },
  { path: 'documents/returns/:id', element: page(async () => (await detail()).ReturnPage) },
];
