import { jsonResponse } from '@arara/test-utils/fetch';
import { setupSuiteI18n } from '@arara/test-utils/i18n';
import { type PageApi, renderPage } from '@arara/test-utils/render';
import { screen, waitFor, within } from '@testing-library/react';
import { PointerEventsCheckLevel, userEvent } from '@testing-library/user-event';
import { DisputesPage } from '../features/disputes/routes/disputes-page';
import { BASE, DISPUTE } from './infraction-fixtures';

setupSuiteI18n(['common', 'compliance']);

const ROUTES = [{ path: '/compliance/disputes', element: <DisputesPage /> }];
const user = () => userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });

const api =
  (sandbox: boolean, decisions: unknown[] = []): PageApi =>
  (call, path) => {
    if (path === '/public/config') return jsonResponse(200, { sandbox });
    if (path === `${BASE}/disputes`)
      return jsonResponse(200, { items: [DISPUTE], nextCursor: null });
    if (path === `${BASE}/disputes/${DISPUTE.id}/sandbox/decision`) {
      decisions.push(call.body);
      return jsonResponse(200, { ...DISPUTE, status: 'upheld' });
    }
    return undefined;
  };

test('rows link to the infraction; the status filter stays in the URL; no sandbox action outside it', async () => {
  const u = user();
  const { fetchMock, router } = renderPage(ROUTES, { at: '/compliance/disputes', api: api(false) });
  const row = (await screen.findByText('We delivered the goods')).closest('tr') as HTMLElement;
  expect(within(row).getByRole('link', { name: DISPUTE.endToEndId })).toHaveAttribute(
    'href',
    `/infractions/${DISPUTE.infractionId}`,
  );
  expect(within(row).getByText('Refund request')).toBeVisible();
  expect(within(row).getByText('R$100.00')).toBeVisible();
  expect(within(row).getByText('Open')).toBeVisible();
  expect(screen.queryByRole('button', { name: 'Move (sandbox)' })).toBeNull();

  await u.click(screen.getByLabelText('Status'));
  await u.click(await screen.findByTitle('Under review'));
  await waitFor(() => expect(router.state.location.search).toContain('status=under_review'));
  await waitFor(() =>
    expect(
      new URL(
        fetchMock.callsTo(`/api${BASE}/disputes`).at(-1)?.url ?? '',
        'http://x',
      ).searchParams.get('status'),
    ).toBe('under_review'),
  );
});

test('sandbox: a dispute is moved to upheld with a resolution', async () => {
  const u = user();
  const decisions: unknown[] = [];
  renderPage(ROUTES, { at: '/compliance/disputes', api: api(true, decisions) });
  await u.click(await screen.findByRole('button', { name: 'Move (sandbox)' }));
  const drawer = await screen.findByRole('dialog');
  await u.click(within(drawer).getByLabelText('New status'));
  await u.click(await screen.findByTitle('Upheld'));
  await u.type(within(drawer).getByLabelText('Resolution (optional)'), 'Taken to the bank');
  await u.click(within(drawer).getByRole('button', { name: 'Move' }));
  await waitFor(() =>
    expect(decisions).toEqual([{ status: 'upheld', resolution: 'Taken to the bank' }]),
  );
});
