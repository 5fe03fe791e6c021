import type { TAdminDashboard } from '@arara/contracts';
import { apiError, jsonResponse, mockFetch } from '@arara/test-utils/fetch';
import { setupSuiteI18n, switchLanguage } from '@arara/test-utils/i18n';
import { renderRoutes } from '@arara/test-utils/render';
import { screen, within } from '@testing-library/react';
import { DashboardPage } from '../features/dashboard/dashboard-page';
import { signInAsAdmin } from './platform-fixtures';

setupSuiteI18n(['common', 'admin']);
afterEach(() => switchLanguage('en'));
beforeEach(signInAsAdmin);

/** 2026-10-28 … 2026-11-26. */
const days = Array.from({ length: 30 }, (_, index) => ({
  date: new Date(Date.UTC(2026, 9, 28 + index)).toISOString().slice(0, 10),
  inCount: 1,
  inAmount: 100,
  outCount: 0,
  outAmount: 0,
}));

const FULL: TAdminDashboard = {
  period: { from: '2026-10-28', to: '2026-11-26', timeZone: 'America/Sao_Paulo' },
  merchants: {
    total: 9,
    byStatus: [
      { status: 'active', count: 5 },
      { status: 'onboarding', count: 3 },
      { status: 'inactive', count: 0 },
      { status: 'approved', count: 1 },
      { status: 'rejected', count: 0 },
      { status: 'pending', count: 0 },
    ],
  },
  kyc: { submitted: 4, underReview: 2, waiting: 6 },
  pix: {
    today: { in: { count: 2, amount: 3_500 }, out: { count: 1, amount: 700 } },
    last7Days: { in: { count: 12, amount: 120_000 }, out: { count: 3, amount: 9_900 } },
    last30Days: { in: { count: 40, amount: 1_234_567 }, out: { count: 10, amount: 55_000 } },
    days,
  },
  documents: { failed: 7, pending: 8 },
  infractions: { waitingDefense: 11 },
};

function mockDashboard(body: unknown, status = 200) {
  return mockFetch((call) => {
    const path = new URL(call.url, 'http://localhost').pathname;
    if (path === '/api/admin/dashboard') return jsonResponse(status, body);
    return jsonResponse(404, apiError('NOT_FOUND', path));
  });
}

const renderDashboard = () =>
  renderRoutes([{ path: '/admin', element: <DashboardPage /> }], '/admin');

/** The link whose visible text includes `label` (a figure: its label and its value). */
const figure = (label: string) =>
  screen.getAllByRole('link').find((link) => link.textContent?.includes(label)) as HTMLElement;

describe('/admin (dashboard)', () => {
  test('each figure shows its value and opens its list', async () => {
    mockDashboard(FULL);
    renderDashboard();
    expect(await screen.findByText('Merchants (9)')).toBeVisible();
    expect(figure('Active')).toHaveAttribute('href', '/admin/merchants?status=active');
    expect(figure('Active')).toHaveTextContent('5');
    expect(figure('Submitted')).toHaveAttribute('href', '/admin/kyc?status=submitted');
    expect(figure('Under review')).toHaveTextContent('2');
    expect(figure('Under review')).toHaveAttribute('href', '/admin/kyc?status=under_review');
    expect(figure('Failed in the last 30 days')).toHaveTextContent('7');
    expect(figure('Pending now')).toHaveAttribute('href', '/admin/transactions?status=pending');
    expect(figure('Waiting for defense')).toHaveTextContent('11');

    const pix = screen
      .getByRole('heading', { name: 'Pix volume' })
      .closest('section') as HTMLElement;
    const todayIn = within(pix).getAllByRole('link')[0] as HTMLElement;
    expect(todayIn).toHaveTextContent('Pix in · 2 Pix');
    expect(todayIn).toHaveTextContent('R$35.00');
    const href = new URL(todayIn.getAttribute('href') ?? '', 'http://localhost');
    expect(href.pathname).toBe('/admin/transactions');
    expect(Object.fromEntries(href.searchParams)).toEqual({
      kind: 'entry',
      method: 'pix',
      status: 'approved',
      from: '2026-11-26',
      to: '2026-11-26',
    });
    expect(within(pix).getByText('R$12,345.67')).toBeVisible();
    // Named by its caption; the chart inside has its own label (one name each, not twice).
    expect(screen.getByRole('figure', { name: /^From .+, approved Pix only\.$/ })).toBeVisible();
  });

  test('a block the profile cannot see is not shown (pt-BR)', async () => {
    await switchLanguage('pt-BR');
    const { merchants: _merchants, kyc: _kyc, ...moneyOnly } = FULL;
    mockDashboard(moneyOnly);
    renderDashboard();
    expect(await screen.findByText('Volume de Pix')).toBeVisible();
    expect(screen.queryByText(/Estabelecimentos/)).not.toBeInTheDocument();
    expect(screen.queryByText('Casos de KYC aguardando')).not.toBeInTheDocument();
    expect(figure('Aguardando defesa')).toHaveTextContent('11');
  });

  test('nothing to show, and the error state', async () => {
    mockDashboard({ period: FULL.period });
    const first = renderDashboard();
    expect(await screen.findByText('Your admin profile has no figure to show here.')).toBeVisible();
    first.unmount();
    mockDashboard(apiError('INTERNAL', 'boom'), 500);
    renderDashboard();
    expect(await screen.findByText('Unable to load the dashboard, try again later')).toBeVisible();
  });
});
