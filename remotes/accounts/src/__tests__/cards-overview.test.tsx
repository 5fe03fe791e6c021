import type { TCard, TCardExpenses, TCardInvoice } from '@arara/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { jsonResponse } from '@arara/test-utils/fetch';
import { setupI18n, switchLanguage } from '@arara/test-utils/i18n';
import { CardsOverviewPage } from '../features/cards/routes/cards-overview-page';
import { MERCHANT_ID, renderPage } from '@arara/test-utils/render';

beforeAll(() => setupI18n(['common', 'accounts', 'period']));
afterEach(() => switchLanguage('en'));

const card = (id: string, name: string, last4: string): TCard => ({
  id,
  merchantId: MERCHANT_ID,
  virtualAccountId: null,
  holderName: 'Ana Souza',
  name,
  brand: 'visa',
  last4,
  maskedNumber: `•••• •••• •••• ${last4}`,
  expiryMonth: 3,
  expiryYear: 2029,
  status: 'active',
  creditLimit: 1_000_000,
  createdAt: '2026-01-10T12:00:00.000Z',
});
const SHOPPING = card('0b6f3c1e-8a2d-4f5b-9c7e-1d2e3f4a5b6c', 'Corporativo', '1111');
const TRAVEL = card('1c7a4d2f-9b3e-4a6c-8d8f-2e3f4a5b6c7d', 'Viagens', '4321');
const OPEN: TCardInvoice = {
  id: '2d8b5e3a-0c4f-4b7d-9e9a-3f4a5b6c7d8e',
  cardId: SHOPPING.id,
  openingDate: '2026-03-01',
  closingDate: '2026-03-31',
  dueDate: '2026-04-10',
  amount: 123_456,
  paidAmount: 23_456,
  pendingAmount: 100_000,
  status: 'open',
};
const EXPENSES: TCardExpenses = {
  from: '2026-03-01T03:00:00.000Z',
  to: '2026-03-16T03:00:00.000Z',
  total: 100_000,
  categories: [
    { category: 'shopping', amount: 60_000, count: 6 },
    { category: 'food', amount: 25_000, count: 5 },
    { category: 'travel', amount: 15_000, count: 1 },
    { category: 'housing', amount: 0, count: 0 },
    { category: 'others', amount: 0, count: 0 },
  ],
};
const CARDS = `/merchants/${MERCHANT_ID}/cards`;
const EXPENSES_PATH = `/merchants/${MERCHANT_ID}/card-expenses`;

function renderOverview(at = '/cards/overview') {
  return renderPage([{ path: '/cards/overview', element: <CardsOverviewPage /> }], {
    at,
    api: (_call, path) => {
      if (path === CARDS) return jsonResponse(200, { items: [SHOPPING, TRAVEL] });
      if (path === `${CARDS}/${SHOPPING.id}/invoices`)
        return jsonResponse(200, { current: OPEN, items: [OPEN] });
      if (path === `${CARDS}/${TRAVEL.id}/invoices`)
        return jsonResponse(200, { current: null, items: [] });
      if (path === EXPENSES_PATH) return jsonResponse(200, EXPENSES);
      return undefined;
    },
  });
}

async function rowOf(text: string): Promise<HTMLElement> {
  const row = (await screen.findByText(text)).closest('tr');
  if (!row) throw new Error(`no row for ${text}`);
  return row;
}

/** The invoice panel titled with the card (the card filter shows the same label). */
async function invoiceCard(title: string): Promise<HTMLElement> {
  const cards = (await screen.findAllByText(title)).map((text) => text.closest('.ant-card'));
  const card = cards.find((found) => found instanceof HTMLElement);
  if (!(card instanceof HTMLElement)) throw new Error(`no invoice card ${title}`);
  return card;
}

describe('/cards/overview', () => {
  test.each([
    [
      'en',
      ['R$1,234.56', 'R$1,000.00', '3/1/26', '3/31/26', '4/10/26', 'Open'],
      ['Shopping', 'R$600.00', '60%'],
      ['Food', 'R$250.00', '25%'],
    ],
    [
      'pt-BR',
      ['R$ 1.234,56', 'R$ 1.000,00', '01/03/2026', '31/03/2026', '10/04/2026', 'Aberta'],
      ['Compras', 'R$ 600,00', '60%'],
      ['Alimentação', 'R$ 250,00', '25%'],
    ],
  ] as const)(
    'shows each open invoice and the spending per category (%s)',
    async (language, invoice, shopping, food) => {
      await switchLanguage(language);
      renderOverview();

      const current = await invoiceCard('Corporativo •••• 1111');
      for (const text of invoice) expect(await within(current).findByText(text)).toBeVisible();

      const [category, amount, share] = shopping;
      const shoppingRow = await rowOf(category);
      expect(within(shoppingRow).getByText(amount)).toBeVisible();
      expect(within(shoppingRow).getByText(share)).toBeVisible();
      const foodRow = await rowOf(food[0]);
      expect(within(foodRow).getByText(food[1])).toBeVisible();
      expect(within(foodRow).getByText(food[2])).toBeVisible();
    },
  );

  test('a card without an open invoice says so', async () => {
    renderOverview();
    const travel = await invoiceCard('Viagens •••• 4321');
    expect(await within(travel).findByText('This card has no open invoice.')).toBeVisible();
  });

  test('a card chosen in the URL narrows the invoices and the chart, over the chosen period', async () => {
    const { fetchMock } = renderOverview(
      `/cards/overview?card=${TRAVEL.id}&period=custom&from=2026-03-01&to=2026-03-15`,
    );

    await invoiceCard('Viagens •••• 4321');
    await waitFor(() => expect(fetchMock.callsTo(`/api${EXPENSES_PATH}`)).toHaveLength(1));
    const url = new URL(fetchMock.callsTo(`/api${EXPENSES_PATH}`)[0]?.url ?? '', 'http://x');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      cardId: TRAVEL.id,
      from: '2026-03-01T03:00:00.000Z',
      to: '2026-03-16T03:00:00.000Z',
    });
    expect(screen.queryByText('Corporativo •••• 1111')).not.toBeInTheDocument();
    expect(fetchMock.callsTo(`/api${CARDS}/${SHOPPING.id}/invoices`)).toHaveLength(0);
  });
});
