import { sessionStore } from '@arara/session';
import { apiError, jsonResponse, mockFetch } from '@arara/test-utils/fetch';
import { setupSuiteI18n, switchLanguage } from '@arara/test-utils/i18n';
import { renderRoutes } from '@arara/test-utils/render';
import { formatMoney } from '@arara/ui/data';
import { screen, waitFor, within } from '@testing-library/react';
import { PointerEventsCheckLevel, userEvent } from '@testing-library/user-event';
import { TransactionsPage } from '../features/transactions/transactions-page';

setupSuiteI18n(['common', 'admin', 'period']);

const user = () => userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });

const MERCHANT_ID = '3f0c1b2a-5d4e-4f6a-8b7c-9d0e1f2a3b4c';
const OTHER_MERCHANT_ID = '4a1d2c3b-6e5f-4a7b-9c8d-0e1f2a3b4c5d';
const DOCUMENT_ID = '7d1e2f3a-4b5c-4d6e-8f70-8192a3b4c5d6';

const row = (overrides: object) => ({
  id: '11111111-2222-4333-8444-555555555555',
  merchantId: MERCHANT_ID,
  merchantName: 'Arara Demo Comércio Ltda',
  reference: 'WD-0001',
  type: 'withdraw',
  amount: 250_000,
  status: 'approved',
  createdAt: '2026-11-20T13:00:00.000Z',
  documentId: DOCUMENT_ID,
  ...overrides,
});
const FIRST_PAGE = [
  row({}),
  row({
    id: '22222222-2222-4333-8444-555555555555',
    type: 'fee',
    amount: 150,
    reference: 'WD-0001',
  }),
];
const SECOND_PAGE = [
  row({
    id: '33333333-2222-4333-8444-555555555555',
    merchantId: OTHER_MERCHANT_ID,
    merchantName: 'Loja Segunda Página',
    type: 'payment',
    status: 'pending',
    amount: 9_900,
    documentId: null,
    reference: null,
  }),
];

type Answer = 'rows' | 'empty' | 'error';
function mockTransactions(answer: Answer = 'rows') {
  return mockFetch((call) => {
    const url = new URL(call.url, 'http://localhost');
    if (url.pathname === '/api/admin/transactions') {
      if (answer === 'error') return jsonResponse(500, apiError('INTERNAL', 'boom'));
      if (answer === 'empty') return jsonResponse(200, { items: [], nextCursor: null });
      return url.searchParams.get('cursor') === 'page-2'
        ? jsonResponse(200, { items: SECOND_PAGE, nextCursor: null })
        : jsonResponse(200, { items: FIRST_PAGE, nextCursor: 'page-2' });
    }
    return jsonResponse(404, apiError('NOT_FOUND', url.pathname));
  });
}
const lastQuery = (api: ReturnType<typeof mockTransactions>) =>
  new URL(api.callsTo('/api/admin/transactions').at(-1)?.url ?? '', 'http://localhost')
    .searchParams;

const renderAt = (at: string) =>
  renderRoutes(
    [
      {
        path: '/admin/transactions',
        element: <TransactionsPage />,
      },
      { path: '/admin/merchants/:id', element: <h1>Merchant page</h1> },
    ],
    at,
  );

beforeEach(() => {
  sessionStore.getState().signOut();
  sessionStore.getState().signIn({ accessToken: 'admin-1', isAdmin: true });
});
afterEach(() => switchLanguage('en'));

describe('/admin/transactions', () => {
  test('rows: merchant link, type, amount in reais, status, document; load more', async () => {
    const api = mockTransactions();
    renderAt('/admin/transactions');
    const links = await screen.findAllByRole('link', { name: 'Arara Demo Comércio Ltda' });
    expect(links[0]).toHaveAttribute('href', `/admin/merchants/${MERCHANT_ID}`);
    const withdraw = links[0]?.closest('tr') as HTMLElement;
    expect(within(withdraw).getByText('Withdraw')).toBeVisible();
    expect(within(withdraw).getByText(formatMoney(250_000, 'en'))).toBeVisible();
    expect(within(withdraw).getByText('Approved')).toBeVisible();
    expect(within(withdraw).getByTitle(DOCUMENT_ID)).toBeVisible();
    const fee = links[1]?.closest('tr') as HTMLElement;
    expect(within(fee).getByText('Fee')).toBeVisible();
    expect(within(fee).getByText(formatMoney(150, 'en'))).toBeVisible();
    expect(screen.getByText('2 transactions shown')).toBeVisible();

    await user().click(screen.getByRole('button', { name: 'Load more' }));
    const other = await screen.findByRole('link', { name: 'Loja Segunda Página' });
    const pending = other.closest('tr') as HTMLElement;
    expect(within(pending).getByText('Pending')).toBeVisible();
    expect(within(pending).getByText('No document')).toBeVisible();
    expect(lastQuery(api).get('cursor')).toBe('page-2');
    expect(screen.getByText('3 transactions shown')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  test('filters from the URL are sent; typed amounts go in cents, checked in order first', async () => {
    const api = mockTransactions();
    const { router } = renderAt(
      `/admin/transactions?type=fee&status=approved&merchantId=${MERCHANT_ID}&period=custom&from=2026-11-01&to=2026-11-20`,
    );
    await screen.findAllByRole('link', { name: 'Arara Demo Comércio Ltda' });
    const first = lastQuery(api);
    expect(first.get('type')).toBe('fee');
    expect(first.get('status')).toBe('approved');
    expect(first.get('merchantId')).toBe(MERCHANT_ID);
    expect(first.get('from')).toBe('2026-11-01');
    expect(first.get('to')).toBe('2026-11-20');
    expect(screen.getByRole('combobox', { name: 'Type' }).closest('.ant-select')).toHaveTextContent(
      'Fee',
    );
    expect(screen.getByRole('textbox', { name: 'Merchant' })).toHaveValue(MERCHANT_ID);

    const calls = api.callsTo('/api/admin/transactions').length;
    await user().type(screen.getByRole('textbox', { name: 'Minimum amount' }), '20');
    await user().type(screen.getByRole('textbox', { name: 'Maximum amount' }), '10,50');
    await user().click(screen.getByRole('button', { name: 'Apply filters' }));
    expect(
      await screen.findByText('The minimum amount must not be above the maximum'),
    ).toBeVisible();
    expect(api.callsTo('/api/admin/transactions')).toHaveLength(calls);

    await user().clear(screen.getByRole('textbox', { name: 'Minimum amount' }));
    await user().type(screen.getByRole('textbox', { name: 'Minimum amount' }), '1.234,56');
    await user().clear(screen.getByRole('textbox', { name: 'Maximum amount' }));
    await user().type(screen.getByRole('textbox', { name: 'Maximum amount' }), '2000');
    await user().click(screen.getByRole('button', { name: 'Apply filters' }));
    await waitFor(() => expect(lastQuery(api).get('minAmount')).toBe('123456'));
    expect(lastQuery(api).get('maxAmount')).toBe('200000');
    expect(lastQuery(api).get('type')).toBe('fee');
    const search = new URLSearchParams(router.state.location.search);
    expect(search.get('minAmount')).toBe('123456');
    expect(screen.queryByText('The minimum amount must not be above the maximum')).toBeNull();

    await user().clear(screen.getByRole('textbox', { name: 'Merchant' }));
    await user().type(screen.getByRole('textbox', { name: 'Merchant' }), 'not-an-id');
    await user().click(screen.getByRole('button', { name: 'Apply filters' }));
    expect(await screen.findByText('Enter a valid merchant ID')).toBeVisible();
    expect(lastQuery(api).get('merchantId')).toBe(MERCHANT_ID);
  });

  test('empty and error states', async () => {
    mockTransactions('empty');
    const { unmount } = renderAt('/admin/transactions');
    expect(await screen.findByText('No transactions match these filters')).toBeVisible();
    unmount();
    mockTransactions('error');
    renderAt('/admin/transactions');
    expect(await screen.findByText('Unable to load transactions, try again later')).toBeVisible();
  });

  test('in Portuguese', async () => {
    await switchLanguage('pt-BR');
    mockTransactions();
    renderAt('/admin/transactions');
    const links = await screen.findAllByRole('link', { name: 'Arara Demo Comércio Ltda' });
    const withdraw = links[0]?.closest('tr') as HTMLElement;
    expect(within(withdraw).getByText('Saque')).toBeVisible();
    expect(within(withdraw).getByText('Aprovada')).toBeVisible();
    expect(within(withdraw).getByText(formatMoney(250_000, 'pt-BR'))).toBeVisible();
    expect(screen.getByRole('button', { name: 'Carregar mais' })).toBeVisible();
    expect(screen.getByRole('button', { name: /Exportar CSV/ })).toBeVisible();
  });
});
