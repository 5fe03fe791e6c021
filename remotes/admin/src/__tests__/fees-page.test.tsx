import { sessionStore } from '@arara/session';
import { apiError, jsonResponse, mockFetch } from '@arara/test-utils/fetch';
import { setupSuiteI18n, switchLanguage } from '@arara/test-utils/i18n';
import { renderRoutes } from '@arara/test-utils/render';
import { screen, waitFor, within } from '@testing-library/react';
import { PointerEventsCheckLevel, userEvent } from '@testing-library/user-event';
import { FeesPage } from '../features/fees/fees-page';

setupSuiteI18n(['common', 'admin']);

const user = () => userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });

const MERCHANT_ID = '3f0c1b2a-5d4e-4f6a-8b7c-9d0e1f2a3b4c';
const BANK_ID = '1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d';
const ACCOUNT_ID = '2b3c4d5e-6f7a-4b8c-9d0e-1f2a3b4c5d6e';
const FEE_ID = '3c4d5e6f-7a8b-4c9d-8e1f-2a3b4c5d6e7f';

const BANKS = {
  items: [
    {
      id: BANK_ID,
      merchantId: MERCHANT_ID,
      merchantName: 'Arara Demo Comércio Ltda',
      label: '341 · Itaú · 0001 / 12345-6',
      status: 'active',
      virtualAccounts: [{ id: ACCOUNT_ID, label: 'Conta principal', type: 'main' }],
    },
  ],
};

const FEE = {
  id: FEE_ID,
  merchantId: MERCHANT_ID,
  merchantName: 'Arara Demo Comércio Ltda',
  bankAccountId: BANK_ID,
  bankAccountLabel: '341 · Itaú · 0001 / 12345-6',
  virtualAccountId: null,
  virtualAccountLabel: null,
  operation: 'pix_send',
  costType: 'fixed',
  costValue: '150',
  fixedAmount: 150,
  percentageAmount: 0.5,
  minimumFee: 0,
  currency: 'BRL',
  feeType: 'transaction',
  description: 'Pix out',
  status: 'active',
  createdAt: '2026-11-20T12:00:00.000Z',
  updatedAt: '2026-11-20T12:00:00.000Z',
};

const me = (permissions: string[]) => ({
  admin: {
    id: '4d5e6f7a-8b9c-4d0e-8f1a-2b3c4d5e6f70',
    name: 'Ana Admin',
    email: 'admin@arara.dev',
    profile: { name: 'Finance', isSuperAdmin: false, permissions },
  },
});

function mockFeesApi({
  list = () => jsonResponse(200, { items: [FEE], total: 1, page: 1, pageSize: 50 }),
  permissions = ['fees.manage'],
  write,
}: {
  list?: () => Response;
  permissions?: string[];
  write?: (method: string, path: string, body: unknown) => Response;
} = {}) {
  return mockFetch((call) => {
    const path = new URL(call.url, 'http://localhost').pathname.replace(/^\/api/, '');
    if (path === '/admin/me') return jsonResponse(200, me(permissions));
    if (path === '/admin/fees/bank-accounts') return jsonResponse(200, BANKS);
    if (path === '/admin/fees' && call.method === 'GET') return list();
    if (path.startsWith('/admin/fees') && write) return write(call.method, path, call.body);
    return jsonResponse(404, apiError('NOT_FOUND', path));
  });
}

const renderPage = () =>
  renderRoutes(
    [
      {
        path: '/admin/bank-account-fees',
        element: <FeesPage />,
      },
    ],
    '/admin/bank-account-fees',
  );

beforeEach(() => {
  sessionStore.getState().signOut();
  sessionStore.getState().signIn({ accessToken: 'admin-1', isAdmin: true });
});

async function choose(scope: HTMLElement, label: string, option: string) {
  await user().click(within(scope).getByRole('combobox', { name: label }));
  const options = await screen.findAllByTitle(option);
  const last = options.at(-1);
  if (!last) throw new Error(`no option ${option}`);
  await user().click(last);
}

describe('/admin/bank-account-fees', () => {
  test('the list: a fee with its account, operation, amounts and status', async () => {
    mockFeesApi();
    renderPage();
    const row = (await screen.findByText('Pix out')).closest('tr');
    expect(row).not.toBeNull();
    const cells = within(row as HTMLElement);
    expect(cells.getByText('Arara Demo Comércio Ltda')).toBeVisible();
    expect(cells.getByText('All virtual accounts of the bank account')).toBeVisible();
    expect(cells.getByText('Pix sent')).toBeVisible();
    expect(cells.getByText(/0\.5 %/)).toBeVisible();
    expect(cells.getByText('Active')).toBeVisible();
    expect(cells.getByRole('button', { name: 'Edit' })).toBeVisible();
  });

  test('empty and error states', async () => {
    mockFeesApi({ list: () => jsonResponse(200, { items: [], total: 0, page: 1, pageSize: 50 }) });
    const { unmount } = renderPage();
    expect(await screen.findByText('No fees match these filters.')).toBeVisible();
    unmount();
    mockFeesApi({ list: () => jsonResponse(500, apiError('INTERNAL_ERROR', 'boom')) });
    renderPage();
    expect(
      await screen.findByText('Unable to load fees, try again later', {}, { timeout: 5000 }),
    ).toBeVisible();
  });

  test('without fees.manage the write buttons are hidden', async () => {
    mockFeesApi({ permissions: ['users.read'] });
    renderPage();
    await screen.findByText('Pix out');
    expect(screen.queryByRole('button', { name: 'New fee' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Edit' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete' })).toBeNull();
  });

  test('create: at least one amount is checked before sending, then the fee is sent in cents', async () => {
    const sent: unknown[] = [];
    const api = mockFeesApi({
      write: (method, _path, body) => {
        sent.push(body);
        return method === 'POST' ? jsonResponse(201, { ...FEE, id: 'new' }) : jsonResponse(500, {});
      },
    });
    renderPage();
    await user().click(await screen.findByRole('button', { name: 'New fee' }));
    const drawer = await screen.findByRole('dialog');
    await waitFor(() =>
      expect(within(drawer).getByRole('combobox', { name: 'Bank account' })).toBeEnabled(),
    );
    await choose(drawer, 'Bank account', 'Arara Demo Comércio Ltda · 341 · Itaú · 0001 / 12345-6');
    await choose(drawer, 'Virtual account', 'Conta principal');
    await user().click(within(drawer).getByRole('button', { name: 'Create fee' }));
    expect(
      await within(drawer).findByText('At least one amount (fixed or percentage) is required.'),
    ).toBeVisible();
    expect(sent).toEqual([]);

    await user().type(within(drawer).getByLabelText('Fixed amount'), '2,50');
    await user().click(within(drawer).getByRole('button', { name: 'Create fee' }));
    // A toast (sonner removes it after a while: found is enough).
    await screen.findByText('Fee created successfully.');
    expect(sent).toEqual([
      expect.objectContaining({
        bankAccountId: BANK_ID,
        virtualAccountId: ACCOUNT_ID,
        fixedAmount: 250,
        percentageAmount: null,
        minimumFee: 0,
      }),
    ]);
    expect(api.callsTo('/api/admin/fees').filter((call) => call.method === 'POST')).toHaveLength(1);
  });

  test('the API’s field errors land on the fields, with the error toast', async () => {
    mockFeesApi({
      write: () =>
        jsonResponse(
          409,
          apiError('CONFLICT', 'duplicate', {
            operation: 'admin:money.fees.errors.duplicateActive',
          }),
        ),
    });
    renderPage();
    await user().click(await screen.findByRole('button', { name: 'Edit' }));
    const drawer = await screen.findByRole('dialog');
    await user().click(within(drawer).getByRole('button', { name: 'Save changes' }));
    expect(
      await within(drawer).findByText(
        'There is already an active fee for this bank account, virtual account and operation.',
      ),
    ).toBeVisible();
    // A toast (sonner removes it after a while: found is enough).
    await screen.findByText('Error updating the fee.');
  });

  test('in Portuguese: the page, the form and its amount rule', async () => {
    await switchLanguage('pt-BR');
    mockFeesApi();
    renderPage();
    expect(await screen.findByText('Pix enviado')).toBeVisible();
    expect(screen.getByText('Ativa')).toBeVisible();
    await user().click(screen.getByRole('button', { name: 'Nova tarifa' }));
    const drawer = await screen.findByRole('dialog');
    await user().click(within(drawer).getByRole('button', { name: 'Criar tarifa' }));
    expect(
      await within(drawer).findByText('Informe ao menos um valor (fixo ou percentual).'),
    ).toBeVisible();
    await switchLanguage('en');
  });

  test('delete asks first, saying it cannot be undone', async () => {
    const deleted: string[] = [];
    mockFeesApi({
      write: (method, path) => {
        deleted.push(`${method} ${path}`);
        return new Response(null, { status: 204 });
      },
    });
    renderPage();
    await user().click(await screen.findByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('This action cannot be undone.')).toBeInTheDocument();
    expect(deleted).toEqual([]);
    const confirm = screen.getAllByRole('button', { name: 'Delete' }).at(-1);
    if (!confirm) throw new Error('no confirm button');
    await user().click(confirm);
    // The DELETE goes once; then (the list refreshed) a toast says so (sonner removes it after a
    // while: found is enough).
    await waitFor(() => expect(deleted).toEqual([`DELETE /admin/fees/${FEE_ID}`]));
    await screen.findByText('Fee deleted successfully.');
    expect(deleted).toEqual([`DELETE /admin/fees/${FEE_ID}`]);
  });
});
