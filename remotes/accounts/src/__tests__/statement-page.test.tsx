import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { jsonResponse } from '@arara/test-utils/fetch';
import { setupI18n, switchLanguage } from '@arara/test-utils/i18n';
import { StatementEntryPage } from '../features/statement/routes/statement-entry-page';
import { StatementPage } from '../features/statement/routes/statement-page';
import { renderPage } from '@arara/test-utils/render';
import {
  choose,
  DEPOSIT,
  ENTRY_DETAIL,
  FEE,
  freezeClock,
  MAIN_ACCOUNT,
  pairs,
  RESERVE_ACCOUNT,
  STATEMENT_PATH,
  statementApi,
  statementQueries,
} from './statement-fixtures';

const ROUTES = [
  { path: '/accounts/extract', element: <StatementPage /> },
  { path: '/accounts/extract/:id', element: <StatementEntryPage /> },
];

beforeAll(() => setupI18n(['common', 'accounts', 'period']));
beforeEach(freezeClock);
afterEach(async () => {
  jest.useRealTimers();
  await switchLanguage('en');
});

/** The statement API: two pages, the merchant's accounts and the entry of the deposit. */
function render(at: string, statement?: (url: URL) => Response | undefined) {
  return renderPage(ROUTES, {
    at,
    api: (_call, path, url) => {
      const answer = path === STATEMENT_PATH ? statement?.(url) : undefined;
      if (answer) return answer;
      if (path === `${STATEMENT_PATH}/${DEPOSIT.id}`) return jsonResponse(200, ENTRY_DETAIL);
      return statementApi(path, url);
    },
  });
}

async function rows(): Promise<HTMLElement[]> {
  const table = await screen.findByRole('table');
  await within(table).findByText(DEPOSIT.description ?? '');
  return within(table).getAllByRole('row').slice(1);
}

const search = (router: ReturnType<typeof render>['router']) =>
  new URLSearchParams(router.state.location.search);

describe('/accounts/extract', () => {
  test.each([
    [
      'en',
      '+R$1,234.56',
      '-R$12.50',
      'R$5,234.56',
      /^11\/20\/26, 10:30\sAM$/,
      'Deposit',
      'External',
    ],
    [
      'pt-BR',
      '+R$ 1.234,56',
      '-R$ 12,50',
      'R$ 5.234,56',
      /^20\/11\/2026, 10:30$/,
      'Depósito',
      'Externo',
    ],
  ] as const)(
    'lists the entries of the period newest first with signed amounts (%s)',
    async (language, credit, debit, balance, date, type, method) => {
      await switchLanguage(language);
      const { fetchMock } = render('/accounts/extract?period=last7');

      const [first, second] = await rows();
      if (!first || !second) throw new Error('two rows expected');
      expect(within(first).getByText(credit)).toBeVisible();
      expect(within(first).getByText(balance)).toBeVisible();
      expect(within(first).getByRole('link', { name: date })).toHaveAttribute(
        'href',
        `/accounts/extract/${DEPOSIT.id}`,
      );
      expect(within(first).getByText('PIX-0001')).toBeVisible();
      expect(within(first).getByText(type)).toBeVisible();
      expect(within(first).getByText(method)).toBeVisible();
      expect(within(first).getByRole('link', { name: 'Main account' })).toHaveAttribute(
        'href',
        `/accounts/virtual/${MAIN_ACCOUNT.id}`,
      );
      expect(within(second).getByText(debit)).toBeVisible();
      expect(within(second).getByText('Monthly fee')).toBeVisible();
      expect(within(second).getByRole('link', { name: 'Reserve account' })).toBeVisible();

      // "Last 7 days" at noon of 2026-11-22 in São Paulo, both ends included.
      expect(statementQueries(fetchMock.calls()).map(pairs)).toEqual([
        pairs('from=2026-11-16&to=2026-11-22&limit=20'),
      ]);
    },
  );

  test('without a period in the URL shows the last 30 days', async () => {
    const { fetchMock } = render('/accounts/extract');
    await rows();
    expect(screen.getByRole('combobox', { name: 'Period' })).toHaveDisplayValue('Last 30 days');
    expect(pairs(statementQueries(fetchMock.calls())[0] ?? '')).toEqual(
      pairs('from=2026-10-24&to=2026-11-22&limit=20'),
    );
  });

  test('choosing a period, types and an account puts them in the URL and the request', async () => {
    const { fetchMock, router } = render('/accounts/extract?period=last7');
    await rows();

    await choose('Period', 'Yesterday');
    await waitFor(() => expect(search(router).get('period')).toBe('yesterday'));
    await waitFor(() =>
      expect(pairs(statementQueries(fetchMock.calls()).at(-1) ?? '')).toEqual(
        pairs('from=2026-11-21&to=2026-11-21&limit=20'),
      ),
    );

    await choose('Movement type', 'Fee');
    await userEvent.click(screen.getByTitle('Refund'));
    await waitFor(() => expect(search(router).getAll('type')).toEqual(['fee', 'refund']));
    await waitFor(() =>
      expect(statementQueries(fetchMock.calls()).at(-1)?.getAll('type')).toEqual(['fee', 'refund']),
    );
    await userEvent.keyboard('{Escape}');

    await choose('Virtual account', 'Reserve account');
    await waitFor(() => expect(search(router).get('virtualAccountId')).toBe(RESERVE_ACCOUNT.id));
    await waitFor(() =>
      expect(pairs(statementQueries(fetchMock.calls()).at(-1) ?? '')).toEqual(
        pairs(
          'from=2026-11-21&to=2026-11-21&type=fee&type=refund&virtualAccountId=va-reserve&limit=20',
        ),
      ),
    );
  });

  test('a shared link shows the same filters and asks for the same lines', async () => {
    const { fetchMock } = render(
      '/accounts/extract?period=custom&from=2026-10-01&to=2026-10-31&type=fee&virtualAccountId=va-reserve&limit=50',
    );
    await rows();

    expect(pairs(statementQueries(fetchMock.calls())[0] ?? '')).toEqual(
      pairs('from=2026-10-01&to=2026-10-31&type=fee&virtualAccountId=va-reserve&limit=50'),
    );
    const selectOf = (name: string) =>
      screen.getByRole('combobox', { name }).closest('.ant-select') as HTMLElement;
    expect(screen.getByRole('combobox', { name: 'Period' })).toHaveDisplayValue('Custom range');
    expect(selectOf('Movement type')).toHaveTextContent('Fee');
    await waitFor(() => expect(selectOf('Virtual account')).toHaveTextContent('Reserve account'));
    expect(selectOf('Lines per page')).toHaveTextContent('50 per page');
  });

  test('next sends the cursor, previous goes back, a new page size starts again', async () => {
    const { fetchMock, router } = render('/accounts/extract?period=last7&type=fee');
    await rows();
    const nav = screen.getByRole('navigation', { name: 'Statement pages' });
    expect(within(nav).getByText('Page 1')).toBeVisible();
    expect(within(nav).getByRole('button', { name: 'Previous' })).toBeDisabled();

    await userEvent.click(within(nav).getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('To the bank')).toBeVisible();
    expect(search(router).getAll('cursor')).toEqual([FEE.id]);
    expect(pairs(statementQueries(fetchMock.calls()).at(-1) ?? '')).toEqual(
      pairs(`from=2026-11-16&to=2026-11-22&type=fee&cursor=${FEE.id}&limit=20`),
    );
    expect(within(nav).getByText('Page 2')).toBeVisible();
    // The last page has no nextCursor.
    await waitFor(() => expect(within(nav).getByRole('button', { name: 'Next' })).toBeDisabled());

    await userEvent.click(within(nav).getByRole('button', { name: 'Previous' }));
    expect(await screen.findByText('Customer payment')).toBeVisible();
    expect(search(router).getAll('cursor')).toEqual([]);
    expect(search(router).getAll('type')).toEqual(['fee']);

    await userEvent.click(within(nav).getByRole('button', { name: 'Next' }));
    await screen.findByText('To the bank');
    await choose('Lines per page', '50 per page');
    await waitFor(() => expect(search(router).get('limit')).toBe('50'));
    expect(search(router).getAll('cursor')).toEqual([]);
    await waitFor(() =>
      expect(pairs(statementQueries(fetchMock.calls()).at(-1) ?? '')).toEqual(
        pairs('from=2026-11-16&to=2026-11-22&type=fee&limit=50'),
      ),
    );
  });

  test('a row opens its entry, whose Back returns to the same filtered list', async () => {
    const { router } = render('/accounts/extract?period=last7&type=deposit');
    const [first] = await rows();
    if (!first) throw new Error('no row');

    await userEvent.click(within(first).getByText('Customer payment'));
    await waitFor(() =>
      expect(router.state.location.pathname).toBe(`/accounts/extract/${DEPOSIT.id}`),
    );
    await userEvent.click(await screen.findByRole('button', { name: /Back to the statement/ }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/accounts/extract'));
    expect(pairs(router.state.location.search)).toEqual(pairs('period=last7&type=deposit'));
  });

  test.each([
    ['en', 'Error loading data'],
    ['pt-BR', 'Erro ao carregar dados'],
  ] as const)('a failed list says so (%s)', async (language, text) => {
    await switchLanguage(language);
    render('/accounts/extract?period=last7', () =>
      jsonResponse(500, { error: { code: 'INTERNAL_ERROR', message: 'Internal server error' } }),
    );
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(text);
  });

  test('a broken page link shows the API field error in words', async () => {
    render('/accounts/extract?period=last7&cursor=0', () =>
      jsonResponse(400, {
        error: {
          code: 'VALIDATION_ERROR',
          message: 'Invalid query',
          fields: { cursor: 'ledger.errors.invalidCursor' },
        },
      }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This page link is invalid. Start again from the first page.',
    );
  });

  test('a link to another merchant’s account says the account is not found', async () => {
    render('/accounts/extract?period=last7&virtualAccountId=va-other', () =>
      jsonResponse(404, { error: { code: 'NOT_FOUND', message: 'Virtual account not found' } }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('Virtual account not found');
  });
});
