import { jsonResponse } from '@arara/test-utils/fetch';
import { setupSuiteI18n, switchLanguage } from '@arara/test-utils/i18n';
import { type PageApi, renderPage } from '@arara/test-utils/render';
import { screen, waitFor, within } from '@testing-library/react';
import { PointerEventsCheckLevel, userEvent } from '@testing-library/user-event';
import { EntryPage, OutDocumentPage } from '../features/document-detail/routes/document-page';
import { apiError, BASE, ENTRY, OUT, WEBHOOK_EVENT } from './fixtures';

setupSuiteI18n(['common', 'documents', 'payments', 'accounts']);

const ROUTES = [
  { path: '/documents/entries/:id', element: <EntryPage /> },
  { path: '/documents/out/:id', element: <OutDocumentPage /> },
];
const dialogTitled = async (title: string) =>
  (await screen.findByText(title)).closest('[role="dialog"]') as HTMLElement;
const user = () => userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });

const pdf = () =>
  new Response('%PDF-1.4 receipt', { status: 200, headers: { 'Content-Type': 'application/pdf' } });

beforeEach(() => {
  Object.defineProperty(URL, 'createObjectURL', {
    configurable: true,
    writable: true,
    value: () => 'blob:receipt',
  });
  Object.defineProperty(URL, 'revokeObjectURL', {
    configurable: true,
    writable: true,
    value: () => undefined,
  });
});

const detailApi: PageApi = (_call, path) => {
  if (path === `${BASE}/documents/${ENTRY.id}`) return jsonResponse(200, ENTRY);
  if (path === `${BASE}/documents/${OUT.id}`) return jsonResponse(200, OUT);
  if (path === `${BASE}/webhook-events`)
    return jsonResponse(200, { items: [WEBHOOK_EVENT], nextCursor: null });
  if (path === `${BASE}/webhook-events/${WEBHOOK_EVENT.id}/resend`)
    return jsonResponse(404, apiError('NOT_FOUND', 'developer:webhookEvents.errors.notFound'));
  if (path === `${BASE}/documents/${ENTRY.id}/receipt.pdf`) return pdf();
  if (path === '/public/config') return jsonResponse(200, { sandbox: false });
  return undefined;
};

test('details: every field of the document; the other tabs show stages, counterparty, reference, movements', async () => {
  const u = user();
  renderPage(ROUTES, { at: `/documents/entries/${ENTRY.id}`, api: detailApi });
  expect(await screen.findByText('order-1234')).toBeVisible();
  const details = screen.getByRole('tabpanel');
  for (const text of [
    ENTRY.id,
    ENTRY.endToEndId ?? '',
    ENTRY.txid ?? '',
    'RC-998877',
    'REF-0001',
    'Entry · money in',
    'Main account (va-main)',
    'R$98.50',
    'R$1.50',
    'BRL',
    'QR code',
    'arara_sk_Ab3',
    'Order 1234',
  ])
    expect(within(details).getByText(text)).toBeVisible();
  expect(screen.getByRole('link', { name: ENTRY.relatedDocumentId ?? '' })).toHaveAttribute(
    'href',
    `/documents/returns/${ENTRY.relatedDocumentId}`,
  );
  expect(screen.getByText('Failure reason')).toBeVisible();

  await u.click(screen.getByRole('tab', { name: 'Stages' }));
  const stages = await screen.findByRole('list', { name: 'Stages' });
  expect(within(stages).getByText('Initiated')).toBeVisible();
  expect(within(stages).getByText('Processing')).toBeVisible();
  expect(within(stages).getByText('Completed')).toBeVisible();

  await u.click(screen.getByRole('tab', { name: 'Counterparty' }));
  expect(await screen.findByText('***.456.789-**')).toBeVisible();
  expect(screen.getByText('Banco Exemplo S.A. · 12345678')).toBeVisible();
  expect(screen.getByText('Branch 0001 · account 98765-4')).toBeVisible();

  await u.click(screen.getByRole('tab', { name: 'Reference' }));
  expect(await screen.findByText('Dynamic')).toBeVisible();
  expect(screen.getByText('Allows value change').closest('tr')).toHaveTextContent('No');

  await u.click(screen.getByRole('tab', { name: 'Movements' }));
  expect(await screen.findByText('R$1,100.00')).toBeVisible();
});

test('events: the deliveries of this document; a failed re-send says so', async () => {
  const u = user();
  const { fetchMock } = renderPage(ROUTES, {
    at: `/documents/entries/${ENTRY.id}`,
    api: detailApi,
  });
  await screen.findByText('order-1234');
  await u.click(screen.getByRole('tab', { name: 'Events' }));
  const row = (await screen.findByText('Pix in')).closest('tr') as HTMLElement;
  expect(within(row).getByText('Failed')).toBeVisible();
  expect(within(row).getByText('Pix')).toBeVisible();
  const call = fetchMock.callsTo(`/api${BASE}/webhook-events`)[0];
  expect(new URL(call?.url ?? '', 'http://x').searchParams.get('documentId')).toBe(ENTRY.id);
  await u.click(within(row).getByRole('button', { name: 'Re-send' }));
  expect(await screen.findAllByText('Failed to resend event')).not.toHaveLength(0);
});

test('an unknown id: Document not found', async () => {
  renderPage(ROUTES, {
    at: '/documents/entries/b1000000-0000-4000-8000-0000000000ff',
    api: (call, path, url) =>
      path.startsWith(`${BASE}/documents/b1000000-0000-4000-8000-0000000000ff`)
        ? jsonResponse(404, apiError('NOT_FOUND', 'documents:errors.notFound'))
        : detailApi(call, path, url),
  });
  expect(await screen.findByText('Document not found')).toBeVisible();
  expect(screen.getByRole('link', { name: /Back to the list/ })).toHaveAttribute(
    'href',
    '/documents/entries',
  );
});

test('receipt: previewed from the PDF; Preview not available when it cannot be read', async () => {
  const u = user();
  const first = renderPage(ROUTES, { at: `/documents/entries/${ENTRY.id}`, api: detailApi });
  await screen.findByText('order-1234');
  expect(screen.getByRole('button', { name: /Download receipt/ })).toBeVisible();
  await u.click(screen.getByRole('tab', { name: 'Receipt' }));
  expect(await screen.findByTitle('Receipt preview')).toHaveAttribute('src', 'blob:receipt');
  first.unmount();

  renderPage(ROUTES, {
    at: `/documents/entries/${ENTRY.id}`,
    api: (call, path, url) =>
      path.endsWith('/receipt.pdf')
        ? jsonResponse(409, apiError('CONFLICT', 'documents:errors.receiptUnavailable'))
        : detailApi(call, path, url),
  });
  await screen.findByText('order-1234');
  await u.click(screen.getByRole('tab', { name: 'Receipt' }));
  expect(await screen.findByText('Preview not available')).toBeVisible();
  expect(screen.queryByTitle('Receipt preview')).toBeNull();
});

test('refund: more than what is left is refused before the API; an API field error keeps what was typed', async () => {
  const u = user();
  const { fetchMock } = renderPage(ROUTES, {
    at: `/documents/entries/${ENTRY.id}`,
    api: (call, path, url) => {
      if (path === `${BASE}/documents/${ENTRY.id}/refunds/code`)
        return jsonResponse(200, { channel: 'authenticator' });
      if (path === `${BASE}/documents/${ENTRY.id}/refunds`)
        return jsonResponse(
          422,
          apiError('VALIDATION', 'invalid', { description: 'payments:errors.descriptionTooLong' }),
        );
      return detailApi(call, path, url);
    },
  });
  await screen.findByText('order-1234');
  await u.click(screen.getByRole('button', { name: 'Refund' }));
  const drawer = await screen.findByRole('dialog');
  const amount = within(drawer).getByLabelText('Amount');
  // What is left: 100.00 received, 30.00 refunded already.
  expect(amount).toHaveValue('70.00');
  expect(within(drawer).getByText('R$70.00')).toBeVisible();

  await u.clear(amount);
  await u.type(amount, '80');
  await u.click(within(drawer).getByLabelText('Reason'));
  await u.click(await screen.findByTitle('MD06 · Requested by the payer'));
  await u.type(within(drawer).getByLabelText('Description (optional)'), 'Customer gave it back');
  await u.click(within(drawer).getByRole('button', { name: 'Continue' }));
  expect(
    await within(drawer).findByText('The refund is more than what is left to refund of this Pix'),
  ).toBeVisible();
  expect(fetchMock.callsTo(`/api${BASE}/documents/${ENTRY.id}/refunds/code`)).toHaveLength(0);

  await u.clear(amount);
  await u.type(amount, '50');
  await u.click(within(drawer).getByRole('button', { name: 'Continue' }));
  const password = await dialogTitled('Confirm with your password');
  await u.type(within(password).getByLabelText('Password'), 'secret-password');
  await u.click(within(password).getByRole('button', { name: 'Continue' }));
  const code = await dialogTitled('Enter the verification code');
  await u.type(within(code).getByLabelText('6-digit code'), '123456');
  await u.click(within(code).getByRole('button', { name: 'Refund' }));

  // The API's field error lands on its field.
  expect(
    await within(drawer).findByText('The message can have at most 140 characters.'),
  ).toBeVisible();
  const sent = fetchMock.callsTo(`/api${BASE}/documents/${ENTRY.id}/refunds`)[0];
  expect(sent?.body).toEqual({
    amount: 50_00,
    reason: 'payer_request',
    description: 'Customer gave it back',
    password: 'secret-password',
    code: '123456',
  });
  expect(sent?.headers['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);
  // What was typed is still there.
  expect(amount).toHaveValue('50');
  expect(within(drawer).getByLabelText('Description (optional)')).toHaveValue(
    'Customer gave it back',
  );
});

test('a pending document is read again until it completes; no refund on a failed Pix sent', async () => {
  let reads = 0;
  renderPage(ROUTES, {
    at: `/documents/out/${OUT.id}`,
    api: (call, path, url) => {
      if (path === `${BASE}/documents/${OUT.id}`) {
        reads += 1;
        return jsonResponse(
          200,
          reads === 1 ? { ...OUT, status: 'pending' } : { ...OUT, status: 'approved' },
        );
      }
      return detailApi(call, path, url);
    },
  });
  expect(await screen.findByText('Processing: this page updates by itself.')).toBeVisible();
  await waitFor(() => expect(screen.getAllByText('Approved').length).toBeGreaterThan(0));
  expect(screen.queryByText('Processing: this page updates by itself.')).toBeNull();
  expect(screen.queryByRole('button', { name: 'Refund' })).toBeNull();
});

test('Portuguese: tabs, fields and statuses', async () => {
  await switchLanguage('pt-BR');
  renderPage(ROUTES, { at: `/documents/out/${OUT.id}`, api: detailApi });
  expect(await screen.findByRole('tab', { name: 'Detalhes' })).toBeVisible();
  expect(screen.getByRole('tab', { name: 'Movimentações' })).toBeVisible();
  expect(screen.getByRole('tab', { name: 'Contraparte' })).toBeVisible();
  expect(screen.getByText('Valor líquido')).toBeVisible();
  expect(screen.getByText('Motivo da falha')).toBeVisible();
  expect(screen.getAllByText('Falhou').length).toBeGreaterThan(0);
  expect(screen.getAllByText('The receiving institution refused the Pix').length).toBeGreaterThan(
    0,
  );
});

test('sandbox: the payer’s bank refunds a Pix sent, only when the API runs the sandbox', async () => {
  const u = user();
  const SENT = { ...OUT, status: 'approved' as const };
  const RETURNED = {
    ...SENT,
    id: 'b1000000-0000-4000-8000-000000000010',
    kind: 'return' as const,
    direction: 'in' as const,
  };
  const api =
    (sandbox: boolean): PageApi =>
    (call, path, url) => {
      if (path === '/public/config') return jsonResponse(200, { sandbox });
      if (path === `${BASE}/documents/${OUT.id}`) return jsonResponse(200, SENT);
      if (path === `${BASE}/documents/${OUT.id}/sandbox/refund`) return jsonResponse(201, RETURNED);
      if (path === `${BASE}/documents/${RETURNED.id}`) return jsonResponse(200, RETURNED);
      return detailApi(call, path, url);
    };
  const off = renderPage(ROUTES, { at: `/documents/out/${OUT.id}`, api: api(false) });
  await screen.findByText('order-1234');
  await waitFor(() => expect(off.fetchMock.callsTo('/api/public/config')).not.toHaveLength(0));
  expect(screen.queryByRole('button', { name: /payer's bank refunds/ })).toBeNull();
  off.unmount();

  const on = renderPage(
    [...ROUTES, { path: '/documents/returns/:id', element: <p>return page</p> }],
    { at: `/documents/out/${OUT.id}`, api: api(true) },
  );
  await u.click(await screen.findByRole('button', { name: "Sandbox: payer's bank refunds" }));
  const confirm = await screen.findByText('Make the receiving bank refund this Pix (sandbox)?');
  const popup = confirm.closest('.ant-popover') as HTMLElement;
  await u.click(within(popup).getByRole('button', { name: "Sandbox: payer's bank refunds" }));
  expect(await screen.findByText('return page')).toBeVisible();
  const sent = on.fetchMock.callsTo(`/api${BASE}/documents/${OUT.id}/sandbox/refund`)[0];
  expect(sent?.method).toBe('POST');
  expect(sent?.headers['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);
});
