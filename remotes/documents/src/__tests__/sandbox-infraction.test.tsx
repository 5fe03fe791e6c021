import type { TInfraction } from '@arara/contracts';
import { jsonResponse } from '@arara/test-utils/fetch';
import { setupSuiteI18n } from '@arara/test-utils/i18n';
import { type PageApi, renderPage } from '@arara/test-utils/render';
import { screen, waitFor, within } from '@testing-library/react';
import { PointerEventsCheckLevel, userEvent } from '@testing-library/user-event';
import { EntryPage } from '../features/document-detail/routes/document-page';
import { BASE, ENTRY, WEBHOOK_EVENT } from './fixtures';

setupSuiteI18n(['common', 'documents', 'payments', 'accounts', 'compliance']);

const ROUTES = [
  { path: '/documents/entries/:id', element: <EntryPage /> },
  { path: '/infractions/:id', element: <p>infraction page</p> },
];
const user = () => userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
const CREATED_ID = 'd1000000-0000-4000-8000-000000000001';
const VA_ID = 'c1000000-0000-4000-8000-000000000001';
const CREATED: TInfraction = {
  id: CREATED_ID,
  type: 'fraud_report',
  status: 'WAITING_DEFENSE',
  reportedBy: 'Sandbox payer bank',
  creationDate: '2026-11-20T13:30:00.000Z',
  lastModificationDate: '2026-11-20T13:30:00.000Z',
  endToEndId: ENTRY.endToEndId ?? '',
  transactionId: ENTRY.id,
  virtualAccountId: VA_ID,
  virtualAccountName: 'Main account',
  amount: 100_00,
  currency: 'BRL',
  deadline: '2026-11-27T13:30:00.000Z',
  heldAmount: 100_00,
  holdStatus: 'held',
  reportDetails: 'Scam reported',
  analysisResult: null,
  analysisDetails: null,
  refundDocumentId: null,
  payerName: 'Maria Pagadora',
  transactionDate: ENTRY.createdAt,
  attachments: [],
  webhooks: [],
  defenses: [],
  disputeId: null,
};

const api =
  (sandbox: boolean, opened: unknown[] = []): PageApi =>
  (call, path) => {
    if (path === '/public/config') return jsonResponse(200, { sandbox });
    if (path === `${BASE}/documents/${ENTRY.id}`) return jsonResponse(200, ENTRY);
    if (path === `${BASE}/webhook-events`)
      return jsonResponse(200, { items: [WEBHOOK_EVENT], nextCursor: null });
    if (path === `${BASE}/infractions/sandbox/open`) {
      opened.push(call.body);
      return jsonResponse(201, CREATED);
    }
    return undefined;
  };

test('sandbox: an infraction opened against a received Pix opens its page; not offered outside the sandbox', async () => {
  const outside = renderPage(ROUTES, { at: `/documents/entries/${ENTRY.id}`, api: api(false) });
  await screen.findByText('order-1234');
  expect(screen.queryByRole('button', { name: 'Simulate an infraction (sandbox)' })).toBeNull();
  outside.unmount();

  const u = user();
  const opened: unknown[] = [];
  const { router } = renderPage(ROUTES, {
    at: `/documents/entries/${ENTRY.id}`,
    api: api(true, opened),
  });
  await u.click(await screen.findByRole('button', { name: 'Simulate an infraction (sandbox)' }));
  const drawer = await screen.findByRole('dialog');
  expect(within(drawer).getByLabelText('Amount (the whole Pix by default)')).toHaveValue('100.00');
  await u.click(within(drawer).getByLabelText('Type'));
  await u.click(await screen.findByTitle('Fraud report'));
  await u.type(within(drawer).getByLabelText('Report details (optional)'), 'Scam reported');
  await u.click(within(drawer).getByRole('button', { name: 'Open infraction' }));
  await waitFor(() => expect(router.state.location.pathname).toBe(`/infractions/${CREATED_ID}`));
  expect(opened).toEqual([
    { documentId: ENTRY.id, type: 'fraud_report', amount: 100_00, reportDetails: 'Scam reported' },
  ]);
});
