import { sessionStore } from '@arara/session';
import { apiError, jsonResponse, mockFetch } from '@arara/test-utils/fetch';
import { setupSuiteI18n, switchLanguage } from '@arara/test-utils/i18n';
import { renderRoutes } from '@arara/test-utils/render';
import { formatMoney, periodRange } from '@arara/ui/data';
import { screen, waitFor, within } from '@testing-library/react';
import { PointerEventsCheckLevel, userEvent } from '@testing-library/user-event';
import { TransactionsReportPage } from '../features/reports/transactions-report-page';

setupSuiteI18n(['common', 'admin', 'period']);

const user = () => userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });

const MERCHANT_ID = '3f0c1b2a-5d4e-4f6a-8b7c-9d0e1f2a3b4c';
const OTHER_MERCHANT_ID = '4a1d2c3b-6e5f-4a7b-9c8d-0e1f2a3b4c5d';
const REPORT = {
  from: '2026-11-01',
  to: '2026-11-03',
  total: { count: 5, amount: 1_234_567 },
  byDay: [
    { date: '2026-11-01', count: 3, amount: 1_000_000 },
    { date: '2026-11-02', count: 0, amount: 0 },
    { date: '2026-11-03', count: 2, amount: 234_567 },
  ],
  byType: [
    { type: 'payment', count: 0, amount: 0 },
    { type: 'deposit', count: 3, amount: 1_200_000 },
    { type: 'fee', count: 1, amount: 4_567 },
    { type: 'withdraw', count: 1, amount: 30_000 },
    { type: 'transfer', count: 0, amount: 0 },
  ],
  byMerchant: [
    {
      merchantId: MERCHANT_ID,
      merchantName: 'Arara Demo Comércio Ltda',
      count: 4,
      amount: 1_200_000,
    },
    { merchantId: OTHER_MERCHANT_ID, merchantName: 'Loja Exemplo Ltda', count: 1, amount: 34_567 },
  ],
};
const EMPTY = {
  ...REPORT,
  total: { count: 0, amount: 0 },
  byDay: REPORT.byDay.map((day) => ({ ...day, count: 0, amount: 0 })),
  byType: REPORT.byType.map((type) => ({ ...type, count: 0, amount: 0 })),
  byMerchant: [],
};

let saved: string[];
beforeEach(() => {
  sessionStore.getState().signOut();
  sessionStore.getState().signIn({ accessToken: 'admin-1', isAdmin: true });
  saved = [];
  Object.defineProperty(URL, 'createObjectURL', {
    configurable: true,
    writable: true,
    value: () => 'blob:report',
  });
  Object.defineProperty(URL, 'revokeObjectURL', {
    configurable: true,
    writable: true,
    value: () => undefined,
  });
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    saved.push(this.download);
  });
});
afterEach(async () => {
  jest.restoreAllMocks();
  await switchLanguage('en');
});

function mockReport(answer: 'report' | 'empty' | 'error' = 'report') {
  return mockFetch((call) => {
    const url = new URL(call.url, 'http://localhost');
    if (url.pathname === '/api/admin/reports/transactions') {
      if (answer === 'error') return jsonResponse(500, apiError('INTERNAL', 'boom'));
      return jsonResponse(200, answer === 'empty' ? EMPTY : REPORT);
    }
    if (url.pathname === '/api/admin/reports/transactions/export') {
      return new Response('\ufeffDate,Merchant\r\n', {
        status: 200,
        headers: {
          'Content-Type': 'text/csv; charset=utf-8',
          'Content-Disposition':
            'attachment; filename="transactions-report-2026-11-01-2026-11-03.csv"',
        },
      });
    }
    return jsonResponse(404, apiError('NOT_FOUND', url.pathname));
  });
}

const renderAt = (at: string) =>
  renderRoutes(
    [
      {
        path: '/admin/reports/transactions',
        element: <TransactionsReportPage />,
      },
    ],
    at,
  );
const CUSTOM = '/admin/reports/transactions?period=custom&from=2026-11-01&to=2026-11-03';

describe('/admin/reports/transactions', () => {
  test('totals, by type and by merchant for the period; the CSV of the same period', async () => {
    const api = mockReport();
    renderAt(CUSTOM);
    expect(await screen.findByText(formatMoney(1_234_567, 'en'))).toBeVisible();
    const sent = new URL(
      api.callsTo('/api/admin/reports/transactions')[0]?.url ?? '',
      'http://localhost',
    ).searchParams;
    expect([sent.get('from'), sent.get('to')]).toEqual(['2026-11-01', '2026-11-03']);

    const byType = screen.getByText('By type').closest('.ant-card') as HTMLElement;
    const deposit = within(byType).getByText('Deposit').closest('tr') as HTMLElement;
    expect(within(deposit).getByText(formatMoney(1_200_000, 'en'))).toBeVisible();
    const fee = within(byType).getByText('Fee').closest('tr') as HTMLElement;
    expect(within(fee).getByText(formatMoney(4_567, 'en'))).toBeVisible();

    const merchant = screen.getByRole('link', { name: 'Loja Exemplo Ltda' });
    expect(merchant).toHaveAttribute('href', `/admin/merchants/${OTHER_MERCHANT_ID}`);
    expect(
      within(merchant.closest('tr') as HTMLElement).getByText(formatMoney(34_567, 'en')),
    ).toBeVisible();
    expect(await screen.findByRole('figure', { name: 'Amount per day' })).toBeVisible();

    await user().click(screen.getByRole('button', { name: /Export CSV/ }));
    await waitFor(() => expect(saved).toEqual(['transactions-report-2026-11-01-2026-11-03.csv']));
    const exported = new URL(
      api.callsTo('/api/admin/reports/transactions/export')[0]?.url ?? '',
      'http://localhost',
    ).searchParams;
    expect([exported.get('from'), exported.get('to'), exported.get('language')]).toEqual([
      '2026-11-01',
      '2026-11-03',
      'en',
    ]);
  });

  test('the last 30 days by default; too long a period or "all time" asks for another', async () => {
    const api = mockReport();
    const { unmount } = renderAt('/admin/reports/transactions');
    await screen.findByText(formatMoney(1_234_567, 'en'));
    const last30 = periodRange('last30', { timeZone: 'America/Sao_Paulo' });
    const sent = new URL(
      api.callsTo('/api/admin/reports/transactions')[0]?.url ?? '',
      'http://localhost',
    ).searchParams;
    expect([sent.get('from'), sent.get('to')]).toEqual([last30.from, last30.to]);
    unmount();

    const calls = api.callsTo('/api/admin/reports/transactions').length;
    const long = renderAt(
      '/admin/reports/transactions?period=custom&from=2024-01-01&to=2025-06-30',
    );
    expect(await screen.findByText('The period can be at most 366 days')).toBeVisible();
    long.unmount();
    renderAt('/admin/reports/transactions?period=all');
    expect(await screen.findByText('Choose the start and end dates')).toBeVisible();
    expect(api.callsTo('/api/admin/reports/transactions')).toHaveLength(calls);
  });

  test('empty and error states', async () => {
    mockReport('empty');
    const { unmount } = renderAt(CUSTOM);
    expect(await screen.findByText('No approved transactions in this period')).toBeVisible();
    unmount();
    mockReport('error');
    renderAt(CUSTOM);
    expect(await screen.findByText('Unable to load the report, try again later')).toBeVisible();
  });

  test('in Portuguese', async () => {
    await switchLanguage('pt-BR');
    mockReport();
    renderAt(CUSTOM);
    expect(await screen.findByText(formatMoney(1_234_567, 'pt-BR'))).toBeVisible();
    expect(screen.getByText('Por tipo')).toBeVisible();
    expect(screen.getByText('Depósito')).toBeVisible();
    expect(screen.getByRole('button', { name: /Exportar CSV \(Excel\)/ })).toBeVisible();
  });
});
