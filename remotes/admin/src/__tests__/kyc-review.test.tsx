import { sessionStore } from '@arara/session';
import { apiError, jsonResponse, mockFetch } from '@arara/test-utils/fetch';
import { setupSuiteI18n, switchLanguage } from '@arara/test-utils/i18n';
import { renderRoutes } from '@arara/test-utils/render';
import { screen, waitFor, within } from '@testing-library/react';
import { PointerEventsCheckLevel, userEvent } from '@testing-library/user-event';
import { KycDetailPage } from '../features/kyc/kyc-detail-page';
import { KycListPage } from '../features/kyc/kyc-list-page';

setupSuiteI18n(['common', 'admin']);

const user = () => userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });

const CASE_ID = '7d1e2f3a-4b5c-4d6e-8f70-8192a3b4c5d6';
const OTHER_CASE_ID = '8e2f3a4b-5c6d-4e7f-9a81-92a3b4c5d6e7';
const MERCHANT_ID = '3f0c1b2a-5d4e-4f6a-8b7c-9d0e1f2a3b4c';
const PNG_ID = '1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d';
const DOCX_ID = '2b3c4d5e-6f7a-4b8c-9d0e-1f2a3b4c5d6e';
const PDF_ID = '3c4d5e6f-7a8b-4c9d-8e1f-2a3b4c5d6e7f';

const summary = (overrides: object) => ({
  id: CASE_ID,
  merchantId: MERCHANT_ID,
  merchantName: 'Arara Demo Comércio Ltda',
  document: '11222333000181',
  status: 'submitted',
  createdAt: '2026-11-20T12:00:00.000Z',
  updatedAt: '2026-11-21T12:00:00.000Z',
  submittedAt: '2026-11-21T12:00:00.000Z',
  decidedAt: null,
  ...overrides,
});

const file = (id: string, type: string, filename: string, contentType: string, size: number) => ({
  id,
  purpose: 'onboarding_document',
  filename,
  type,
  contentType,
  size,
  createdAt: '2026-11-20T13:00:00.000Z',
});

const ONBOARDING = {
  id: CASE_ID,
  merchantId: MERCHANT_ID,
  merchantName: 'Arara Demo Comércio Ltda',
  status: 'under_review',
  data: {
    representative: {
      first_name: 'Dana',
      last_name: 'Demo',
      birth_date: '1990-05-17',
      tax_id: '12345678909',
      email: 'dana@arara.dev',
      phone: '11987654321',
    },
    representative_address: {
      postal_code: '01310-100',
      address_line1: 'Avenida Paulista, 1000',
      city: 'São Paulo',
      state: 'SP',
    },
    company: {
      legal_name: 'Arara Demo Comércio Ltda',
      tax_id: '11.222.333/0001-81',
      formation_date: '2020-02-03',
      email: 'contato@arara.dev',
      doing_business_as: 'Arara Demo',
    },
    company_address: {
      postal_code: '20040-002',
      address_line1: 'Rua da Assembleia, 10',
      city: 'Rio de Janeiro',
      state: 'RJ',
    },
    beneficial_owners: [
      {
        first_name: 'Bruno',
        last_name: 'Sócio',
        birth_date: '1985-01-01',
        tax_id: '52998224725',
        ownership_percentage: 60,
      },
    ],
  },
  documents: [
    {
      type: 'identity_front',
      file: file(PNG_ID, 'png', 'rg-frente.png', 'image/png', 2048),
      uploadedAt: '2026-11-20T13:00:00.000Z',
    },
    {
      type: 'company_formation',
      file: file(
        DOCX_ID,
        'docx',
        'contrato-social.docx',
        'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
        3 * 1024 * 1024,
      ),
      uploadedAt: '2026-11-20T13:05:00.000Z',
    },
    {
      type: 'proof_of_address',
      file: file(PDF_ID, 'pdf', 'conta-de-luz.pdf', 'application/pdf', 500),
      uploadedAt: '2026-11-20T13:10:00.000Z',
    },
  ],
  decisionReason: null,
  version: 4,
  createdAt: '2026-11-20T12:00:00.000Z',
  updatedAt: '2026-11-21T12:30:00.000Z',
  submittedAt: '2026-11-21T12:00:00.000Z',
  decidedAt: null,
  events: [
    {
      id: 'e1',
      action: 'submitted',
      actor: { type: 'user', id: 'u1', name: 'Dana Demo' },
      reason: null,
      notes: null,
      documentType: null,
      createdAt: '2026-11-21T12:00:00.000Z',
    },
    {
      id: 'e2',
      action: 'revision_requested',
      actor: { type: 'admin', id: 'a1', name: 'Ana Admin' },
      reason: 'The proof of address is older than 90 days',
      notes: 'Called the merchant',
      documentType: null,
      createdAt: '2026-11-21T12:10:00.000Z',
    },
    {
      id: 'e3',
      action: 'review_started',
      actor: { type: 'system', id: null, name: null },
      reason: null,
      notes: null,
      documentType: null,
      createdAt: '2026-11-21T12:30:00.000Z',
    },
  ],
};

beforeEach(() => {
  sessionStore.getState().signOut();
  sessionStore.getState().signIn({ accessToken: 'admin-1', isAdmin: true });
  Object.defineProperty(URL, 'createObjectURL', {
    configurable: true,
    writable: true,
    value: () => 'blob:kyc-document',
  });
  Object.defineProperty(URL, 'revokeObjectURL', {
    configurable: true,
    writable: true,
    value: jest.fn(),
  });
});

/** The back office's KYC API: the list (two pages), one case, its files and the decisions. */
function mockKycApi({ decision }: { decision?: (path: string, body: unknown) => Response } = {}) {
  let current: Record<string, unknown> = { ...ONBOARDING };
  return mockFetch((call) => {
    const url = new URL(call.url, 'http://localhost');
    const path = url.pathname.replace(/^\/api/, '');
    if (path === '/admin/kyc') {
      if (url.searchParams.get('cursor') === 'page-2')
        return jsonResponse(200, {
          items: [summary({ id: OTHER_CASE_ID, merchantName: 'Loja Segunda Página' })],
          nextCursor: null,
        });
      return jsonResponse(200, {
        items: [
          summary({}),
          summary({
            id: OTHER_CASE_ID,
            merchantName: 'Nova Empresa Alfanumérica',
            document: '12ABC34501DE35',
            status: 'requires_revision',
            submittedAt: null,
          }),
        ],
        nextCursor: 'page-2',
      });
    }
    if (path === `/admin/kyc/${CASE_ID}`) return jsonResponse(200, current);
    if (path === `/admin/kyc/${CASE_ID}/files/${PNG_ID}`)
      return new Response(new Uint8Array([0x89, 0x50, 0x4e, 0x47]), {
        status: 200,
        headers: { 'Content-Type': 'image/png' },
      });
    if (path === `/admin/kyc/${CASE_ID}/files/${PDF_ID}`)
      return new Response('%PDF-1.7', {
        status: 200,
        headers: { 'Content-Type': 'application/pdf' },
      });
    if (path.startsWith(`/admin/kyc/${CASE_ID}/`) && call.method === 'POST') {
      if (decision) return decision(path, call.body);
      current = {
        ...current,
        status: path.endsWith('/approve') ? 'approved' : 'rejected',
        decidedAt: '2026-11-22T10:00:00.000Z',
      };
      return jsonResponse(200, current);
    }
    return jsonResponse(404, apiError('NOT_FOUND', path));
  });
}

const renderAt = (at: string) =>
  renderRoutes(
    [
      { path: '/admin/kyc', element: <KycListPage /> },
      {
        path: '/admin/kyc/:id',
        element: <KycDetailPage />,
      },
    ],
    at,
  );

describe('/admin/kyc', () => {
  test('the filters come from the URL, are sent to the API and written back to it', async () => {
    const api = mockKycApi();
    const { router } = renderAt('/admin/kyc?status=under_review&name=Arara');
    await screen.findByText('Arara Demo Comércio Ltda');
    const first = new URL(api.callsTo('/api/admin/kyc')[0]?.url ?? '', 'http://localhost');
    expect(first.searchParams.get('status')).toBe('under_review');
    expect(first.searchParams.get('name')).toBe('Arara');
    expect(
      screen.getByRole('combobox', { name: 'Status' }).closest('.ant-select'),
    ).toHaveTextContent('Under review');
    expect(screen.getByRole('searchbox', { name: 'Merchant name' })).toHaveValue('Arara');

    await user().type(screen.getByRole('searchbox', { name: 'CNPJ' }), '11.222.333{Enter}');
    await waitFor(() =>
      expect(new URLSearchParams(router.state.location.search).get('document')).toBe('11.222.333'),
    );
    await waitFor(() =>
      expect(
        api
          .callsTo('/api/admin/kyc')
          .map((call) => new URL(call.url, 'http://localhost').searchParams.get('document')),
      ).toContain('11.222.333'),
    );
    expect(new URLSearchParams(router.state.location.search).get('status')).toBe('under_review');
  });

  test('rows: merchant linking to the case, CNPJ formatted (numeric and alphanumeric), status; load more', async () => {
    const api = mockKycApi();
    renderAt('/admin/kyc');
    const link = await screen.findByRole('link', { name: 'Arara Demo Comércio Ltda' });
    expect(link).toHaveAttribute('href', `/admin/kyc/${CASE_ID}`);
    const row = link.closest('tr') as HTMLElement;
    expect(within(row).getByText('11.222.333/0001-81')).toBeVisible();
    expect(within(row).getByText('Pending')).toBeVisible();
    const other = screen.getByRole('link', { name: 'Nova Empresa Alfanumérica' }).closest('tr');
    expect(within(other as HTMLElement).getByText('12.ABC.345/01DE-35')).toBeVisible();
    expect(within(other as HTMLElement).getByText('Requires revision')).toBeVisible();

    await user().click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('Loja Segunda Página')).toBeVisible();
    expect(api.callsTo('/api/admin/kyc').at(-1)?.url).toContain('cursor=page-2');
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  test('an admin whose profile does not grant kyc.review is told so', async () => {
    mockFetch(() => jsonResponse(403, apiError('FORBIDDEN', 'forbidden')));
    renderAt('/admin/kyc');
    expect(
      await screen.findByText('You do not have permission to review KYC cases.'),
    ).toBeVisible();
  });

  test('in Portuguese: columns, statuses and filters', async () => {
    await switchLanguage('pt-BR');
    mockKycApi();
    renderAt('/admin/kyc');
    const row = (await screen.findByRole('link', { name: 'Arara Demo Comércio Ltda' })).closest(
      'tr',
    );
    expect(within(row as HTMLElement).getByText('Pendente')).toBeVisible();
    expect(screen.getByRole('columnheader', { name: 'Estabelecimento' })).toBeVisible();
    expect(screen.getByRole('searchbox', { name: 'Nome do estabelecimento' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Carregar mais' })).toBeVisible();
  });
});

describe('/admin/kyc/:id', () => {
  test('header and tabs: company data, personal data, UBOs with their share', async () => {
    mockKycApi();
    const u = user();
    renderAt(`/admin/kyc/${CASE_ID}`);
    expect(await screen.findByText('Under review')).toBeVisible();
    expect(screen.getAllByText('11.222.333/0001-81').length).toBeGreaterThan(0);
    let panel = screen.getByRole('tabpanel');
    expect(within(panel).getByText('Arara Demo')).toBeVisible();
    expect(within(panel).getByText('Rua da Assembleia, 10')).toBeVisible();

    await u.click(screen.getByRole('tab', { name: 'Personal data' }));
    panel = screen.getByRole('tabpanel');
    expect(within(panel).getByText('123.456.789-09')).toBeVisible();
    expect(within(panel).getByText('Avenida Paulista, 1000')).toBeVisible();

    await u.click(screen.getByRole('tab', { name: 'UBOs' }));
    panel = screen.getByRole('tabpanel');
    expect(within(panel).getByText('Bruno Sócio')).toBeVisible();
    expect(within(panel).getByText('60%')).toBeVisible();
  });

  test('documents: the five types; a PNG is shown as an image, a DOCX is not previewed', async () => {
    const api = mockKycApi();
    const u = user();
    renderAt(`/admin/kyc/${CASE_ID}`);
    await u.click(await screen.findByRole('tab', { name: 'Documents' }));
    const panel = screen.getByRole('tabpanel');
    expect(within(panel).getAllByText('Not uploaded')).toHaveLength(2);
    expect(within(panel).getByText('contrato-social.docx')).toBeVisible();
    expect(within(panel).getByText('3 MB')).toBeVisible();

    await u.click(screen.getByRole('button', { name: 'View: Identity (front)' }));
    const image = await screen.findByRole('img', { name: 'rg-frente.png' });
    expect(image).toHaveAttribute('src', 'blob:kyc-document');
    expect(api.callsTo(`/api/admin/kyc/${CASE_ID}/files/${PNG_ID}`)).toHaveLength(1);

    await u.click(screen.getByRole('button', { name: 'View: Company formation' }));
    expect(await screen.findByText('Preview not available')).toBeVisible();
    expect(screen.getByRole('button', { name: /Download$/ })).toBeVisible();
    expect(screen.queryByRole('img', { name: 'rg-frente.png' })).toBeNull();
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:kyc-document');
    expect(api.callsTo(`/api/admin/kyc/${CASE_ID}/files/${DOCX_ID}`)).toHaveLength(0);

    await u.click(screen.getByRole('button', { name: 'View: Proof of address' }));
    expect(await screen.findByTitle('conta-de-luz.pdf')).toHaveAttribute(
      'src',
      'blob:kyc-document',
    );
  });

  test('activity history: who did what, when, with the reason and the notes', async () => {
    mockKycApi();
    renderAt(`/admin/kyc/${CASE_ID}`);
    await screen.findByText('Activity history');
    // The timeline is drawn once antd's loads (its own chunk).
    const lines = await screen.findAllByTestId('kyc-activity-line');
    expect(lines).toHaveLength(3);
    expect(lines[0]).toHaveTextContent('Dana Demo submitted for review');
    expect(lines[1]).toHaveTextContent('Ana Admin requested a revision');
    expect(lines[1]).toHaveTextContent('Reason: The proof of address is older than 90 days');
    expect(lines[1]).toHaveTextContent('Notes: Called the merchant');
    expect(lines[2]).toHaveTextContent('Arara started the review');
  });

  test('reject all needs a reason: the message is shown and nothing is sent', async () => {
    const api = mockKycApi();
    const u = user();
    renderAt(`/admin/kyc/${CASE_ID}`);
    await u.click(await screen.findByRole('button', { name: 'Reject all' }));
    const dialog = await screen.findByRole('dialog');
    expect(
      within(dialog).getByText('This is definitive: the merchant must start a new process.'),
    ).toBeInTheDocument();
    await u.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await within(dialog).findByText('Enter a reason')).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: 'Reason' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    expect(api.callsTo(`/api/admin/kyc/${CASE_ID}/reject`)).toHaveLength(0);
  });

  test('a reason refused by the API is shown on its field', async () => {
    const api = mockKycApi({
      decision: () =>
        jsonResponse(
          400,
          apiError('VALIDATION_ERROR', 'invalid', {
            reason: 'compliance:onboarding.errors.tooLong',
          }),
        ),
    });
    const u = user();
    renderAt(`/admin/kyc/${CASE_ID}`);
    await u.click(await screen.findByRole('button', { name: 'Request revision' }));
    const dialog = await screen.findByRole('dialog');
    await u.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'Blurry photo');
    await u.click(within(dialog).getByRole('button', { name: 'Request revision' }));
    expect(await within(dialog).findByText('This text is too long')).toBeInTheDocument();
    expect(api.callsTo(`/api/admin/kyc/${CASE_ID}/request-revision`)[0]?.body).toEqual({
      reason: 'Blurry photo',
    });
  });

  test('approve all: definitive, sent, and the new status shows without the actions', async () => {
    const api = mockKycApi();
    const u = user();
    renderAt(`/admin/kyc/${CASE_ID}`);
    await u.click(await screen.findByRole('button', { name: 'Approve all' }));
    const dialog = await screen.findByRole('dialog');
    expect(
      within(dialog).getByText(
        'This is definitive: the merchant gets full access, including sending money.',
      ),
    ).toBeInTheDocument();
    await u.type(
      within(dialog).getByRole('textbox', { name: 'Admin notes (optional)' }),
      'All good',
    );
    await u.click(within(dialog).getByRole('button', { name: 'Approve' }));

    expect(await screen.findByText('Approved')).toBeVisible();
    expect(api.callsTo(`/api/admin/kyc/${CASE_ID}/approve`)[0]?.body).toEqual({
      notes: 'All good',
    });
    expect(screen.queryByRole('button', { name: 'Approve all' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Reject all' })).toBeNull();
  });

  test('a 409 says the case changed and reads it again', async () => {
    const api = mockKycApi({
      decision: () =>
        jsonResponse(409, apiError('CONFLICT', 'compliance:onboarding.errors.cannotEdit')),
    });
    const u = user();
    renderAt(`/admin/kyc/${CASE_ID}`);
    await u.click(await screen.findByRole('button', { name: 'Approve all' }));
    const dialog = await screen.findByRole('dialog');
    const reads = api.callsTo(`/api/admin/kyc/${CASE_ID}`).length;
    await u.click(within(dialog).getByRole('button', { name: 'Approve' }));
    // The toast (sonner) also writes it to its live region: the text, wherever it is.
    await waitFor(() =>
      expect(document.body).toHaveTextContent('This case was changed in the meantime'),
    );
    await waitFor(() =>
      expect(api.callsTo(`/api/admin/kyc/${CASE_ID}`).length).toBeGreaterThan(reads),
    );
  });
});
