import { screen, within } from '@testing-library/react';
import { jsonResponse } from '@arara/test-utils/fetch';
import { setupI18n, switchLanguage } from '@arara/test-utils/i18n';
import { BankAccountPage } from '../features/bank-accounts/routes/bank-account-page';
import { BankAccountsPage } from '../features/bank-accounts/routes/bank-accounts-page';
import { apiError, BANK_ACCOUNT, VIRTUAL_ACCOUNT } from './fixtures';
import { MERCHANT_ID, renderPage } from '@arara/test-utils/render';

beforeAll(() => setupI18n(['common', 'accounts']));
afterEach(() => switchLanguage('en'));

const BASE = `/merchants/${MERCHANT_ID}`;
const ROUTES = [
  { path: '/accounts/bank-account', element: <BankAccountsPage /> },
  { path: '/accounts/bank-account/:id', element: <BankAccountPage /> },
];

test('lists bank accounts with bank, branch, account, type, document and balance', async () => {
  renderPage(ROUTES, {
    at: '/accounts/bank-account',
    api: (_call, path) =>
      path === `${BASE}/bank-accounts` ? jsonResponse(200, { items: [BANK_ACCOUNT] }) : undefined,
  });
  const row = (await screen.findByRole('link', { name: BANK_ACCOUNT.holderName })).closest('tr');
  const cells = within(row as HTMLElement);
  expect(cells.getByText('341 · Itaú Unibanco')).toBeVisible();
  expect(cells.getByText('12345-6')).toBeVisible();
  expect(cells.getByText('Checking')).toBeVisible();
  expect(cells.getByText('CNPJ 11.222.333/0001-81')).toBeVisible();
  expect(cells.getByText('Active')).toBeVisible();
  expect(cells.getByText('R$123,456.78')).toBeVisible();
});

test('a failed list says unable to load bank accounts, in Portuguese too', async () => {
  await switchLanguage('pt-BR');
  renderPage(ROUTES, {
    at: '/accounts/bank-account',
    api: () => jsonResponse(500, apiError('INTERNAL', 'boom')),
  });
  expect(
    await screen.findByText(
      'Não foi possível carregar as contas bancárias, tente novamente mais tarde',
    ),
  ).toBeVisible();
});

test('details list the virtual accounts on the bank account; unknown ids are not found', async () => {
  renderPage(ROUTES, {
    at: `/accounts/bank-account/${BANK_ACCOUNT.id}`,
    api: (_call, path) =>
      path === `${BASE}/bank-accounts/${BANK_ACCOUNT.id}`
        ? jsonResponse(200, {
            ...BANK_ACCOUNT,
            blockedBalance: 10_000,
            availableBalance: BANK_ACCOUNT.balance - 10_000,
            virtualAccounts: [VIRTUAL_ACCOUNT],
          })
        : jsonResponse(404, apiError('NOT_FOUND', 'Bank account not found')),
  });
  expect(
    await screen.findByRole('heading', { level: 2, name: 'Itaú Unibanco · 0001 / 12345-6' }),
  ).toBeVisible();
  expect(screen.getByRole('link', { name: 'Conta principal' })).toHaveAttribute(
    'href',
    `/accounts/virtual/${VIRTUAL_ACCOUNT.id}`,
  );
});

test('an unknown bank account says Bank account not found', async () => {
  renderPage(ROUTES, {
    at: '/accounts/bank-account/nope',
    api: () => jsonResponse(404, apiError('NOT_FOUND', 'Bank account not found')),
  });
  expect(await screen.findByText('Bank account not found')).toBeVisible();
});
