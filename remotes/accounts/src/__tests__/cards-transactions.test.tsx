import type { TCardTransaction } from '@arara/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { jsonResponse } from '@arara/test-utils/fetch';
import { setupI18n, switchLanguage } from '@arara/test-utils/i18n';
import { CardsTransactionsPage } from '../features/cards/routes/cards-transactions-page';
import { MERCHANT_ID, renderPage } from '@arara/test-utils/render';

beforeAll(() => setupI18n(['common', 'accounts', 'period']));
afterEach(() => switchLanguage('en'));

const CARD_ID = '0b6f3c1e-8a2d-4f5b-9c7e-1d2e3f4a5b6c';
const purchase = (id: string, overrides: Partial<TCardTransaction>): TCardTransaction => ({
  id,
  cardId: CARD_ID,
  cardName: 'Corporativo',
  cardLast4: '5454',
  invoiceId: null,
  merchantName: 'Padaria Pão Quente',
  category: 'food',
  amount: 4_590,
  occurredAt: '2026-03-14T15:30:00.000Z',
  status: 'approved',
  ...overrides,
});
const BAKERY = purchase('2d8b5e3a-0c4f-4b7d-9e9a-3f4a5b6c7d8e', {});
const AIRLINE = purchase('3e9c6f4b-1d5a-4c8e-8fab-4a5b6c7d8e9f', {
  merchantName: 'Azul Linhas Aéreas',
  category: 'travel',
  amount: 189_900,
  occurredAt: '2026-03-13T10:00:00.000Z',
  status: 'declined',
});
const STORE = purchase('4fad7a5c-2e6b-4d9f-9abc-5b6c7d8e9fa0', {
  merchantName: 'Loja do Bairro',
  category: 'shopping',
  amount: 12_000,
  occurredAt: '2026-03-01T09:00:00.000Z',
});
const TRANSACTIONS = `/merchants/${MERCHANT_ID}/card-transactions`;

function renderTransactions(
  at = '/cards/transactions',
  page: (url: URL) => Response = (url) =>
    url.searchParams.get('cursor') === 'cursor-2'
      ? jsonResponse(200, { items: [STORE], nextCursor: null })
      : jsonResponse(200, { items: [BAKERY, AIRLINE], nextCursor: 'cursor-2' }),
) {
  return renderPage([{ path: '/cards/transactions', element: <CardsTransactionsPage /> }], {
    at,
    api: (_call, path, url) => {
      if (path === `/merchants/${MERCHANT_ID}/cards`) return jsonResponse(200, { items: [] });
      if (path === TRANSACTIONS) return page(url);
      return undefined;
    },
  });
}

async function rowOf(text: string): Promise<HTMLElement> {
  const row = (await screen.findByText(text)).closest('tr');
  if (!row) throw new Error(`no row for ${text}`);
  return row;
}

const queryOf = (url: string | undefined) =>
  Object.fromEntries(new URL(url ?? '', 'http://x').searchParams);

describe('/cards/transactions', () => {
  test.each([
    ['en', ['Food', 'Corporativo •••• 5454', 'R$45.90', 'Approved'], ['R$1,899.00', 'Declined']],
    [
      'pt-BR',
      ['Alimentação', 'Corporativo •••• 5454', 'R$ 45,90', 'Aprovada'],
      ['R$ 1.899,00', 'Recusada'],
    ],
  ] as const)(
    'lists purchases and marks the declined ones (%s)',
    async (language, approved, declined) => {
      await switchLanguage(language);
      renderTransactions();

      const bakery = await rowOf('Padaria Pão Quente');
      for (const text of approved) expect(within(bakery).getByText(text)).toBeVisible();
      const airline = await rowOf('Azul Linhas Aéreas');
      expect(within(airline).getByText(declined[0]).closest('del')).not.toBeNull();
      expect(within(airline).getByText(declined[1])).toBeVisible();
    },
  );

  test('"Load more" asks for the next page with the cursor and appends it', async () => {
    const { fetchMock } = renderTransactions();
    await rowOf('Padaria Pão Quente');

    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));

    expect(await rowOf('Loja do Bairro')).toBeVisible();
    expect(screen.getByText('Padaria Pão Quente')).toBeVisible();
    const calls = fetchMock.callsTo(`/api${TRANSACTIONS}`);
    expect(queryOf(calls[0]?.url).cursor).toBeUndefined();
    expect(queryOf(calls[1]?.url).cursor).toBe('cursor-2');
    expect(screen.getByText('3 purchases shown')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  test('a stale cursor says to start again, keeping the rows shown', async () => {
    const { fetchMock } = renderTransactions(undefined, (url) =>
      url.searchParams.has('cursor')
        ? jsonResponse(400, {
            error: {
              code: 'VALIDATION_ERROR',
              message: 'Invalid cursor',
              fields: { cursor: 'accounts:cardErrors.invalidCursor' },
            },
          })
        : jsonResponse(200, { items: [BAKERY], nextCursor: 'gone' }),
    );
    await rowOf('Padaria Pão Quente');

    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This page link is no longer valid: start from the first page',
    );
    expect(screen.getByText('Padaria Pão Quente')).toBeVisible();

    await userEvent.click(screen.getByRole('button', { name: 'Start again' }));

    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
    const calls = fetchMock.callsTo(`/api${TRANSACTIONS}`).map((call) => queryOf(call.url));
    expect(calls.at(-1)?.cursor).toBeUndefined();
    expect(await screen.findByText('Padaria Pão Quente')).toBeVisible();
  });

  test('filters in the URL reach the API as card, category and the period’s instants', async () => {
    const { fetchMock } = renderTransactions(
      `/cards/transactions?card=${CARD_ID}&category=food&period=custom&from=2026-03-01&to=2026-03-15`,
    );

    await rowOf('Padaria Pão Quente');

    expect(queryOf(fetchMock.callsTo(`/api${TRANSACTIONS}`)[0]?.url)).toEqual({
      cardId: CARD_ID,
      category: 'food',
      from: '2026-03-01T03:00:00.000Z',
      to: '2026-03-16T03:00:00.000Z',
      limit: '50',
    });
  });

  test('choosing a category keeps it in the URL and reloads from the first page', async () => {
    const { fetchMock, router } = renderTransactions();
    await rowOf('Padaria Pão Quente');

    // antd's CSS-in-JS makes userEvent's pointer-events check (computed styles) slow in jsdom.
    const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
    await user.click(screen.getByRole('combobox', { name: 'Category' }));
    await user.click(await screen.findByTitle('Travel'));

    await waitFor(() => expect(router.state.location.search).toContain('category=travel'));
    await waitFor(() =>
      expect(
        fetchMock.callsTo(`/api${TRANSACTIONS}`).map((call) => queryOf(call.url)),
      ).toContainEqual(expect.objectContaining({ category: 'travel' })),
    );
    const travel = fetchMock
      .callsTo(`/api${TRANSACTIONS}`)
      .map((call) => queryOf(call.url))
      .find((query) => query.category === 'travel');
    expect(travel?.cursor).toBeUndefined();
  });

  test('a failed load says so', async () => {
    renderTransactions(undefined, () =>
      jsonResponse(500, { error: { code: 'INTERNAL', message: 'boom' } }),
    );

    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Error loading data'));
  });
});
