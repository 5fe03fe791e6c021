import { screen, waitFor, within } from '@testing-library/react';
import { PointerEventsCheckLevel, userEvent } from '@testing-library/user-event';
import { PUBLIC_CONFIG_ROUTE } from '@arara/contracts';
import { jsonResponse, refusedOnce } from '@arara/test-utils/fetch';
import { switchLanguage, setupSuiteI18n } from '@arara/test-utils/i18n';
import { MERCHANT_ID, openDialog, type PageApi, renderPage } from '@arara/test-utils/render';
import { QrCodePage } from '../features/qr-codes/routes/qr-code-page';
import { QrCodesPage } from '../features/qr-codes/routes/qr-codes-page';
import { apiError, chargeScreenApi, MAIN } from './fixtures';

setupSuiteI18n(['common', 'payments', 'accounts']);

const BASE = `/merchants/${MERCHANT_ID}/qr-codes`;
const ROUTES = [
  { path: '/initiation/qrcodes', element: <QrCodesPage /> },
  {
    path: '/initiation/qrcodes/:id',
    element: <QrCodePage />,
  },
];
const user = () => userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });

const CODE = {
  id: 'b1000000-0000-4000-8000-000000000001',
  type: 'dynamic',
  status: 'pending',
  externalId: 'pedido-1042',
  description: 'Pedido 1042',
  reference: 'ARAABCDEFGHIJKLMNOPQRSTUV',
  virtualAccountId: MAIN.id,
  virtualAccountLabel: MAIN.label,
  bankAccountId: 'e1000000-0000-4000-8000-000000000001',
  bankAccountLabel: '341 · Itaú Unibanco · 0001 / 12345-6',
  amount: 15_990,
  finalAmount: 0,
  netAmount: 0,
  payments: 0,
  currency: 'BRL',
  pixKey: 'pix@arara-demo-comercio.com.br',
  pixCode:
    '00020101021226580014br.gov.bcb.pix0136pix@arara-demo-comercio.com.br5204000053039865406159.905802BR5925ARARA DEMO6009SAO PAULO62290525ARAABCDEFGHIJKLMNOPQRSTUV6304ABCD',
  expiresAt: '2026-11-25T12:00:00.000Z',
  paidAt: null,
  createdAt: '2026-11-24T12:00:00.000Z',
};
const STATIC = {
  ...CODE,
  id: 'b1000000-0000-4000-8000-000000000002',
  type: 'static',
  externalId: null,
  description: 'Gorjeta da equipe',
  reference: 'ARASTATIC0000000000000001',
  amount: null,
  expiresAt: null,
};

const api: PageApi = (call, path, url) => {
  if (path === BASE && call.method === 'GET') {
    const type = url.searchParams.get('type');
    return jsonResponse(200, { items: type === 'static' ? [STATIC] : [CODE] });
  }
  if (path === `${BASE}/${CODE.id}`) return jsonResponse(200, CODE);
  return chargeScreenApi(path);
};

test('dynamic codes by default, static ones on their tab (kept in the URL)', async () => {
  const { router } = renderPage(ROUTES, { at: '/initiation/qrcodes', api });
  expect(await screen.findByRole('link', { name: CODE.reference })).toBeVisible();
  expect(screen.getByText('R$159.90')).toBeVisible();
  expect(screen.getByText('Pending')).toBeVisible();

  await user().click(screen.getByRole('tab', { name: 'Static' }));
  expect(await screen.findByText('Gorjeta da equipe')).toBeVisible();
  expect(screen.getByText('Payer chooses')).toBeVisible();
  expect(router.state.location.search).toBe('?type=static');
});

test('create: a dynamic code needs a value; the API’s field error keeps what was typed', async () => {
  const create = refusedOnce(
    jsonResponse(
      409,
      apiError('CONFLICT', 'no key', { virtualAccountId: 'payments:qrCodes.errors.noPixKey' }),
    ),
    CODE,
  );
  const { router } = renderPage(ROUTES, {
    at: '/initiation/qrcodes',
    api: (call, path, url) =>
      path === BASE && call.method === 'POST' ? create.answer(call) : api(call, path, url),
  });
  const u = user();
  const drawer = await openDialog(u, /New QR code/);
  await u.click(within(drawer).getByRole('button', { name: 'Create QR code' }));
  expect(await within(drawer).findByText('A dynamic QR code needs a value.')).toBeVisible();
  expect(within(drawer).getByText('This field is required')).toBeVisible();

  await u.click(within(drawer).getByLabelText('Virtual account'));
  await u.click(await screen.findByTitle(MAIN.label));
  await u.type(within(drawer).getByLabelText('Value'), '159.90');
  await u.type(within(drawer).getByLabelText('Description'), 'Pedido 1042');
  await u.click(within(drawer).getByRole('button', { name: 'Create QR code' }));
  expect(
    await within(drawer).findByText(
      'This account has no active Pix key: add one to receive with a QR code.',
    ),
  ).toBeVisible();
  expect(within(drawer).getByLabelText('Description')).toHaveValue('Pedido 1042');

  await u.click(within(drawer).getByRole('button', { name: 'Create QR code' }));
  await waitFor(() =>
    expect(router.state.location.pathname).toBe(`/initiation/qrcodes/${CODE.id}`),
  );
});

test('the create form speaks Portuguese', async () => {
  await switchLanguage('pt-BR');
  renderPage(ROUTES, { at: '/initiation/qrcodes', api });
  const u = user();
  const drawer = await openDialog(u, /Novo QR code/);
  await u.clear(within(drawer).getByLabelText('Data de expiração'));
  await u.click(within(drawer).getByRole('button', { name: 'Criar QR code' }));
  expect(await within(drawer).findByText('Um QR code dinâmico precisa de um valor.')).toBeVisible();
  expect(
    within(drawer).getByText('Um QR code dinâmico precisa de uma data de expiração.'),
  ).toBeVisible();
});

test('detail: every field, the pix code, and "Failed to copy" when the clipboard refuses', async () => {
  renderPage(ROUTES, { at: `/initiation/qrcodes/${CODE.id}`, api });
  const u = user();
  // After user-event's setup, which installs its own clipboard.
  const writeText = jest.fn().mockRejectedValue(new Error('denied'));
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
  expect(await screen.findByText(CODE.bankAccountLabel)).toBeVisible();
  expect(screen.getByText('pedido-1042')).toBeVisible();
  expect(screen.getByLabelText('Pix code (copy and paste)')).toHaveValue(CODE.pixCode);
  expect(screen.getByRole('img', { name: 'Pix QR code' })).toBeVisible();
  await u.click(screen.getByRole('button', { name: 'Copy code' }));
  // sonner mounts the toast hidden, animates it in and may remount it meanwhile.
  expect(await screen.findAllByText('Failed to copy')).not.toHaveLength(0);
  expect(writeText).toHaveBeenCalledWith(CODE.pixCode);
});

test('an unknown code says QR Code not found', async () => {
  renderPage(ROUTES, {
    at: '/initiation/qrcodes/unknown',
    api: (call, path, url) =>
      path === `${BASE}/unknown`
        ? jsonResponse(404, apiError('NOT_FOUND', 'QR Code not found'))
        : api(call, path, url),
  });
  expect(await screen.findByText('QR Code not found')).toBeVisible();
});

test('sandbox pay: a code without a value asks for the amount; a refusal is shown; success credits and settles it', async () => {
  const calls: { body: unknown; key: string | undefined }[] = [];
  let current = { ...STATIC };
  renderPage(ROUTES, {
    at: `/initiation/qrcodes/${STATIC.id}`,
    api: (call, path, url) => {
      if (path === `${BASE}/${STATIC.id}`) return jsonResponse(200, current);
      if (path === `${BASE}/${STATIC.id}/sandbox/pay` && call.method === 'POST') {
        calls.push({ body: call.body, key: call.headers['idempotency-key'] });
        if (calls.length === 1) {
          return jsonResponse(
            400,
            apiError('VALIDATION_ERROR', 'amount', {
              amount: 'payments:qrCodes.errors.amountRequired',
            }),
          );
        }
        if (calls.length === 2) {
          return jsonResponse(
            409,
            apiError('CONFLICT', 'expired', { status: 'payments:qrCodes.errors.expired' }),
          );
        }
        current = { ...STATIC, payments: 1, finalAmount: 1_250, netAmount: 1_250 };
        return jsonResponse(200, current);
      }
      return api(call, path, url);
    },
  });
  const u = user();
  const pay = await screen.findByRole('button', { name: 'Pay in sandbox' });
  await u.click(pay);
  expect(await screen.findByText('A dynamic QR code needs a value.')).toBeVisible();

  await u.type(screen.getByLabelText('Amount to pay'), '12.50');
  await u.click(pay);
  await waitFor(() => expect(calls).toHaveLength(2));
  expect(await screen.findByText('This QR code has expired and cannot be paid.')).toBeVisible();
  expect(screen.getByLabelText('Amount to pay')).toHaveValue('12.50');

  await u.click(pay);
  expect(await screen.findAllByText('Payment received: the account was credited')).not.toHaveLength(
    0,
  );
  expect(calls.map((call) => call.body)).toEqual([{}, { amount: 1_250 }, { amount: 1_250 }]);
  // The failed attempts are retries of one payment: one key.
  expect(new Set(calls.map((call) => call.key)).size).toBe(1);
  expect(calls[0]?.key).toMatch(/^[0-9a-f-]{36}$/);
  await waitFor(() => expect(screen.getAllByText('R$12.50').length).toBeGreaterThan(0));
});

test('sandbox pay is offered only to members who manage accounts, and only while the code can be paid', async () => {
  renderPage(ROUTES, { at: `/initiation/qrcodes/${CODE.id}`, role: 'viewer', api });
  expect(await screen.findByText(CODE.bankAccountLabel)).toBeVisible();
  expect(screen.queryByRole('button', { name: 'Pay in sandbox' })).toBeNull();
});

test('a paid code has no sandbox pay; the action speaks Portuguese', async () => {
  await switchLanguage('pt-BR');
  const paid = { ...CODE, status: 'paid', paidAt: '2026-11-24T13:00:00.000Z' };
  renderPage(ROUTES, {
    at: `/initiation/qrcodes/${CODE.id}`,
    api: (call, path, url) =>
      path === `${BASE}/${CODE.id}` ? jsonResponse(200, paid) : api(call, path, url),
  });
  expect(await screen.findByText(CODE.bankAccountLabel)).toBeVisible();
  expect(screen.queryByRole('button', { name: 'Pagar no sandbox' })).toBeNull();
});

test('without the sandbox on the API, a pending code offers no sandbox pay', async () => {
  const { fetchMock } = renderPage(ROUTES, {
    at: `/initiation/qrcodes/${CODE.id}`,
    api: (call, path, url) =>
      path === PUBLIC_CONFIG_ROUTE ? jsonResponse(200, { sandbox: false }) : api(call, path, url),
  });
  expect(await screen.findByText(CODE.bankAccountLabel)).toBeVisible();
  await waitFor(() => expect(fetchMock.callsTo(`/api${PUBLIC_CONFIG_ROUTE}`)).toHaveLength(1));
  expect(screen.queryByRole('button', { name: 'Pay in sandbox' })).toBeNull();
  expect(screen.queryByText('Sandbox: pay this code')).toBeNull();
});

test('a pending code offers the sandbox pay in Portuguese', async () => {
  await switchLanguage('pt-BR');
  renderPage(ROUTES, { at: `/initiation/qrcodes/${CODE.id}`, api });
  expect(await screen.findByRole('button', { name: 'Pagar no sandbox' })).toBeVisible();
  expect(screen.getByText('Sandbox: pagar este código')).toBeVisible();
  expect(screen.queryByLabelText('Valor a pagar')).toBeNull();
});
