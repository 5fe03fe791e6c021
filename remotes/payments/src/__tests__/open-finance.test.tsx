import { screen, waitFor, within } from '@testing-library/react';
import { PointerEventsCheckLevel, userEvent } from '@testing-library/user-event';
import { PUBLIC_CONFIG_ROUTE } from '@arara/contracts';
import { jsonResponse, refusedOnce } from '@arara/test-utils/fetch';
import { switchLanguage, setupSuiteI18n } from '@arara/test-utils/i18n';
import { MERCHANT_ID, openDialog, type PageApi, renderPage } from '@arara/test-utils/render';
import { OpenFinancePage } from '../features/open-finance/routes/open-finance-page';
import { apiError, chargeScreenApi, MAIN } from './fixtures';

setupSuiteI18n(['common', 'payments', 'accounts']);

const BASE = `/merchants/${MERCHANT_ID}/payment-initiations`;
const ROUTES = [
  {
    path: '/initiation/open-finance',
    element: <OpenFinancePage />,
  },
];
/** Pastes a whole value at once: typing it key by key re-renders the antd form on every key. */
async function fill(u: ReturnType<typeof user>, field: HTMLElement, value: string) {
  await u.click(field);
  await u.paste(value);
}

const user = () => userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });

const AWAITING = {
  id: 'f1000000-0000-4000-8000-000000000001',
  reference: 'OF20261124ABCDE12345',
  status: 'awaiting_authorisation',
  amount: 48_000,
  currency: 'BRL',
  description: 'Assinatura anual',
  payerInstitution: { ispb: '18236120', name: 'Nubank' },
  payerName: 'Beatriz Almeida',
  payerDocument: '52998224725',
  virtualAccountId: MAIN.id,
  virtualAccountLabel: MAIN.label,
  rejectionReason: null,
  documentId: null,
  endToEndId: null,
  expiresAt: '2026-11-24T13:00:00.000Z',
  decidedAt: null,
  createdAt: '2026-11-24T12:00:00.000Z',
};
const REJECTED = {
  ...AWAITING,
  id: 'f1000000-0000-4000-8000-000000000002',
  reference: 'OF20261124REJECTED01',
  status: 'rejected',
  amount: 33_000,
  payerInstitution: { ispb: '60746948', name: 'Bradesco' },
  payerName: 'Carla Souza',
  rejectionReason: 'Saldo insuficiente',
  decidedAt: '2026-11-24T12:10:00.000Z',
};
const COMPLETED = {
  ...AWAITING,
  status: 'completed',
  documentId: 'd1000000-0000-4000-8000-000000000009',
  endToEndId: 'E18236120202611241210abcdefghijk',
  decidedAt: '2026-11-24T12:10:00.000Z',
};

const api: PageApi = (call, path, url) => {
  if (path === BASE && call.method === 'GET') {
    const status = url.searchParams.get('status');
    const items = [AWAITING, REJECTED].filter((item) => !status || item.status === status);
    return jsonResponse(200, { items });
  }
  if (path === `${BASE}/${AWAITING.id}`) return jsonResponse(200, AWAITING);
  return chargeScreenApi(path);
};

test('the requests with their amounts and statuses; the status tab lives in the URL and filters on the API', async () => {
  const { router, fetchMock } = renderPage(ROUTES, { at: '/initiation/open-finance', api });
  const row = (await screen.findByText(AWAITING.reference)).closest('tr') as HTMLElement;
  expect(within(row).getByText('R$480.00')).toBeVisible();
  expect(within(row).getByText('Awaiting authorisation')).toBeVisible();
  expect(within(row).getByText('Nubank')).toBeVisible();
  expect(screen.getByText('Rejected', { selector: '.ant-tag' })).toBeVisible();

  await user().click(screen.getByRole('tab', { name: 'Rejected' }));
  await waitFor(() => expect(router.state.location.search).toBe('?status=rejected'));
  expect(await screen.findByText(REJECTED.reference)).toBeVisible();
  await waitFor(() => expect(screen.queryByText(AWAITING.reference)).toBeNull());
  expect(
    fetchMock.calls().some((call) => new URL(call.url, 'http://x').search === '?status=rejected'),
  ).toBe(true);
});

test('create: every missing field is named at once; a bad CPF is refused; the API’s field error keeps what was typed', async () => {
  const create = refusedOnce(
    jsonResponse(
      409,
      apiError('CONFLICT', 'inactive', {
        virtualAccountId: 'accounts:ledger.errors.accountNotActive',
      }),
    ),
    AWAITING,
  );
  const { bodies } = create;
  const { router } = renderPage(ROUTES, {
    at: '/initiation/open-finance',
    api: (call, path, url) =>
      path === BASE && call.method === 'POST' ? create.answer(call) : api(call, path, url),
  });
  const u = user();
  const drawer = await openDialog(u, /New payment request/);
  await u.click(within(drawer).getByRole('button', { name: 'Create request' }));
  // The receiving account, the amount and the payer's institution.
  await waitFor(() =>
    expect(within(drawer).getAllByText('This field is required')).toHaveLength(3),
  );
  expect(create.count()).toBe(0);

  await u.click(within(drawer).getByLabelText('Receiving account'));
  await u.click(await screen.findByTitle(MAIN.label));
  await fill(u, within(drawer).getByLabelText('Amount'), '480.00');
  await u.click(within(drawer).getByLabelText('Payer institution'));
  await u.click(await screen.findByTitle('Nubank'));
  await fill(u, within(drawer).getByLabelText('Payer name'), 'Beatriz Almeida');
  await fill(u, within(drawer).getByLabelText('Payer CPF or CNPJ'), '111.111.111-11');
  await u.click(within(drawer).getByRole('button', { name: 'Create request' }));
  expect(await within(drawer).findByText('Enter a valid CPF or CNPJ')).toBeVisible();
  expect(create.count()).toBe(0);

  await u.clear(within(drawer).getByLabelText('Payer CPF or CNPJ'));
  await fill(u, within(drawer).getByLabelText('Payer CPF or CNPJ'), '529.982.247-25');
  await u.click(within(drawer).getByRole('button', { name: 'Create request' }));
  expect(await within(drawer).findByText('This account is not active.')).toBeVisible();
  expect(within(drawer).getByLabelText('Payer name')).toHaveValue('Beatriz Almeida');
  expect(bodies[0]).toEqual({
    virtualAccountId: MAIN.id,
    amount: 48_000,
    payerInstitution: '18236120',
    payerName: 'Beatriz Almeida',
    payerDocument: '529.982.247-25',
  });

  await u.click(within(drawer).getByRole('button', { name: 'Create request' }));
  // Created: the new request opens.
  await waitFor(() => expect(router.state.location.search).toBe(`?request=${AWAITING.id}`));
  expect(await screen.findByRole('button', { name: 'Authorise payment' })).toBeVisible();
});

test('the create form speaks Portuguese', async () => {
  await switchLanguage('pt-BR');
  renderPage(ROUTES, { at: '/initiation/open-finance', api });
  const u = user();
  const drawer = await openDialog(u, /Nova solicitação de pagamento/);
  await u.type(within(drawer).getByLabelText('CPF ou CNPJ do pagador'), '123');
  await u.click(within(drawer).getByRole('button', { name: 'Criar solicitação' }));
  expect(await within(drawer).findByText('Informe um CPF ou CNPJ válido')).toBeVisible();
  expect(within(drawer).getAllByText('Este campo é obrigatório')).toHaveLength(3);
});

test('the sandbox payer authorises: one Idempotency-Key, the money arrived; a refusal says why', async () => {
  const keys: (string | undefined)[] = [];
  let current: object = AWAITING;
  renderPage(ROUTES, {
    at: `/initiation/open-finance?request=${AWAITING.id}`,
    api: (call, path, url) => {
      if (path === `${BASE}/${AWAITING.id}/sandbox/authorise`) {
        keys.push(call.headers['idempotency-key']);
        if (keys.length === 1) {
          return jsonResponse(
            409,
            apiError('CONFLICT', 'decided', {
              status: 'payments:openFinance.errors.notAwaiting',
            }),
          );
        }
        current = COMPLETED;
        return jsonResponse(200, COMPLETED);
      }
      if (path === `${BASE}/${AWAITING.id}`) return jsonResponse(200, current);
      return api(call, path, url);
    },
  });
  const u = user();
  const drawer = await screen.findByRole('dialog');
  expect(await within(drawer).findByText('Beatriz Almeida')).toBeVisible();
  expect(within(drawer).getByText('529.982.247-25')).toBeVisible();
  await u.click(await within(drawer).findByRole('button', { name: 'Authorise payment' }));
  expect(
    await within(drawer).findByText('This payment request is no longer awaiting authorisation'),
  ).toBeVisible();

  await u.click(within(drawer).getByRole('button', { name: 'Authorise payment' }));
  expect(
    await screen.findAllByText('Payment authorised: the money arrived in the account.'),
  ).not.toHaveLength(0);
  expect(await within(drawer).findByText('Completed')).toBeVisible();
  expect(within(drawer).getByText(COMPLETED.endToEndId)).toBeVisible();
  expect(within(drawer).queryByRole('button', { name: 'Authorise payment' })).toBeNull();
  // The retry of one authorisation carries its key again.
  expect(keys).toHaveLength(2);
  expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
  expect(keys[1]).toBe(keys[0]);
});

test('a double click on Authorise payment sends one request and says the money arrived', async () => {
  let calls = 0;
  let current: object = AWAITING;
  renderPage(ROUTES, {
    at: `/initiation/open-finance?request=${AWAITING.id}`,
    api: (call, path, url) => {
      if (path === `${BASE}/${AWAITING.id}/sandbox/authorise`) {
        calls += 1;
        current = COMPLETED;
        return jsonResponse(200, COMPLETED);
      }
      if (path === `${BASE}/${AWAITING.id}`) return jsonResponse(200, current);
      return api(call, path, url);
    },
  });
  const u = user();
  const drawer = await screen.findByRole('dialog');
  await u.dblClick(await within(drawer).findByRole('button', { name: 'Authorise payment' }));
  // The toast comes from the mutation: the buttons are gone once the request reads completed.
  expect(
    await screen.findAllByText('Payment authorised: the money arrived in the account.'),
  ).not.toHaveLength(0);
  expect(await within(drawer).findByText('Completed')).toBeVisible();
  expect(calls).toBe(1);
});

test('the sandbox payer rejects with a reason: the request reads rejected, nothing is left to decide', async () => {
  const rejections: unknown[] = [];
  let current: object = AWAITING;
  renderPage(ROUTES, {
    at: `/initiation/open-finance?request=${AWAITING.id}`,
    api: (call, path, url) => {
      if (path === `${BASE}/${AWAITING.id}/sandbox/reject`) {
        rejections.push(call.body);
        current = { ...AWAITING, status: 'rejected', rejectionReason: 'Saldo insuficiente' };
        return jsonResponse(200, current);
      }
      if (path === `${BASE}/${AWAITING.id}`) return jsonResponse(200, current);
      return api(call, path, url);
    },
  });
  const u = user();
  const drawer = await screen.findByRole('dialog');
  await u.type(await within(drawer).findByLabelText('Rejection reason'), 'Saldo insuficiente');
  await u.click(within(drawer).getByRole('button', { name: 'Reject payment' }));
  expect(await screen.findAllByText('The payer rejected the payment.')).not.toHaveLength(0);
  expect(rejections).toEqual([{ reason: 'Saldo insuficiente' }]);
  await waitFor(() =>
    expect(within(drawer).queryByRole('button', { name: 'Cancel request' })).toBeNull(),
  );
});

test('the merchant cancels a request only after confirming', async () => {
  let cancels = 0;
  renderPage(ROUTES, {
    at: `/initiation/open-finance?request=${AWAITING.id}`,
    api: (call, path, url) => {
      if (path === `${BASE}/${AWAITING.id}/cancel`) {
        cancels += 1;
        return jsonResponse(200, { ...AWAITING, status: 'cancelled' });
      }
      return api(call, path, url);
    },
  });
  const u = user();
  const drawer = await screen.findByRole('dialog');
  await u.click(await within(drawer).findByRole('button', { name: 'Cancel request' }));
  const confirm = await screen.findByRole('tooltip');
  expect(
    within(confirm).getByText(
      'Cancel this payment request? The payer will no longer be able to authorise it.',
    ),
  ).toBeInTheDocument();
  expect(cancels).toBe(0);
  await u.click(within(confirm).getByRole('button', { name: 'Cancel request' }));
  expect(await screen.findAllByText('Payment request cancelled.')).not.toHaveLength(0);
  expect(cancels).toBe(1);
});

test('a viewer reads the requests but cannot create, authorise, reject or cancel', async () => {
  renderPage(ROUTES, {
    at: `/initiation/open-finance?request=${AWAITING.id}`,
    role: 'viewer',
    api,
  });
  const drawer = await screen.findByRole('dialog');
  expect(await within(drawer).findByText('Beatriz Almeida')).toBeVisible();
  expect(screen.queryByRole('button', { name: /New payment request/ })).toBeNull();
  expect(within(drawer).queryByRole('button', { name: 'Authorise payment' })).toBeNull();
  expect(within(drawer).queryByRole('button', { name: 'Cancel request' })).toBeNull();
});

test('without the sandbox on the API, the payer’s authorise and reject are not offered; cancel is', async () => {
  renderPage(ROUTES, {
    at: `/initiation/open-finance?request=${AWAITING.id}`,
    api: (call, path, url) =>
      path === PUBLIC_CONFIG_ROUTE ? jsonResponse(200, { sandbox: false }) : api(call, path, url),
  });
  const drawer = await screen.findByRole('dialog');
  expect(await within(drawer).findByRole('button', { name: 'Cancel request' })).toBeVisible();
  expect(within(drawer).queryByRole('button', { name: 'Authorise payment' })).toBeNull();
  expect(within(drawer).queryByRole('button', { name: 'Reject payment' })).toBeNull();
  expect(within(drawer).queryByLabelText('Rejection reason')).toBeNull();
});

test('an unknown request says Payment request not found', async () => {
  renderPage(ROUTES, {
    at: '/initiation/open-finance?request=unknown',
    api: (call, path, url) =>
      path === `${BASE}/unknown`
        ? jsonResponse(
            404,
            apiError('NOT_FOUND', 'Payment request not found', {
              initiation: 'payments:openFinance.errors.notFound',
            }),
          )
        : api(call, path, url),
  });
  expect(await screen.findByText('Payment request not found')).toBeVisible();
});
