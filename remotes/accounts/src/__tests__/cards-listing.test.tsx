import type { TCard } from '@arara/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { jsonResponse } from '@arara/test-utils/fetch';
import { setupI18n, switchLanguage } from '@arara/test-utils/i18n';
import { CardsListingPage } from '../features/cards/routes/cards-listing-page';
import { MERCHANT_ID, renderPage } from '@arara/test-utils/render';

beforeAll(() => setupI18n(['common', 'accounts', 'period']));
afterEach(() => switchLanguage('en'));

const VISA: TCard = {
  id: '0b6f3c1e-8a2d-4f5b-9c7e-1d2e3f4a5b6c',
  merchantId: MERCHANT_ID,
  virtualAccountId: null,
  holderName: 'Ana Souza',
  name: 'Compras',
  brand: 'visa',
  last4: '1111',
  maskedNumber: '•••• •••• •••• 1111',
  expiryMonth: 3,
  expiryYear: 2029,
  status: 'active',
  creditLimit: 1_234_567,
  createdAt: '2026-01-10T12:00:00.000Z',
};
const ELO: TCard = {
  ...VISA,
  id: '1c7a4d2f-9b3e-4a6c-8d8f-2e3f4a5b6c7d',
  holderName: 'Bruno Lima',
  name: 'Viagens',
  brand: 'elo',
  last4: '4321',
  maskedNumber: '•••• •••• •••• 4321',
  expiryMonth: 11,
  expiryYear: 2027,
  status: 'blocked',
  creditLimit: 500_000,
};
const CARDS_PATH = `/merchants/${MERCHANT_ID}/cards`;
const REVEAL_PATH = `${CARDS_PATH}/${VISA.id}/reveal`;

function renderListing(
  role: 'owner' | 'viewer' = 'owner',
  reveal: () => Response = () =>
    jsonResponse(200, {
      id: VISA.id,
      number: '4111111111111111',
      expiryMonth: 3,
      expiryYear: 2029,
    }),
) {
  return renderPage([{ path: '/cards/listing', element: <CardsListingPage /> }], {
    at: '/cards/listing',
    role,
    api: (call, path) => {
      if (path === CARDS_PATH) return jsonResponse(200, { items: [VISA, ELO] });
      if (path === REVEAL_PATH && call.method === 'POST') return reveal();
      return undefined;
    },
  });
}

async function rowOf(text: string): Promise<HTMLElement> {
  const row = (await screen.findByText(text)).closest('tr');
  if (!row) throw new Error(`no row for ${text}`);
  return row;
}

describe('/cards/listing', () => {
  test.each([
    ['en', 'R$12,345.67', 'Active', 'Blocked'],
    ['pt-BR', 'R$ 12.345,67', 'Ativo', 'Bloqueado'],
  ] as const)(
    'lists the cards with masked numbers and limits (%s)',
    async (language, limit, active, blocked) => {
      await switchLanguage(language);
      renderListing();

      const visa = await rowOf('Ana Souza');
      expect(within(visa).getByText('Compras')).toBeVisible();
      expect(within(visa).getByText('Visa')).toBeVisible();
      expect(within(visa).getByText('03/29')).toBeVisible();
      expect(within(visa).getByText('•••• •••• •••• 1111')).toBeVisible();
      expect(within(visa).getByText(active)).toBeVisible();
      expect(within(visa).getByText(limit)).toBeVisible();
      const elo = await rowOf('Bruno Lima');
      expect(within(elo).getByText('11/27')).toBeVisible();
      expect(within(elo).getByText(blocked)).toBeVisible();
    },
  );

  test('an owner reveals the full number in groups of 4, and hides it again', async () => {
    const { fetchMock } = renderListing();
    const row = await rowOf('Ana Souza');

    await userEvent.click(within(row).getByRole('button', { name: 'Show number' }));

    expect(await within(row).findByText('4111 1111 1111 1111')).toBeVisible();
    expect(fetchMock.callsTo(`/api${REVEAL_PATH}`)).toHaveLength(1);
    await userEvent.click(within(row).getByRole('button', { name: 'Hide number' }));
    expect(within(row).getByText('•••• •••• •••• 1111')).toBeVisible();
    expect(within(row).queryByText('4111 1111 1111 1111')).not.toBeInTheDocument();
  });

  test('a refused reveal says why and shows no number', async () => {
    renderListing('owner', () =>
      jsonResponse(403, { error: { code: 'FORBIDDEN', message: 'Missing permission' } }),
    );
    const row = await rowOf('Ana Souza');

    await userEvent.click(within(row).getByRole('button', { name: 'Show number' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'You are not allowed to see card numbers',
    );
    expect(within(row).getByText('•••• •••• •••• 1111')).toBeVisible();
  });

  test('a viewer sees the cards but no reveal action', async () => {
    const { fetchMock } = renderListing('viewer');

    await rowOf('Ana Souza');

    expect(screen.queryByRole('button', { name: 'Show number' })).not.toBeInTheDocument();
    expect(fetchMock.callsTo(`/api${REVEAL_PATH}`)).toHaveLength(0);
  });

  test('a failed load says so', async () => {
    renderPage([{ path: '/cards/listing', element: <CardsListingPage /> }], {
      at: '/cards/listing',
      api: () => jsonResponse(500, { error: { code: 'INTERNAL', message: 'boom' } }),
    });

    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Error loading data'));
  });
});
