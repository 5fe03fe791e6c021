import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { jsonResponse, refusedOnce } from '@arara/test-utils/fetch';
import { setupI18n, switchLanguage } from '@arara/test-utils/i18n';
import { VirtualAccountPage } from '../features/virtual-accounts/routes/virtual-account-page';
import { VirtualAccountsPage } from '../features/virtual-accounts/routes/virtual-accounts-page';
import { apiError, BANK_ACCOUNT, VIRTUAL_ACCOUNT } from './fixtures';
import { MERCHANT_ID, openDialog, renderPage } from '@arara/test-utils/render';

// Typing into antd inputs in jsdom is slow on a 2-core machine with two workers.

beforeAll(() => setupI18n(['common', 'accounts', 'period']));
afterEach(() => switchLanguage('en'));

const BASE = `/merchants/${MERCHANT_ID}`;
const ROUTES = [
  { path: '/accounts/virtual', element: <VirtualAccountsPage /> },
  { path: '/accounts/virtual/:id', element: <VirtualAccountPage /> },
];

type Api = Parameters<typeof renderPage>[1]['api'];

const accountsApi: Api = (call, path) => {
  if (path === `${BASE}/virtual-accounts` && call.method === 'GET')
    return jsonResponse(200, { items: [VIRTUAL_ACCOUNT] });
  if (path === `${BASE}/bank-accounts`) return jsonResponse(200, { items: [BANK_ACCOUNT] });
  if (path === `${BASE}/statement`) return jsonResponse(200, { items: [], nextCursor: null });
  if (path === `${BASE}/virtual-accounts/${VIRTUAL_ACCOUNT.id}/pix-keys`)
    return jsonResponse(200, { items: [] });
  return undefined;
};

test('lists the virtual accounts with type, bank account and balances', async () => {
  renderPage(ROUTES, { at: '/accounts/virtual', api: accountsApi });
  const row = (await screen.findByRole('link', { name: 'Conta principal' })).closest('tr');
  expect(row).not.toBeNull();
  const cells = within(row as HTMLElement);
  expect(cells.getByText('Main')).toBeVisible();
  expect(cells.getByText('Itaú Unibanco · 12345-6')).toBeVisible();
  expect(cells.getByText('R$1,234.56')).toBeVisible();
  expect(cells.getByText('R$100.00')).toBeVisible();
});

test('a role without permission reads Error loading virtual accounts, verify permission', async () => {
  renderPage(ROUTES, {
    at: '/accounts/virtual',
    role: 'viewer',
    api: (_call, path) =>
      path === `${BASE}/virtual-accounts`
        ? jsonResponse(403, apiError('FORBIDDEN', 'Your role does not allow this action'))
        : undefined,
  });
  expect(
    await screen.findByText('Error loading virtual accounts, verify permission'),
  ).toBeVisible();
  expect(screen.queryByRole('button', { name: /New virtual account/ })).toBeNull();
});

test('create: required fields are named, a refused label keeps what was typed, success opens the account', async () => {
  const created = {
    ...VIRTUAL_ACCOUNT,
    id: 'c1000000-0000-4000-8000-000000000002',
    label: 'Reserva',
  };
  const create = refusedOnce(
    jsonResponse(
      400,
      apiError('VALIDATION', 'Invalid', { bankAccountId: 'ledger.errors.bankAccountNotFound' }),
    ),
    created,
  );
  const { fetchMock, router } = renderPage(ROUTES, {
    at: '/accounts/virtual',
    api: (call, path) => {
      if (path === `${BASE}/virtual-accounts` && call.method === 'POST') return create.answer(call);
      if (path === `${BASE}/virtual-accounts/${created.id}`) return jsonResponse(200, created);
      return accountsApi(call, path, new URL('http://x'));
    },
  });
  const drawer = await openDialog(userEvent, /New virtual account/);
  await userEvent.click(within(drawer).getByRole('button', { name: 'Create account' }));
  expect(await within(drawer).findAllByText('This field is required')).toHaveLength(3);
  expect(fetchMock.calls().filter((call) => call.method === 'POST')).toHaveLength(0);

  await userEvent.type(within(drawer).getByLabelText('Name'), 'Reserva');
  await userEvent.click(within(drawer).getByLabelText('Type'));
  await userEvent.click(await screen.findByTitle('Reserve'));
  await userEvent.click(within(drawer).getByLabelText('Bank account'));
  await userEvent.click(await screen.findByTitle('Itaú Unibanco · 0001 / 12345-6'));
  await userEvent.click(within(drawer).getByRole('button', { name: 'Create account' }));

  expect(await within(drawer).findByText('Choose one of your bank accounts.')).toBeVisible();
  expect(within(drawer).getByLabelText('Name')).toHaveValue('Reserva');
  expect(fetchMock.calls().find((call) => call.method === 'POST')?.body).toEqual({
    label: 'Reserva',
    type: 'reserve',
    bankAccountId: BANK_ACCOUNT.id,
    currency: 'BRL',
  });

  await userEvent.click(within(drawer).getByRole('button', { name: 'Create account' }));
  await waitFor(() =>
    expect(router.state.location.pathname).toBe(`/accounts/virtual/${created.id}`),
  );
});

test('the create form speaks Portuguese', async () => {
  await switchLanguage('pt-BR');
  renderPage(ROUTES, { at: '/accounts/virtual', api: accountsApi });
  const drawer = await openDialog(userEvent, /Nova conta virtual/);
  await userEvent.click(within(drawer).getByRole('button', { name: 'Criar conta' }));
  expect(await within(drawer).findAllByText('Este campo é obrigatório')).toHaveLength(3);
});

test('details: balances and bank account; rename sends only the name; unknown id is not found', async () => {
  let stored = VIRTUAL_ACCOUNT;
  const { fetchMock } = renderPage(ROUTES, {
    at: `/accounts/virtual/${VIRTUAL_ACCOUNT.id}`,
    api: (call, path) => {
      if (path === `${BASE}/virtual-accounts/${VIRTUAL_ACCOUNT.id}`) {
        if (call.method === 'PATCH')
          stored = { ...stored, label: String((call.body as { label: string }).label) };
        return jsonResponse(200, stored);
      }
      return accountsApi(call, path, new URL('http://x'));
    },
  });
  expect(await screen.findByRole('heading', { level: 2, name: 'Conta principal' })).toBeVisible();
  expect(screen.getByText('R$1,234.56')).toBeVisible();
  expect(screen.getByText('R$1,134.56')).toBeVisible();
  expect(screen.getByText('0001')).toBeVisible();

  await userEvent.click(screen.getByRole('button', { name: 'Rename' }));
  const name = screen.getByLabelText('Name');
  await userEvent.clear(name);
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findByText('This field is required')).toBeVisible();
  await userEvent.type(name, 'Conta de vendas');
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findByRole('heading', { level: 2, name: 'Conta de vendas' })).toBeVisible();
  const patch = fetchMock.calls().find((call) => call.method === 'PATCH');
  expect(patch?.body).toEqual({ label: 'Conta de vendas' });
});

test('an unknown virtual account says Virtual account not found', async () => {
  renderPage(ROUTES, {
    at: '/accounts/virtual/c1000000-0000-4000-8000-00000000dead',
    api: (_call, path) =>
      path.startsWith(`${BASE}/virtual-accounts/`)
        ? jsonResponse(404, apiError('NOT_FOUND', 'Virtual account not found'))
        : undefined,
  });
  expect(await screen.findByText('Virtual account not found')).toBeVisible();
  expect(screen.getByRole('link', { name: 'Back to virtual accounts' })).toBeVisible();
});
