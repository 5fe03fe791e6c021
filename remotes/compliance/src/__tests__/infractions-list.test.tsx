import { jsonResponse } from '@arara/test-utils/fetch';
import { setupSuiteI18n } from '@arara/test-utils/i18n';
import { type PageApi, renderPage } from '@arara/test-utils/render';
import { screen, waitFor, within } from '@testing-library/react';
import { PointerEventsCheckLevel, userEvent } from '@testing-library/user-event';
import { InfractionsPage } from '../features/infractions/routes/infractions-page';
import { BASE, SUMMARY, VA_SALES, VIRTUAL_ACCOUNTS } from './infraction-fixtures';

setupSuiteI18n(['common', 'compliance', 'period']);

const ROUTES = [{ path: '/infractions', element: <InfractionsPage /> }];
const user = () => userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });

const OLDER = {
  ...SUMMARY,
  id: 'd1000000-0000-4000-8000-000000000002',
  type: 'fraud_report' as const,
  status: 'CLOSED' as const,
  reportedBy: 'Older Bank',
  virtualAccountId: VA_SALES,
  virtualAccountName: 'Sales',
};

const listApi: PageApi = (_call, path, url) => {
  if (path === `${BASE}/virtual-accounts`) return jsonResponse(200, VIRTUAL_ACCOUNTS);
  if (path === `${BASE}/infractions`) {
    if (url.searchParams.get('cursor') === 'cursor-2')
      return jsonResponse(200, { items: [OLDER], nextCursor: null });
    return jsonResponse(200, { items: [SUMMARY], nextCursor: 'cursor-2' });
  }
  return undefined;
};

const queries = (calls: { url: string }[]) =>
  calls.map((call) => new URL(call.url, 'http://x').searchParams);

test('rows show type, status, amounts and time left, link to the page; load more asks for the next keyset page', async () => {
  const u = user();
  const { fetchMock } = renderPage(ROUTES, { at: '/infractions', api: listApi });
  const row = (await screen.findByText('Banco Pagador S.A.')).closest('tr') as HTMLElement;
  expect(within(row).getByText('Refund request')).toBeVisible();
  expect(within(row).getByText('Waiting for defense')).toBeVisible();
  expect(within(row).getByText('R$100.00')).toBeVisible();
  expect(within(row).getByText('R$80.00')).toBeVisible();
  expect(within(row).getByText('Held')).toBeVisible();
  expect(within(row).getByText('in 3 days')).toBeVisible();
  expect(within(row).getByText('Main account')).toBeVisible();
  expect(within(row).getByRole('link')).toHaveAttribute('href', `/infractions/${SUMMARY.id}`);
  expect(queries(fetchMock.callsTo(`/api${BASE}/infractions`))[0]?.get('cursor')).toBeNull();

  await u.click(screen.getByRole('button', { name: 'Load more' }));
  expect(await screen.findByText('Older Bank')).toBeVisible();
  expect(screen.getByText('Banco Pagador S.A.')).toBeVisible();
  expect(
    queries(fetchMock.callsTo(`/api${BASE}/infractions`))
      .at(-1)
      ?.get('cursor'),
  ).toBe('cursor-2');
  expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
});

test('filters go to the API and stay in the URL; a URL with filters reads them back', async () => {
  const u = user();
  const { fetchMock, router, unmount } = renderPage(ROUTES, { at: '/infractions', api: listApi });
  await screen.findByText('Banco Pagador S.A.');

  await u.click(screen.getByLabelText('Status'));
  await u.click(await screen.findByTitle('Waiting for adjustments'));
  await waitFor(() => expect(router.state.location.search).toContain('status=WAITING_ADJUSTMENTS'));
  await u.click(screen.getByLabelText('Type'));
  await u.click(await screen.findByTitle('Fraud report'));
  await waitFor(() => expect(router.state.location.search).toContain('type=fraud_report'));
  await u.click(screen.getByLabelText('Virtual account'));
  await u.click(await screen.findByTitle('Sales'));
  await waitFor(() =>
    expect(router.state.location.search).toContain(`virtualAccountId=${VA_SALES}`),
  );

  await waitFor(() => {
    const last = queries(fetchMock.callsTo(`/api${BASE}/infractions`)).at(-1);
    expect(last?.get('status')).toBe('WAITING_ADJUSTMENTS');
    expect(last?.get('type')).toBe('fraud_report');
    expect(last?.get('virtualAccountId')).toBe(VA_SALES);
  });
  unmount();

  const again = renderPage(ROUTES, {
    at: `/infractions?status=CLOSED&type=nonsense&period=last7`,
    api: (call, path, url) =>
      path === `${BASE}/infractions`
        ? jsonResponse(200, { items: [], nextCursor: null })
        : listApi(call, path, url),
  });
  expect(
    await screen.findByText(
      'No infractions match these filters. Clear a filter or choose a longer period.',
    ),
  ).toBeVisible();
  const sent = queries(again.fetchMock.callsTo(`/api${BASE}/infractions`))[0];
  expect(sent?.get('status')).toBe('CLOSED');
  expect(sent?.get('type')).toBeNull();
  expect(sent?.get('from')).toMatch(/^\d{4}-\d{2}-\d{2}$/);
});
