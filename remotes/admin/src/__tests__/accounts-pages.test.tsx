import { sessionStore } from '@arara/session';
import { apiError, jsonResponse, mockFetch } from '@arara/test-utils/fetch';
import { setupSuiteI18n, switchLanguage } from '@arara/test-utils/i18n';
import { renderRoutes } from '@arara/test-utils/render';
import { screen, waitFor, within } from '@testing-library/react';
import { PointerEventsCheckLevel, userEvent } from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { BankAccountsPage } from '../features/bank-accounts/bank-accounts-page';
import { VirtualAccountsPage } from '../features/virtual-accounts/virtual-accounts-page';

setupSuiteI18n(['common', 'admin']);

const user = () => userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });

const MERCHANT_ID = '3f0c1b2a-5d4e-4f6a-8b7c-9d0e1f2a3b4c';
const BANK_ID = '1d2c3b4a-5e6f-4a7b-8c9d-0e1f2a3b4c5d';
const VIRTUAL_ID = '2e3d4c5b-6f7a-4b8c-9d0e-1f2a3b4c5d6e';
const OPTIONS = {
  merchants: [{ id: MERCHANT_ID, name: 'Arara Demo Comércio Ltda', document: '11222333000181' }],
  providers: [{ id: 'arara-sandbox', name: 'Arara Sandbox', status: 'active', attributes: [] }],
};
const VIRTUAL = {
  id: VIRTUAL_ID,
  label: 'Reserva',
  type: 'reserve',
  currency: 'BRL',
  balance: 12_345,
  blockedBalance: 0,
  availableBalance: 12_345,
  bankAccountId: BANK_ID,
  merchantId: MERCHANT_ID,
  merchantName: 'Arara Demo Comércio Ltda',
  isDefault: false,
  status: 'active',
  createdAt: '2026-11-01T00:00:00.000Z',
  updatedAt: '2026-11-01T00:00:00.000Z',
  bankAccount: {
    id: BANK_ID,
    bankName: 'Arara Pagamentos',
    branchNumber: '0001',
    accountNumber: '1234567-8',
  },
};

function mockApi({
  permissions,
  bankAccounts = () => jsonResponse(500, apiError('INTERNAL_ERROR', 'boom')),
  update = () => jsonResponse(200, VIRTUAL),
}: {
  permissions: string[];
  bankAccounts?: () => Response;
  update?: () => Response;
}) {
  return mockFetch((call) => {
    const path = new URL(call.url, 'http://localhost').pathname.replace(/^\/api/, '');
    if (path === '/admin/me')
      return jsonResponse(200, {
        admin: {
          id: '9c8b7a65-4321-4fed-8cba-987654321012',
          name: 'Ana Admin',
          email: 'ana@arara.dev',
          profile: { name: 'Test', isSuperAdmin: false, permissions },
        },
      });
    if (path === '/admin/bank-accounts/options') return jsonResponse(200, OPTIONS);
    if (path === '/admin/bank-accounts') return bankAccounts();
    if (path === '/admin/virtual-accounts') return jsonResponse(200, { items: [VIRTUAL] });
    if (path === `/admin/virtual-accounts/${VIRTUAL_ID}`) return update();
    return jsonResponse(404, apiError('NOT_FOUND', path));
  });
}

const renderAt = (path: string, element: ReactElement) =>
  renderRoutes(
    [
      {
        path,
        element,
      },
    ],
    path,
  );

beforeEach(() => {
  sessionStore.getState().signOut();
  sessionStore.getState().signIn({ accessToken: 'admin-1', isAdmin: true });
});

describe('/admin/bank-accounts and /admin/virtual-accounts', () => {
  test.each([
    ['en', 'Unable to load bank accounts, try again later.'],
    ['pt-BR', 'Não foi possível carregar as contas bancárias, tente novamente mais tarde.'],
  ] as const)('bank accounts that cannot load say so (%s)', async (language, text) => {
    await switchLanguage(language);
    mockApi({ permissions: ['accounts.read'] });
    renderAt('/admin/bank-accounts', <BankAccountsPage />);
    expect(await screen.findByText(text, {}, { timeout: 5000 })).toBeVisible();
  });

  test('a reader sees the virtual accounts without create or edit', async () => {
    const api = mockApi({ permissions: ['accounts.read'] });
    renderAt('/admin/virtual-accounts', <VirtualAccountsPage />);
    const row = (await screen.findByText('Reserva')).closest('tr');
    if (!row) throw new Error('no row');
    await waitFor(() => expect(api.callsTo('/api/admin/me')).toHaveLength(1));
    expect(within(row).getByText('Arara Pagamentos · 0001 / 1234567-8')).toBeVisible();
    expect(within(row).queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'New virtual account' })).not.toBeInTheDocument();
  });

  test('the merchant and provider filters narrow the bank accounts on the API', async () => {
    const api = mockApi({
      permissions: ['accounts.read'],
      bankAccounts: () => jsonResponse(200, { items: [] }),
    });
    const u = user();
    renderAt('/admin/bank-accounts', <BankAccountsPage />);
    await u.click(await screen.findByLabelText('Filter by merchant'));
    await u.click((await screen.findAllByTitle('Arara Demo Comércio Ltda')).at(-1) as HTMLElement);
    await u.click(screen.getByLabelText('Filter by provider'));
    await u.click((await screen.findAllByTitle('Arara Sandbox')).at(-1) as HTMLElement);
    await waitFor(() => {
      const last = api.callsTo('/api/admin/bank-accounts').at(-1);
      const query = new URL(last?.url ?? '', 'http://localhost').searchParams;
      expect(Object.fromEntries(query)).toEqual({
        merchantId: MERCHANT_ID,
        providerId: 'arara-sandbox',
      });
    });
  });

  test('the virtual accounts filter by merchant only', async () => {
    const api = mockApi({ permissions: ['accounts.read'] });
    const u = user();
    renderAt('/admin/virtual-accounts', <VirtualAccountsPage />);
    await u.click(await screen.findByLabelText('Filter by merchant'));
    expect(screen.queryByLabelText('Filter by provider')).not.toBeInTheDocument();
    await u.click((await screen.findAllByTitle('Arara Demo Comércio Ltda')).at(-1) as HTMLElement);
    await waitFor(() => {
      const last = api.callsTo('/api/admin/virtual-accounts').at(-1);
      expect(new URL(last?.url ?? '', 'http://localhost').searchParams.get('merchantId')).toBe(
        MERCHANT_ID,
      );
    });
  });

  test('editing a virtual account keeps type and currency fixed and sends only what may change', async () => {
    const api = mockApi({ permissions: ['accounts.read', 'accounts.manage'] });
    const u = user();
    renderAt('/admin/virtual-accounts', <VirtualAccountsPage />);
    const row = (await screen.findByText('Reserva')).closest('tr');
    if (!row) throw new Error('no row');
    await u.click(await within(row).findByRole('button', { name: 'Edit' }));
    const drawer = await screen.findByRole('dialog');
    expect(
      within(drawer).getByText('Type and currency cannot change after creation.'),
    ).toBeVisible();
    expect(within(drawer).getByLabelText('Currency')).toBeDisabled();
    expect(within(drawer).getByLabelText('Type')).toBeDisabled();
    const label = within(drawer).getByLabelText('Label');
    await u.clear(label);
    await u.type(label, 'Reserva nova');
    await u.click(within(drawer).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(api.callsTo(`/api/admin/virtual-accounts/${VIRTUAL_ID}`)[0]?.body).toEqual({
        label: 'Reserva nova',
        isDefault: false,
        status: 'active',
      }),
    );
    await waitFor(() => expect(document.body).toHaveTextContent('Virtual account updated'));
  });
});
