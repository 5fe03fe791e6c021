import { getQueryClient } from '@arara/api-client/query';
import { sessionStore } from '@arara/session';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { jsonResponse, mockFetch } from '@arara/test-utils/fetch';
import { setupI18n, switchLanguage } from '@arara/test-utils/i18n';
import { prefetchHome } from '../features/home/api/get-home';
import { HomePage } from '../features/home/routes/home-page';
import { apiError, STATEMENT_ENTRY } from './fixtures';
import { MERCHANT_ID, renderPage } from '@arara/test-utils/render';

beforeAll(() => setupI18n(['common', 'accounts', 'period']));
afterEach(() => switchLanguage('en'));

const HOME = {
  period: { from: '2026-10-25', to: '2026-11-23', timeZone: 'America/Sao_Paulo' },
  balance: { current: 123_456, blocked: 23_456, available: 100_000, ratio: 0.81 },
  summary: {
    current: 123_456,
    blocked: 23_456,
    available: 100_000,
    deposits: 500_000,
    fees: 1_250,
    withdrawals: 200_000,
    refunds: 0,
    transfersIn: 10_000,
    transfersOut: 10_000,
  },
  latestTransactions: [
    STATEMENT_ENTRY,
    { ...STATEMENT_ENTRY, id: '9000', type: 'fee', amount: -1_250, reference: 'FEE-1' },
  ],
  history: [
    { date: '2026-11-22', balance: 100_000 },
    { date: '2026-11-23', balance: 123_456 },
  ],
};

function renderHome(at = '/', answer = () => jsonResponse(200, HOME)) {
  return renderPage([{ path: '/', element: <HomePage /> }], {
    at,
    api: (_call, path) => (path === `/merchants/${MERCHANT_ID}/home` ? answer() : undefined),
  });
}

test('shows the balance cards, the period summary and the latest transactions in reais', async () => {
  renderHome();
  const cards = await screen.findByRole('list', { name: 'Balances' });
  const items = within(cards).getAllByRole('listitem');
  expect(items.map((item) => item.textContent)).toEqual([
    expect.stringContaining('Total balance'),
    expect.stringContaining('Blocked balance'),
    expect.stringContaining('Available balance'),
    expect.stringContaining('Balance ratio'),
  ]);
  expect(items[0]).toHaveTextContent('R$1,234.56');
  expect(items[1]).toHaveTextContent('R$234.56');
  expect(items[2]).toHaveTextContent('R$1,000.00');
  expect(items[3]).toHaveTextContent('81%');
  // The chart and the tables paint a frame after the balance cards.
  expect(await screen.findByText('PIX-E2E-0001')).toBeVisible();
  expect(screen.getByText('+R$2,500.00')).toBeVisible();
  // One row per movement, newest first, each opening its entry and its account.
  const latest = screen.getByText('PIX-E2E-0001').closest('table');
  if (!latest) throw new Error('the latest movements are not a table');
  const [, pix, fee] = within(latest).getAllByRole('row');
  if (!pix || !fee) throw new Error('expected a row for each of the two movements');
  expect(within(pix).getAllByRole('link')[0]).toHaveAttribute(
    'href',
    `/accounts/extract/${STATEMENT_ENTRY.id}`,
  );
  expect(within(pix).getAllByRole('link')[1]).toHaveAttribute(
    'href',
    `/accounts/virtual/${STATEMENT_ENTRY.virtualAccountId}`,
  );
  expect(fee).toHaveTextContent('FEE-1');
  expect(fee).toHaveTextContent('-R$12.50');
  expect(screen.getByText('Balance over the period')).toBeVisible();
  expect(await screen.findByRole('figure')).toHaveTextContent(/R\$1,000\.00 → R\$1,234\.56/);
});

test('in Portuguese the amounts read R$ 1.234,56', async () => {
  await switchLanguage('pt-BR');
  renderHome();
  const cards = await screen.findByRole('list', { name: 'Saldos' });
  expect(within(cards).getAllByRole('listitem')[0]).toHaveTextContent('Saldo totalR$ 1.234,56');
  expect(await screen.findByText('Depósito', { selector: '.ant-tag' })).toBeVisible();
});

test('the period comes from the URL and a new one is asked of the API', async () => {
  const { fetchMock, router } = renderHome('/?period=custom&from=2026-09-01&to=2026-09-30');
  await screen.findByRole('list', { name: 'Balances' });
  const homeCalls = () => fetchMock.callsTo(`/api/merchants/${MERCHANT_ID}/home`);
  expect(new URL(homeCalls()[0]?.url ?? '', 'http://x').search).toBe(
    '?from=2026-09-01&to=2026-09-30',
  );

  await userEvent.selectOptions(
    await screen.findByRole('combobox', { name: 'Period' }),
    'Last 7 days',
  );
  expect(router.state.location.search).toBe('?period=last7');
  const last = new URL(homeCalls().at(-1)?.url ?? '', 'http://x').searchParams;
  const days = (Date.parse(last.get('to') ?? '') - Date.parse(last.get('from') ?? '')) / 86_400_000;
  expect(days).toBe(6);
});

test('a failed load says Error loading data and tries again on request', async () => {
  let isDown = true;
  renderHome('/', () =>
    isDown ? jsonResponse(500, apiError('INTERNAL', 'boom')) : jsonResponse(200, HOME),
  );
  expect(await screen.findByText('Error loading data')).toBeVisible();
  isDown = false;
  await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
  expect(await screen.findByRole('list', { name: 'Balances' })).toBeVisible();
});

test('prefetched before it renders, the home shows its balances while its own request is on its way', async () => {
  sessionStore.getState().signIn({ accessToken: 't', isAdmin: false });
  sessionStore.getState().setCurrentMerchant(MERCHANT_ID);
  const prefetched = mockFetch(async () => jsonResponse(200, HOME));
  await prefetchHome();
  expect(prefetched.callsTo(`/api/merchants/${MERCHANT_ID}/home`)).toHaveLength(1);

  // The page revalidates on mount (docs/requirements/ui-conventions.md "Data fetching"); that answer never comes in this test.
  const { fetchMock } = renderPage([{ path: '/', element: <HomePage /> }], {
    at: '/',
    client: getQueryClient(),
    api: (_call, path) =>
      path === `/merchants/${MERCHANT_ID}/home` ? new Promise<Response>(() => {}) : undefined,
  });

  const cards = await screen.findByRole('list', { name: 'Balances' });
  expect(within(cards).getAllByRole('listitem')[0]).toHaveTextContent('R$1,234.56');
  expect(fetchMock.callsTo(`/api/merchants/${MERCHANT_ID}/home`)).toHaveLength(1);
});
