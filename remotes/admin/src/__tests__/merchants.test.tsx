import { sessionStore } from '@arara/session';
import { apiError, jsonResponse, mockFetch } from '@arara/test-utils/fetch';
import { setupSuiteI18n, switchLanguage } from '@arara/test-utils/i18n';
import { renderRoutes } from '@arara/test-utils/render';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { PointerEventsCheckLevel, userEvent } from '@testing-library/user-event';
import { Outlet } from 'react-router-dom';
import { MerchantDetailPage } from '../features/merchants/merchant-detail-page';
import { MerchantsListPage } from '../features/merchants/merchants-list-page';

setupSuiteI18n(['common', 'admin']);
afterEach(() => switchLanguage('en'));

const user = () => userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });

const ID = '3f0c1b2a-5d4e-4f6a-8b7c-9d0e1f2a3b4c';
const OTHER_ID = '8e2f3a4b-5c6d-4e7f-9a81-92a3b4c5d6e7';
const UBO_ID = '1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d';

const SUMMARY = {
  id: ID,
  name: 'Açaí Pagamentos Ltda',
  document: '11222333000181',
  status: 'active',
  balance: 1_234_56,
  createdAt: '2026-11-20T12:00:00.000Z',
  updatedAt: '2026-11-21T12:00:00.000Z',
};
const ALPHA = {
  ...SUMMARY,
  id: OTHER_ID,
  name: 'Nova Empresa Alfanumérica',
  document: '12ABC34501DE35',
  status: 'onboarding',
  balance: 0,
};

const DETAIL = {
  ...SUMMARY,
  individual: {
    firstName: 'Dana',
    lastName: 'Demo',
    birthDate: '1990-05-17',
    email: 'dana@arara.test',
    country: 'BR',
    cpf: '12345678909',
    phone: '11987654321',
    addressLine1: 'Avenida Paulista, 1000',
    city: 'São Paulo',
    state: 'SP',
    postalCode: '01310-100',
    idDocumentCountry: 'BR',
    idDocumentType: 'rg',
    proofOfAddressType: 'utility_bill',
  },
  business: {
    legalName: 'Açaí Pagamentos Ltda',
    cnpj: '11222333000181',
    formationDate: '2020-02-03',
    email: 'contato@acai.test',
    country: 'BR',
    addressLine1: 'Rua da Assembleia, 10',
    city: 'Rio de Janeiro',
    state: 'RJ',
    postalCode: '20040-002',
    proofOfAddressType: 'bank_statement',
  },
  ubos: [
    {
      id: UBO_ID,
      ownershipPercentage: 60,
      firstName: 'Bruno',
      lastName: 'Sócio',
      birthDate: '1985-01-01',
      cpf: '52998224725',
      email: 'bruno@arara.test',
      phone: '11987654321',
      country: 'BR',
      addressLine1: 'Rua Augusta, 500',
      city: 'São Paulo',
      state: 'SP',
      postalCode: '01305-000',
    },
  ],
  kycStatus: 'under_review',
  bankAccounts: [
    {
      id: '2b3c4d5e-6f7a-4b8c-9d0e-1f2a3b4c5d6e',
      providerId: 'arara-sandbox',
      bankCode: '999',
      bankName: 'Arara Pagamentos',
      branchNumber: '0001',
      accountNumber: '123456-7',
      accountType: 'checking',
      holderName: 'Açaí Pagamentos Ltda',
      status: 'active',
    },
  ],
  virtualAccounts: [
    {
      id: '3c4d5e6f-7a8b-4c9d-8e1f-2a3b4c5d6e7f',
      label: 'Conta principal',
      type: 'main',
      currency: 'BRL',
      balance: 1_234_56,
      blockedBalance: 0,
      isDefault: true,
      status: 'active',
    },
  ],
  members: [
    {
      userId: '4d5e6f7a-8b9c-4d0e-9f2a-3b4c5d6e7f80',
      name: 'Olga Owner',
      email: 'owner@acai.test',
      role: 'owner',
      status: 'active',
    },
  ],
  latestTransactions: [
    {
      id: '5e6f7a8b-9c0d-4e1f-8a3b-4c5d6e7f8091',
      kind: 'out',
      method: 'pix',
      status: 'approved',
      amount: 50_00,
      fee: 0,
      reference: 'PIX-OUT-0042',
      counterpartyName: 'Fornecedor Ltda',
      createdAt: '2026-11-21T10:00:00.000Z',
    },
  ],
};

const ME = (permissions: string[]) => ({
  admin: {
    id: '6f7a8b9c-0d1e-4f2a-9b4c-5d6e7f8091a2',
    name: 'Ana Admin',
    email: 'admin@arara.dev',
    profile: { name: 'Ops', isSuperAdmin: false, permissions },
  },
});

type Handler = (call: { method: string; body: unknown; url: URL }) => Response | undefined;

/** The back office's merchants API; `handle` answers a call first when it returns something. */
function mockApi({
  permissions = ['merchants.read', 'merchants.manage'],
  handle,
}: {
  permissions?: string[];
  handle?: Handler;
} = {}) {
  let current: Record<string, unknown> = { ...DETAIL };
  return mockFetch((call) => {
    const url = new URL(call.url, 'http://localhost');
    const path = url.pathname.replace(/^\/api/, '');
    const own = handle?.({ method: call.method, body: call.body, url });
    if (own) return own;
    if (path === '/admin/me') return jsonResponse(200, ME(permissions));
    if (path === '/admin/merchants' && call.method === 'GET')
      return jsonResponse(200, { merchants: [SUMMARY, ALPHA], page: 1, pageSize: 20, total: 2 });
    if (path === `/admin/merchants/${ID}` && call.method === 'GET')
      return jsonResponse(200, current);
    if (path === `/admin/merchants/${ID}/status`) {
      current = { ...current, status: (call.body as { status: string }).status };
      return jsonResponse(200, current);
    }
    return jsonResponse(404, apiError('NOT_FOUND', 'Merchant not found'));
  });
}

/** The two pages under one layout with the toaster, which stays while the page changes. */
const renderAt = (at: string) =>
  renderRoutes(
    [
      {
        path: '/admin',
        element: <Outlet />,
        children: [
          { path: 'merchants', element: <MerchantsListPage /> },
          { path: 'merchants/:id', element: <MerchantDetailPage /> },
        ],
      } as Parameters<typeof renderRoutes>[0][number],
    ],
    at,
  );

beforeEach(() => {
  sessionStore.getState().signOut();
  sessionStore.getState().signIn({ accessToken: 'admin-1', isAdmin: true });
});

describe('/admin/merchants', () => {
  test('rows: name linking to the details, CNPJ formatted (numeric and alphanumeric), status, balance', async () => {
    mockApi();
    renderAt('/admin/merchants');
    const link = await screen.findByRole('link', { name: 'Açaí Pagamentos Ltda' });
    expect(link).toHaveAttribute('href', `/admin/merchants/${ID}`);
    const row = link.closest('tr') as HTMLElement;
    expect(within(row).getByText('11.222.333/0001-81')).toBeInTheDocument();
    expect(within(row).getByText('Active')).toBeInTheDocument();
    expect(within(row).getByText(/R\$\s?1,234\.56/)).toBeInTheDocument();
    const alpha = screen.getByRole('link', { name: 'Nova Empresa Alfanumérica' }).closest('tr');
    expect(within(alpha as HTMLElement).getByText('12.ABC.345/01DE-35')).toBeInTheDocument();
    expect(within(alpha as HTMLElement).getByText('Onboarding')).toBeInTheDocument();
  });

  test('search and status are sent to the API', async () => {
    const api = mockApi();
    renderAt('/admin/merchants');
    await screen.findByText('Açaí Pagamentos Ltda');
    await user().type(
      screen.getByRole('searchbox', { name: 'Search by name or CNPJ' }),
      'acai{Enter}',
    );
    await waitFor(() =>
      expect(
        api
          .callsTo('/api/admin/merchants')
          .map((call) => new URL(call.url, 'http://localhost').searchParams.get('search')),
      ).toContain('acai'),
    );
    await user().click(screen.getByRole('combobox', { name: 'Status' }));
    await user().click(await screen.findByTitle('Inactive'));
    await waitFor(() => {
      const last = api.callsTo('/api/admin/merchants').at(-1);
      const params = new URL(last?.url ?? '', 'http://localhost').searchParams;
      expect([params.get('search'), params.get('status')]).toEqual(['acai', 'inactive']);
    });
  });

  test('empty and error states; no "New merchant" without merchants.manage', async () => {
    mockApi({
      permissions: ['merchants.read'],
      handle: ({ url }) =>
        url.pathname === '/api/admin/merchants'
          ? jsonResponse(200, { merchants: [], page: 1, pageSize: 20, total: 0 })
          : undefined,
    });
    renderAt('/admin/merchants');
    expect(await screen.findByText('No merchant matches these filters')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /New merchant/ })).not.toBeInTheDocument();
  });

  test('a list that cannot load says so (pt-BR)', async () => {
    await switchLanguage('pt-BR');
    mockApi({
      handle: ({ url }) =>
        url.pathname === '/api/admin/merchants'
          ? jsonResponse(500, apiError('INTERNAL_ERROR', 'boom'))
          : undefined,
    });
    renderAt('/admin/merchants');
    expect(
      await screen.findByText('Erro ao carregar estabelecimentos, tente novamente mais tarde'),
    ).toBeInTheDocument();
  });
});

/** Types a whole valid section (text fields at once; the two selects by picking). */
async function fillSection(region: HTMLElement, values: Record<string, string>) {
  for (const [label, value] of Object.entries(values))
    fireEvent.change(within(region).getByLabelText(label), { target: { value } });
}
async function pick(region: HTMLElement, label: string, option: string) {
  await user().click(within(region).getByLabelText(label));
  const options = await screen.findAllByTitle(option);
  await user().click(options.at(-1) as HTMLElement);
}

describe('merchant form', () => {
  test('create: an incomplete form shows each field error and keeps what was typed; UBOs added and removed', async () => {
    const api = mockApi();
    renderAt('/admin/merchants');
    await user().click(await screen.findByRole('button', { name: /New merchant/ }));
    const form = await screen.findByRole('form', { name: 'New merchant' });
    const individual = within(form).getByRole('region', { name: 'Individual' });
    await user().type(within(individual).getByLabelText('First name *'), 'Dana');
    await user().type(within(individual).getByLabelText('Tax ID (CPF) *'), '123.456.789-00');
    const ubos = within(form).getByRole('region', { name: 'Ultimate beneficial owners (UBOs)' });
    await user().click(within(ubos).getByRole('button', { name: /Add UBO/ }));
    await user().click(within(ubos).getByRole('button', { name: /Add UBO/ }));
    await user().type(
      within(ubos).getAllByLabelText('Ownership percentage *')[0] as HTMLElement,
      '60',
    );
    await user().type(
      within(ubos).getAllByLabelText('Ownership percentage *')[1] as HTMLElement,
      '50',
    );
    expect(within(ubos).getByText('Total ownership: 110%')).toBeInTheDocument();
    await user().click(screen.getByRole('button', { name: 'Save' }));

    expect(await within(form).findByText('Check the highlighted fields')).toBeInTheDocument();
    expect(within(individual).getByText('Invalid CPF')).toBeInTheDocument();
    expect(within(individual).getByLabelText('Last name *')).toHaveAccessibleDescription(
      'This field is required',
    );
    // What was typed is still there.
    expect(within(individual).getByLabelText('First name *')).toHaveValue('Dana');
    expect(within(individual).getByLabelText('Tax ID (CPF) *')).toHaveValue('123.456.789-00');
    // The second UBO can be removed.
    await user().click(within(ubos).getByRole('button', { name: /Remove UBO 2/ }));
    expect(within(ubos).getAllByLabelText('Ownership percentage *')).toHaveLength(1);
    expect(within(ubos).getByText('Total ownership: 60%')).toBeInTheDocument();
    expect(api.callsTo('/api/admin/merchants').filter((c) => c.method === 'POST')).toHaveLength(0);
  });

  test("create: a complete form is sent, a success toast, then the new merchant's page", async () => {
    const api = mockApi({
      handle: ({ method, url }) =>
        method === 'POST' && url.pathname === '/api/admin/merchants'
          ? jsonResponse(201, { ...DETAIL, status: 'onboarding' })
          : undefined,
    });
    const { router } = renderAt('/admin/merchants');
    await user().click(await screen.findByRole('button', { name: /New merchant/ }));
    const form = await screen.findByRole('form', { name: 'New merchant' });
    const individual = within(form).getByRole('region', { name: 'Individual' });
    await fillSection(individual, {
      'First name *': 'Dana',
      'Last name *': 'Demo',
      'Date of birth *': '1990-05-17',
      'Email *': 'dana@arara.test',
      'Tax ID (CPF) *': '123.456.789-09',
      'Phone *': '(11) 98765-4321',
      'Address line 1 *': 'Avenida Paulista, 1000',
      'City *': 'São Paulo',
      'State *': 'SP',
      'Postal code *': '01310-100',
    });
    await pick(individual, 'ID document type *', "CNH (driver's license)");
    await pick(individual, 'Proof of address type *', 'Utility bill');
    const business = within(form).getByRole('region', { name: 'Business' });
    await fillSection(business, {
      'Legal name *': 'Açaí Pagamentos Ltda',
      'Tax ID (CNPJ) *': '11.222.333/0001-81',
      'Formation date *': '2020-02-03',
      'Email *': 'contato@acai.test',
      'Address line 1 *': 'Rua da Assembleia, 10',
      'City *': 'Rio de Janeiro',
      'State *': 'RJ',
      'Postal code *': '20040-002',
    });
    await pick(business, 'Proof of address type *', 'Bank statement');
    await user().click(screen.getByRole('button', { name: 'Save' }));

    expect((await screen.findAllByText('Merchant created successfully')).length).toBeGreaterThan(0);
    await waitFor(() => expect(router.state.location.pathname).toBe(`/admin/merchants/${ID}`));
    const posts = api.callsTo('/api/admin/merchants').filter((c) => c.method === 'POST');
    expect(posts).toHaveLength(1);
    expect(posts[0]?.body).toEqual({
      individual: expect.objectContaining({
        firstName: 'Dana',
        cpf: '123.456.789-09',
        country: 'BR',
        idDocumentCountry: 'BR',
        idDocumentType: 'cnh',
        proofOfAddressType: 'utility_bill',
      }),
      business: expect.objectContaining({
        cnpj: '11.222.333/0001-81',
        proofOfAddressType: 'bank_statement',
      }),
      ubos: [],
    });
  });

  test('edit: the API refuses (CNPJ taken): the error on the fields, the input kept, an error toast', async () => {
    const api = mockApi({
      handle: ({ method, url }) =>
        method === 'PATCH' && url.pathname === `/api/admin/merchants/${ID}`
          ? jsonResponse(
              409,
              apiError('CONFLICT', 'Another merchant has this CNPJ', {
                'business.cnpj': 'admin:merchantsArea.errors.cnpjTaken',
              }),
            )
          : undefined,
    });
    renderAt(`/admin/merchants/${ID}`);
    await user().click(await screen.findByRole('button', { name: 'Edit' }));
    const form = await screen.findByRole('form', { name: 'Edit merchant' });
    const business = within(form).getByRole('region', { name: 'Business' });
    const cnpj = within(business).getByLabelText('Tax ID (CNPJ) *');
    expect(cnpj).toHaveValue('11222333000181');
    await user().clear(cnpj);
    await user().type(cnpj, '12.ABC.345/01DE-35');
    await user().clear(within(business).getByLabelText('Legal name *'));
    await user().type(within(business).getByLabelText('Legal name *'), 'Açaí Novo Ltda');
    await user().click(screen.getByRole('button', { name: 'Save' }));

    // A toast (sonner re-renders it as it animates in: found once is enough).
    await screen.findByText('Error updating merchant');
    expect(
      within(business).getByText('Another merchant already has this CNPJ'),
    ).toBeInTheDocument();
    expect(within(business).getByLabelText('Tax ID (CNPJ) *')).toHaveValue('12.ABC.345/01DE-35');
    expect(within(business).getByLabelText('Legal name *')).toHaveValue('Açaí Novo Ltda');
    const [patch] = api.callsTo(`/api/admin/merchants/${ID}`).filter((c) => c.method === 'PATCH');
    expect(patch?.body).toMatchObject({
      business: { cnpj: '12.ABC.345/01DE-35', legalName: 'Açaí Novo Ltda' },
      ubos: [{ id: UBO_ID, ownershipPercentage: 60 }],
    });
  });

  test('edit: saved, a success toast', async () => {
    mockApi({
      handle: ({ method, url, body }) =>
        method === 'PATCH' && url.pathname === `/api/admin/merchants/${ID}`
          ? jsonResponse(200, {
              ...DETAIL,
              name: (body as { business: { legalName: string } }).business.legalName,
            })
          : undefined,
    });
    renderAt(`/admin/merchants/${ID}`);
    await user().click(await screen.findByRole('button', { name: 'Edit' }));
    const form = await screen.findByRole('form', { name: 'Edit merchant' });
    const legalName = within(form).getByLabelText('Legal name *');
    await user().clear(legalName);
    await user().type(legalName, 'Açaí Renomeado Ltda');
    await user().click(screen.getByRole('button', { name: 'Save' }));
    // A toast (sonner re-renders it as it animates in: found once is enough).
    await screen.findByText('Merchant updated successfully');
    expect(await screen.findByRole('heading', { name: 'Açaí Renomeado Ltda' })).toBeInTheDocument();
  });
});

describe('/admin/merchants/:id', () => {
  test('status, balance, KYC, accounts, members, latest transactions, UBOs', async () => {
    mockApi();
    renderAt(`/admin/merchants/${ID}`);
    expect(
      await screen.findByRole('heading', { name: 'Açaí Pagamentos Ltda' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Under review')).toBeInTheDocument();
    expect(screen.getAllByText(/R\$\s?1,234\.56/).length).toBeGreaterThan(0);
    expect(screen.getByText('999 · Arara Pagamentos')).toBeInTheDocument();
    expect(screen.getByText('Conta principal')).toBeInTheDocument();
    const member = screen.getByText('Olga Owner').closest('tr') as HTMLElement;
    expect(within(member).getByText('Owner')).toBeInTheDocument();
    expect(within(member).getByText('Active')).toBeInTheDocument();
    expect(screen.getByText('PIX-OUT-0042')).toBeInTheDocument();
    expect(screen.getByText('Bruno Sócio')).toBeInTheDocument();
    expect(screen.getByText('60%')).toBeInTheDocument();
  });

  test("an unknown id: 'Merchant not found', verify the ID (pt-BR too)", async () => {
    mockApi();
    const { unmount } = renderAt(`/admin/merchants/${OTHER_ID}`);
    expect(await screen.findByText('Merchant not found')).toBeInTheDocument();
    expect(screen.getByText('Verify the ID and try again.')).toBeInTheDocument();
    unmount();
    await switchLanguage('pt-BR');
    renderAt('/admin/merchants/not-an-id');
    expect(await screen.findByText('Estabelecimento não encontrado')).toBeInTheDocument();
    expect(screen.getByText('Verifique o ID e tente novamente.')).toBeInTheDocument();
  });

  test('status change asks first, then applies and says so', async () => {
    const api = mockApi();
    renderAt(`/admin/merchants/${ID}`);
    await screen.findByRole('heading', { name: 'Açaí Pagamentos Ltda' });
    await user().click(screen.getByRole('combobox', { name: 'New status' }));
    await user().click(await screen.findByTitle('Inactive'));
    await user().click(screen.getByRole('button', { name: 'Change status' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent("Change the merchant's status?");
    expect(dialog).toHaveTextContent('Açaí Pagamentos Ltda goes from Active to Inactive');
    expect(dialog).toHaveTextContent('no money out');
    expect(api.callsTo(`/api/admin/merchants/${ID}/status`)).toHaveLength(0);
    await user().click(within(dialog).getByRole('button', { name: 'Change status' }));
    await waitFor(() => expect(api.callsTo(`/api/admin/merchants/${ID}/status`)).toHaveLength(1));
    // A toast (sonner re-renders it as it animates in: found once is enough).
    await screen.findByText('Merchant status changed to Inactive');
    expect(api.callsTo(`/api/admin/merchants/${ID}/status`)[0]?.body).toEqual({
      status: 'inactive',
    });
  });

  test('read-only admin: no edit, no status change', async () => {
    mockApi({ permissions: ['merchants.read'] });
    renderAt(`/admin/merchants/${ID}`);
    await screen.findByRole('heading', { name: 'Açaí Pagamentos Ltda' });
    expect(screen.queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'New status' })).not.toBeInTheDocument();
  });
});
