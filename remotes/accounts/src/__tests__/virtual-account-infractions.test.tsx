import type { TInfractionSummary } from '@arara/contracts';
import { jsonResponse } from '@arara/test-utils/fetch';
import { setupSuiteI18n } from '@arara/test-utils/i18n';
import { MERCHANT_ID, renderPage } from '@arara/test-utils/render';
import { screen, within } from '@testing-library/react';
import { VirtualAccountPage } from '../features/virtual-accounts/routes/virtual-account-page';
import { VIRTUAL_ACCOUNT } from './fixtures';

setupSuiteI18n(['common', 'accounts', 'period', 'compliance']);

const BASE = `/merchants/${MERCHANT_ID}`;

const INFRACTION: TInfractionSummary = {
  id: 'd1000000-0000-4000-8000-000000000001',
  type: 'fraud_report',
  status: 'WAITING_DEFENSE',
  reportedBy: 'Banco Pagador S.A.',
  creationDate: '2026-11-20T13:30:00.000Z',
  lastModificationDate: '2026-11-20T13:30:00.000Z',
  endToEndId: 'E12345678202611201330abcdef12345',
  transactionId: 'b1000000-0000-4000-8000-000000000001',
  virtualAccountId: VIRTUAL_ACCOUNT.id,
  virtualAccountName: VIRTUAL_ACCOUNT.label,
  amount: 100_00,
  currency: 'BRL',
  deadline: new Date(Date.now() + 2 * 86_400_000 + 60_000).toISOString(),
  heldAmount: 100_00,
  holdStatus: 'held',
};

test('the infractions tab lists that account’s infractions with the shared table', async () => {
  const { fetchMock } = renderPage(
    [{ path: '/accounts/virtual/:id', element: <VirtualAccountPage /> }],
    {
      at: `/accounts/virtual/${VIRTUAL_ACCOUNT.id}?tab=infractions`,
      api: (_call, path) => {
        if (path === `${BASE}/virtual-accounts/${VIRTUAL_ACCOUNT.id}`)
          return jsonResponse(200, VIRTUAL_ACCOUNT);
        if (path === `${BASE}/infractions`)
          return jsonResponse(200, { items: [INFRACTION], nextCursor: null });
        return undefined;
      },
    },
  );
  const row = (await screen.findByText('Banco Pagador S.A.')).closest('tr') as HTMLElement;
  expect(within(row).getByText('Fraud report')).toBeVisible();
  expect(within(row).getByText('Waiting for defense')).toBeVisible();
  expect(within(row).getByText('in 2 days')).toBeVisible();
  expect(within(row).getByRole('link')).toHaveAttribute('href', `/infractions/${INFRACTION.id}`);
  const [call] = fetchMock.callsTo(`/api${BASE}/infractions`);
  expect(new URL(call?.url ?? '', 'http://x').searchParams.get('virtualAccountId')).toBe(
    VIRTUAL_ACCOUNT.id,
  );
});
