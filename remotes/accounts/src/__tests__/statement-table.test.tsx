import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { jsonResponse } from '@arara/test-utils/fetch';
import { setupI18n } from '@arara/test-utils/i18n';
import { StatementTable } from '../features/statement';
import { renderPage } from '@arara/test-utils/render';
import {
  FEE,
  MAIN_ACCOUNT,
  PAGES,
  pairs,
  STATEMENT_PATH,
  statementQueries,
} from './statement-fixtures';

beforeAll(() => setupI18n(['common', 'accounts']));

test('embedded in a virtual account: that account only, its own paging, the URL untouched', async () => {
  const { fetchMock, router } = renderPage(
    [
      {
        path: '/accounts/virtual/:id',
        element: <StatementTable virtualAccountId={MAIN_ACCOUNT.id} pageSize={50} compact />,
      },
    ],
    {
      at: `/accounts/virtual/${MAIN_ACCOUNT.id}?tab=movements`,
      api: (_call, path, url) =>
        path === STATEMENT_PATH
          ? jsonResponse(200, PAGES[url.searchParams.get('cursor') ?? 'first'])
          : undefined,
    },
  );

  const table = await screen.findByRole('table');
  await within(table).findByText('Customer payment');
  const headers = within(table)
    .getAllByRole('columnheader')
    .map((header) => header.textContent);
  expect(headers).toEqual(['Date', 'Reference', 'Type', 'Amount', 'Balance after']);
  expect(pairs(statementQueries(fetchMock.calls())[0] ?? '')).toEqual(
    pairs(`virtualAccountId=${MAIN_ACCOUNT.id}&limit=50`),
  );

  await userEvent.click(screen.getByRole('button', { name: 'Next' }));
  expect(await screen.findByText('To the bank')).toBeVisible();
  await waitFor(() =>
    expect(pairs(statementQueries(fetchMock.calls()).at(-1) ?? '')).toEqual(
      pairs(`virtualAccountId=${MAIN_ACCOUNT.id}&cursor=${FEE.id}&limit=50`),
    ),
  );
  expect(router.state.location.search).toBe('?tab=movements');
});
