import { screen } from '@testing-library/react';
import { jsonResponse } from '@arara/test-utils/fetch';
import { switchLanguage, setupSuiteI18n } from '@arara/test-utils/i18n';
import { renderPage } from '@arara/test-utils/render';
import { PublicPixPage } from '../features/public-pix/routes/public-pix-page';
import { apiError } from './fixtures';

setupSuiteI18n(['common', 'payments']);

const ID = 'e1000000-0000-4000-8000-000000000001';
const ROUTES = [{ path: '/pix/:transactionId', element: <PublicPixPage /> }];
const TRANSACTION = {
  id: ID,
  status: 'approved',
  amount: 12_345,
  createdAt: '2026-11-20T13:30:00.000Z',
  endToEndId: 'E12345678202611201200ABCDEF12345',
  payer: { name: 'Arara Demo Comércio Ltda', document: '**.222.333/0001-**', institution: 'Arara' },
  receiver: { name: 'Maria Souza', document: '***.456.789-**', institution: 'Banco Exemplo' },
};

test('shows status, amount, end-to-end id and the masked parties, without a session header', async () => {
  const { fetchMock } = renderPage(ROUTES, {
    at: `/pix/${ID}`,
    api: (_call, path) =>
      path === `/public/pix/${ID}` ? jsonResponse(200, TRANSACTION) : undefined,
  });
  expect(await screen.findByText('Maria Souza')).toBeVisible();
  expect(screen.getByRole('heading', { level: 2, name: 'Pix transaction' })).toBeVisible();
  expect(screen.getByText('Approved')).toBeVisible();
  expect(screen.getByText('R$123.45')).toBeVisible();
  expect(screen.getByText(TRANSACTION.endToEndId)).toBeVisible();
  expect(screen.getByText('***.456.789-**')).toBeVisible();
  expect(screen.getByText('**.222.333/0001-**')).toBeVisible();
  expect(screen.getByText('Banco Exemplo')).toBeVisible();
  const [call] = fetchMock.callsTo(`/api/public/pix/${ID}`);
  expect(call?.headers.authorization).toBeUndefined();
});

test('an unknown transaction is not found (pt-BR); a malformed id too, without asking', async () => {
  await switchLanguage('pt-BR');
  renderPage(ROUTES, {
    at: `/pix/${ID}`,
    api: (_call, path) =>
      path === `/public/pix/${ID}` ? jsonResponse(404, apiError('NOT_FOUND', 'x')) : undefined,
  });
  expect(await screen.findByText('Transação Pix não encontrada')).toBeVisible();
  expect(screen.getByRole('heading', { level: 2, name: 'Transação Pix' })).toBeVisible();
});

test('a malformed id shows not found under the page heading', async () => {
  const { fetchMock } = renderPage(ROUTES, { at: '/pix/E2E-TRANSACTION-1', api: () => undefined });
  expect(await screen.findByText('Pix transaction not found')).toBeVisible();
  expect(screen.getByRole('heading', { level: 2, name: 'Pix transaction' })).toBeVisible();
  expect(fetchMock.calls().filter((call) => call.url.includes('/public/'))).toHaveLength(0);
});
