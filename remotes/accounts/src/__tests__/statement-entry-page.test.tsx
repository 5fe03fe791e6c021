import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { jsonResponse } from '@arara/test-utils/fetch';
import { setupI18n, switchLanguage } from '@arara/test-utils/i18n';
import { StatementEntryPage } from '../features/statement/routes/statement-entry-page';
import { renderPage } from '@arara/test-utils/render';
import { DEPOSIT, ENTRY_DETAIL, MAIN_ACCOUNT, STATEMENT_PATH } from './statement-fixtures';

const ROUTES = [
  { path: '/accounts/extract/:id', element: <StatementEntryPage /> },
  { path: '/accounts/extract', element: <h1>Statement list</h1> },
];

beforeAll(() => setupI18n(['common', 'accounts']));
afterEach(() => switchLanguage('en'));

function render(at: string, entry: () => Response) {
  return renderPage(ROUTES, {
    at,
    api: (_call, path) => (path.startsWith(`${STATEMENT_PATH}/`) ? entry() : undefined),
  });
}

/** The value cell next to a label of the descriptions. */
function descriptionValue(label: string): HTMLElement {
  const cell = screen.getByText(label).closest('th');
  const value = cell?.nextElementSibling;
  if (!(value instanceof HTMLElement)) throw new Error(`no value for ${label}`);
  return value;
}

describe('/accounts/extract/:id', () => {
  test.each([
    [
      'en',
      'Amount',
      '+R$1,234.56',
      'Balance after',
      'R$5,234.56',
      'Type',
      'Deposit',
      'Date',
      /11\/20\/26, 10:30\sAM/,
      'Branch',
    ],
    [
      'pt-BR',
      'Valor',
      '+R$ 1.234,56',
      'Saldo após',
      'R$ 5.234,56',
      'Tipo',
      'Depósito',
      'Data',
      /20\/11\/2026, 10:30/,
      'Agência',
    ],
  ] as const)(
    'shows the entry with its accounts (%s)',
    async (language, amountLabel, amount, balanceLabel, balance, typeLabel, type, dateLabel, date, branchLabel) => {
      await switchLanguage(language);
      const { fetchMock } = render(`/accounts/extract/${DEPOSIT.id}`, () =>
        jsonResponse(200, ENTRY_DETAIL),
      );

      expect(await screen.findByText('PIX-0001')).toBeVisible();
      expect(descriptionValue(amountLabel)).toHaveTextContent(amount);
      expect(descriptionValue(balanceLabel)).toHaveTextContent(balance);
      expect(descriptionValue(typeLabel)).toHaveTextContent(type);
      expect(descriptionValue(dateLabel)).toHaveTextContent(date);
      expect(descriptionValue(branchLabel)).toHaveTextContent('0001');
      expect(screen.getByText('Customer payment')).toBeVisible();
      expect(screen.getByText('509 · Celcoin')).toBeVisible();
      expect(screen.getByText('123456-7')).toBeVisible();
      expect(screen.getByRole('link', { name: MAIN_ACCOUNT.label })).toHaveAttribute(
        'href',
        `/accounts/virtual/${MAIN_ACCOUNT.id}`,
      );
      expect(fetchMock.callsTo(`/api${STATEMENT_PATH}/${DEPOSIT.id}`)).toHaveLength(1);
    },
  );

  test.each([
    ['en', 'Statement entry not found', 'Back to the statement'],
    ['pt-BR', 'Lançamento do extrato não encontrado', 'Voltar ao extrato'],
  ] as const)(
    'an unknown entry shows not found with a way back (%s)',
    async (language, title, back) => {
      await switchLanguage(language);
      const { router } = render('/accounts/extract/999', () =>
        jsonResponse(404, { error: { code: 'NOT_FOUND', message: 'Statement entry not found' } }),
      );

      expect(await screen.findByRole('heading', { name: title })).toBeVisible();
      await userEvent.click(screen.getByRole('link', { name: back }));
      expect(router.state.location.pathname).toBe('/accounts/extract');
      expect(await screen.findByRole('heading', { name: 'Statement list' })).toBeVisible();
    },
  );

  test('a failure other than 404 is an error, not "not found"', async () => {
    render(`/accounts/extract/${DEPOSIT.id}`, () =>
      jsonResponse(500, { error: { code: 'INTERNAL_ERROR', message: 'Internal server error' } }),
    );
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Error loading data');
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeVisible();
    expect(screen.queryByText('Statement entry not found')).not.toBeInTheDocument();
  });
});
