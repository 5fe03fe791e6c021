import { PointerEventsCheckLevel, userEvent } from '@testing-library/user-event';
import { screen, waitFor, within } from '@testing-library/react';
import { jsonResponse, refusedOnce } from '@arara/test-utils/fetch';
import { switchLanguage, setupSuiteI18n } from '@arara/test-utils/i18n';
import { MERCHANT_ID, openDialog, type PageApi, renderPage } from '@arara/test-utils/render';
import { CounterpartiesPage } from '../features/counterparties/routes/counterparties-page';
import { CounterpartyPage } from '../features/counterparties/routes/counterparty-page';
import { LOJA, LOJA_DETAIL, MARIA } from './counterparties-fixtures';
import { apiError } from './fixtures';

setupSuiteI18n(['common', 'payments', 'accounts']);

const BASE = `/merchants/${MERCHANT_ID}/counterparties`;
const ROUTES = [
  { path: '/counterparties', element: <CounterpartiesPage /> },
  { path: '/counterparties/:id', element: <CounterpartyPage /> },
];

const listApi: PageApi = (call, path, url) => {
  if (path === BASE && call.method === 'GET') {
    const search = url.searchParams.get('search');
    const items = search
      ? [LOJA, MARIA].filter((item) => item.name.includes(search))
      : [LOJA, MARIA];
    return jsonResponse(200, { items, nextCursor: null });
  }
  if (path === `${BASE}/${LOJA.id}`) return jsonResponse(200, LOJA_DETAIL);
  return undefined;
};

const user = () => userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });

test('the list shows the counterparties and searches on the server', async () => {
  const { fetchMock } = renderPage(ROUTES, { at: '/counterparties', api: listApi });
  expect(await screen.findByRole('link', { name: 'Loja Exemplo Ltda' })).toBeVisible();
  expect(screen.getByText('77.788.899/9000-95')).toBeVisible();
  expect(screen.getByText('529.982.247-25')).toBeVisible();
  expect(screen.getByText('pix@lojaexemplo.com.br')).toBeVisible();

  await user().type(screen.getByRole('searchbox', { name: 'Search by name or document' }), 'Maria');
  await waitFor(() => expect(screen.queryByText('Loja Exemplo Ltda')).not.toBeInTheDocument());
  expect(screen.getByRole('link', { name: 'Maria Souza' })).toBeVisible();
  expect(fetchMock.callsTo(`/api${BASE}`).some((call) => call.url.includes('search=Maria'))).toBe(
    true,
  );
});

test('viewers see the list without the New counterparty button', async () => {
  renderPage(ROUTES, { at: '/counterparties', role: 'viewer', api: listApi });
  await screen.findByRole('link', { name: 'Loja Exemplo Ltda' });
  expect(screen.queryByRole('button', { name: /New counterparty/ })).not.toBeInTheDocument();
});

test('create: messages in English, the API field error keeps what was typed, success opens it', async () => {
  const create = refusedOnce(
    jsonResponse(
      409,
      apiError('CONFLICT', 'Taken', { document: 'payments:counterparties.errors.documentTaken' }),
    ),
    LOJA_DETAIL,
  );
  const { router } = renderPage(ROUTES, {
    at: '/counterparties',
    api: (call, path, url) =>
      path === BASE && call.method === 'POST' ? create.answer(call) : listApi(call, path, url),
  });
  const u = user();
  const drawer = await openDialog(u, /New counterparty/);
  await u.click(within(drawer).getByRole('button', { name: 'Create' }));
  expect(await within(drawer).findAllByText('This field is required')).toHaveLength(2);

  await u.type(within(drawer).getByLabelText('Name'), 'Loja Exemplo Ltda');
  await u.type(within(drawer).getByLabelText('CPF or CNPJ'), '77.788.899/9000-90');
  await u.type(within(drawer).getByLabelText('E-mail (optional)'), 'nope');
  await u.click(within(drawer).getByRole('button', { name: 'Create' }));
  expect(
    await within(drawer).findByText('Enter a valid CPF (11 digits) or CNPJ (14 digits).'),
  ).toBeVisible();
  expect(within(drawer).getByText('Invalid email address')).toBeVisible();

  const document = within(drawer).getByLabelText('CPF or CNPJ');
  await u.clear(document);
  await u.type(document, '77.788.899/9000-95');
  await u.clear(within(drawer).getByLabelText('E-mail (optional)'));
  await u.click(within(drawer).getByRole('button', { name: 'Create' }));
  expect(
    await within(drawer).findByText('A counterparty with this document already exists.'),
  ).toBeVisible();
  expect(within(drawer).getByLabelText('Name')).toHaveValue('Loja Exemplo Ltda');
  expect(within(drawer).getByLabelText('CPF or CNPJ')).toHaveValue('77.788.899/9000-95');

  await u.click(within(drawer).getByRole('button', { name: 'Create' }));
  await waitFor(() => expect(router.state.location.pathname).toBe(`/counterparties/${LOJA.id}`));
});

test('the create form speaks Portuguese', async () => {
  await switchLanguage('pt-BR');
  renderPage(ROUTES, { at: '/counterparties', api: listApi });
  const u = user();
  const drawer = await openDialog(u, /Nova contraparte/);
  await u.click(within(drawer).getByRole('button', { name: 'Criar' }));
  expect(await within(drawer).findAllByText('Este campo é obrigatório')).toHaveLength(2);
  await u.type(within(drawer).getByLabelText('CPF ou CNPJ'), '123.456.789-00');
  await u.type(within(drawer).getByLabelText('Chave Pix (opcional)'), 'a@b.co');
  await u.click(within(drawer).getByRole('button', { name: 'Criar' }));
  expect(
    await within(drawer).findByText('Informe um CPF (11 dígitos) ou CNPJ (14 dígitos) válido.'),
  ).toBeVisible();
  expect(within(drawer).getByText('Escolha o tipo da chave Pix.')).toBeVisible();
});

test('the detail shows the data and the bank accounts, the primary marked', async () => {
  renderPage(ROUTES, { at: `/counterparties/${LOJA.id}`, api: listApi });
  expect(await screen.findByText('financeiro@lojaexemplo.com.br')).toBeVisible();
  expect(screen.getByText('77.788.899/9000-95')).toBeVisible();
  const primary = screen.getByRole('row', { name: /Santander/ });
  expect(within(primary).getByText('90400888')).toBeVisible();
  expect(within(primary).getByText('3003')).toBeVisible();
  expect(within(primary).getByText('Business')).toBeVisible();
  expect(within(primary).getByText('Primary', { selector: '.ant-tag' })).toBeVisible();
  const other = screen.getByRole('row', { name: /Caixa Econômica Federal/ });
  expect(within(other).getByText('Checking')).toBeVisible();
  expect(within(other).queryByText('Primary', { selector: '.ant-tag' })).not.toBeInTheDocument();
  expect(within(other).getByRole('button', { name: 'Make primary' })).toBeVisible();
});

test('adding a bank account shows the API field errors and keeps the typed values (pt-BR)', async () => {
  await switchLanguage('pt-BR');
  renderPage(ROUTES, {
    at: `/counterparties/${LOJA.id}`,
    api: (call, path, url) =>
      path === `${BASE}/${LOJA.id}/bank-accounts` && call.method === 'POST'
        ? jsonResponse(
            409,
            apiError('CONFLICT', 'Taken', {
              account: 'payments:counterparties.errors.bankAccountTaken',
            }),
          )
        : listApi(call, path, url),
  });
  const u = user();
  const drawer = await openDialog(u, /Adicionar conta bancária/);
  await u.type(within(drawer).getByLabelText('Banco'), 'Santander');
  await u.type(within(drawer).getByLabelText('ISPB'), '9040');
  await u.type(within(drawer).getByLabelText('Agência'), '3003');
  await u.type(within(drawer).getByLabelText('Conta'), '13004567');
  await u.type(within(drawer).getByLabelText('Dígito'), '2');
  await u.click(within(drawer).getByRole('button', { name: 'Adicionar' }));
  expect(await within(drawer).findByText('O ISPB tem 8 dígitos.')).toBeVisible();
  await u.type(within(drawer).getByLabelText('ISPB'), '0888');
  await u.click(within(drawer).getByRole('button', { name: 'Adicionar' }));
  expect(await within(drawer).findByText('Esta conta bancária já está cadastrada.')).toBeVisible();
  expect(within(drawer).getByLabelText('Conta')).toHaveValue('13004567');
});

test('an unknown counterparty says so', async () => {
  renderPage(ROUTES, { at: '/counterparties/e1000000-0000-4000-8000-00000000ffff', api: listApi });
  expect(await screen.findByText('Counterparty not found')).toBeVisible();
  expect(screen.getByRole('button', { name: 'Back to counterparties' })).toBeVisible();
});
