import type { TCard, TCardInvoice } from '@arara/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { jsonResponse } from '@arara/test-utils/fetch';
import { setupI18n, switchLanguage } from '@arara/test-utils/i18n';
import { CardsExtractPage } from '../features/cards/routes/cards-extract-page';
import { MERCHANT_ID, renderPage } from '@arara/test-utils/render';

beforeAll(() => setupI18n(['common', 'accounts', 'period']));
afterEach(() => switchLanguage('en'));

const FIRST: TCard = {
  id: '0b6f3c1e-8a2d-4f5b-9c7e-1d2e3f4a5b6c',
  merchantId: MERCHANT_ID,
  virtualAccountId: null,
  holderName: 'Ana Souza',
  name: 'Corporativo',
  brand: 'mastercard',
  last4: '5454',
  maskedNumber: '•••• •••• •••• 5454',
  expiryMonth: 8,
  expiryYear: 2030,
  status: 'active',
  creditLimit: 1_000_000,
  createdAt: '2026-01-10T12:00:00.000Z',
};
const SECOND: TCard = {
  ...FIRST,
  id: '1c7a4d2f-9b3e-4a6c-8d8f-2e3f4a5b6c7d',
  name: 'Viagens',
  last4: '4321',
};
const invoice = (id: string, overrides: Partial<TCardInvoice>): TCardInvoice => ({
  id,
  cardId: FIRST.id,
  openingDate: '2026-03-01',
  closingDate: '2026-03-31',
  dueDate: '2026-04-10',
  amount: 0,
  paidAmount: 0,
  pendingAmount: 0,
  status: 'open',
  ...overrides,
});
const MARCH = invoice('2d8b5e3a-0c4f-4b7d-9e9a-3f4a5b6c7d8e', { amount: 98_765 });
const FEBRUARY = invoice('3e9c6f4b-1d5a-4c8e-8fab-4a5b6c7d8e9f', {
  openingDate: '2026-02-01',
  closingDate: '2026-02-28',
  dueDate: '2026-03-10',
  amount: 250_000,
  paidAmount: 100_000,
  pendingAmount: 150_000,
  status: 'closed',
});
const CARDS = `/merchants/${MERCHANT_ID}/cards`;

function renderExtract(at = '/cards/extract') {
  return renderPage([{ path: '/cards/extract', element: <CardsExtractPage /> }], {
    at,
    api: (_call, path) => {
      if (path === CARDS) return jsonResponse(200, { items: [FIRST, SECOND] });
      if (path === `${CARDS}/${FIRST.id}/invoices`)
        return jsonResponse(200, { current: MARCH, items: [MARCH, FEBRUARY] });
      if (path === `${CARDS}/${SECOND.id}/invoices`)
        return jsonResponse(200, { current: null, items: [] });
      return undefined;
    },
  });
}

async function rowOf(text: string): Promise<HTMLElement> {
  const row = (await screen.findByText(text)).closest('tr');
  if (!row) throw new Error(`no row for ${text}`);
  return row;
}

describe('/cards/extract', () => {
  test.each([
    [
      'en',
      '2/1/26 – 2/28/26',
      ['3/10/26', 'R$2,500.00', 'R$1,000.00', 'R$1,500.00', 'Closed'],
      '3/1/26 – 3/31/26',
      'R$987.65',
      'Open',
    ],
    [
      'pt-BR',
      '01/02/2026 – 28/02/2026',
      ['10/03/2026', 'R$ 2.500,00', 'R$ 1.000,00', 'R$ 1.500,00', 'Fechada'],
      '01/03/2026 – 31/03/2026',
      'R$ 987,65',
      'Aberta',
    ],
  ] as const)(
    'lists the invoices of the first card (%s)',
    async (language, february, cells, march, amount, open) => {
      await switchLanguage(language);
      renderExtract();

      const closed = await rowOf(february);
      for (const text of cells) expect(within(closed).getByText(text)).toBeVisible();
      const current = await rowOf(march);
      expect(within(current).getByText(amount)).toBeVisible();
      expect(within(current).getByText(open)).toBeVisible();
    },
  );

  test('the card in the URL is the one shown', async () => {
    const { fetchMock } = renderExtract(`/cards/extract?card=${SECOND.id}`);

    expect(await screen.findByText('This card has no invoices yet.')).toBeVisible();
    expect(fetchMock.callsTo(`/api${CARDS}/${FIRST.id}/invoices`)).toHaveLength(0);
  });

  test('a failed load says so', async () => {
    renderPage([{ path: '/cards/extract', element: <CardsExtractPage /> }], {
      at: '/cards/extract',
      api: (_call, path) =>
        path === CARDS
          ? jsonResponse(200, { items: [FIRST] })
          : jsonResponse(500, { error: { code: 'INTERNAL', message: 'boom' } }),
    });

    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Error loading data'));
  });
});
