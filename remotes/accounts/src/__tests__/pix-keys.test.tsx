import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { jsonResponse } from '@arara/test-utils/fetch';
import { setupI18n, switchLanguage } from '@arara/test-utils/i18n';
import { PixKeyPage } from '../features/pix-keys/routes/pix-key-page';
import { VirtualAccountPage } from '../features/virtual-accounts/routes/virtual-account-page';
import { apiError, VIRTUAL_ACCOUNT } from './fixtures';
import { MERCHANT_ID, openDialog, renderPage } from '@arara/test-utils/render';

// Typing into antd inputs in jsdom is slow on a 2-core machine with two workers.

beforeAll(() => setupI18n(['common', 'accounts', 'period']));
afterEach(() => switchLanguage('en'));

const BASE = `/merchants/${MERCHANT_ID}`;
const KEYS_PATH = `${BASE}/virtual-accounts/${VIRTUAL_ACCOUNT.id}/pix-keys`;
const PIX_KEY = {
  id: 'd1000000-0000-4000-8000-000000000001',
  merchantId: MERCHANT_ID,
  virtualAccountId: VIRTUAL_ACCOUNT.id,
  virtualAccountLabel: VIRTUAL_ACCOUNT.label,
  type: 'phone',
  key: '+5511987654321',
  status: 'active',
  createdAt: '2026-11-01T12:00:00.000Z',
  deactivatedAt: null,
  codeExpiresAt: null,
};

type Api = Parameters<typeof renderPage>[1]['api'];

function renderKeysTab(
  onCreate: (body: unknown) => Response,
  role: 'owner' | 'viewer' = 'owner',
  options: { keys?: unknown[]; api?: Api } = {},
) {
  const keys = options.keys ?? [PIX_KEY];
  return renderPage([{ path: '/accounts/virtual/:id', element: <VirtualAccountPage /> }], {
    at: `/accounts/virtual/${VIRTUAL_ACCOUNT.id}?tab=pix-keys`,
    role,
    api: (call, path, url) => {
      if (path === `${BASE}/virtual-accounts/${VIRTUAL_ACCOUNT.id}`)
        return jsonResponse(200, VIRTUAL_ACCOUNT);
      if (path === KEYS_PATH && call.method === 'GET') return jsonResponse(200, { items: keys });
      if (path === KEYS_PATH && call.method === 'POST') {
        const answer = onCreate(call.body);
        if (answer.status === 201)
          void answer
            .clone()
            .json()
            .then((key) => keys.push(key));
        return answer;
      }
      return options.api?.(call, path, url);
    },
  });
}

/** antd's button-style radios take the click on their label; the input itself is covered. */
const chooseType = (radio: HTMLElement) => userEvent.setup({ pointerEventsCheck: 0 }).click(radio);

async function openDrawer() {
  return openDialog(userEvent, /Add Pix key/);
}

test('lists the account keys readably; a viewer cannot add one', async () => {
  renderKeysTab(() => jsonResponse(500), 'viewer');
  expect(await screen.findByRole('link', { name: '+55 (11) 98765-4321' })).toHaveAttribute(
    'href',
    `/accounts/virtual/pix-keys/${PIX_KEY.id}`,
  );
  expect(screen.queryByRole('button', { name: /Add Pix key/ })).toBeNull();
});

test('a CPF with wrong check digits, an e-mail and a short phone are refused before sending', async () => {
  const { fetchMock } = renderKeysTab(() => jsonResponse(500));
  const drawer = await openDrawer();
  await userEvent.click(within(drawer).getByRole('button', { name: 'Add key' }));
  expect(await within(drawer).findByText('This field is required')).toBeVisible();

  await userEvent.type(within(drawer).getByRole('textbox', { name: 'CPF' }), '111.111.111-11');
  await userEvent.click(within(drawer).getByRole('button', { name: 'Add key' }));
  expect(await within(drawer).findByText('Enter a valid CPF (11 digits)')).toBeVisible();

  await chooseType(within(drawer).getByRole('radio', { name: 'E-mail' }));
  await userEvent.type(within(drawer).getByRole('textbox', { name: 'E-mail' }), 'not-an-email');
  await userEvent.click(within(drawer).getByRole('button', { name: 'Add key' }));
  expect(await within(drawer).findByText('Enter a valid e-mail address')).toBeVisible();

  await chooseType(within(drawer).getByRole('radio', { name: 'Phone' }));
  await userEvent.type(
    within(drawer).getByRole('textbox', { name: 'Phone with area code' }),
    '98765-4321',
  );
  await userEvent.click(within(drawer).getByRole('button', { name: 'Add key' }));
  expect(
    await within(drawer).findByText('Enter a phone number with area code (10 or 11 digits)'),
  ).toBeVisible();
  expect(fetchMock.calls().filter((call) => call.method === 'POST')).toHaveLength(0);
});

test('a key taken elsewhere is refused with the API message and the typed key stays', async () => {
  renderKeysTab(() =>
    jsonResponse(409, apiError('CONFLICT', 'Taken', { key: 'accounts:pixKey.taken' })),
  );
  const drawer = await openDrawer();
  await chooseType(within(drawer).getByRole('radio', { name: 'CNPJ' }));
  await userEvent.type(within(drawer).getByRole('textbox', { name: 'CNPJ' }), '11.222.333/0001-81');
  await userEvent.click(within(drawer).getByRole('button', { name: 'Add key' }));
  expect(await within(drawer).findByText('This Pix key is already registered')).toBeVisible();
  expect(within(drawer).getByRole('textbox', { name: 'CNPJ' })).toHaveValue('11.222.333/0001-81');
});

test('a random key sends only its type and shows up in the list', async () => {
  const random = {
    ...PIX_KEY,
    id: 'd1000000-0000-4000-8000-000000000002',
    type: 'random',
    key: '5f1c7d7e-3b0a-4c55-9e0d-2c2b1a8f9e11',
  };
  const { fetchMock } = renderKeysTab(() => jsonResponse(201, random));
  const drawer = await openDrawer();
  await chooseType(within(drawer).getByRole('radio', { name: 'Random key' }));
  expect(within(drawer).getByText(/generated for you/)).toBeVisible();
  await userEvent.click(within(drawer).getByRole('button', { name: 'Add key' }));
  expect(await screen.findByRole('link', { name: random.key })).toBeVisible();
  expect(fetchMock.calls().find((call) => call.method === 'POST')?.body).toEqual({
    type: 'random',
  });
});

test('Portuguese messages in the drawer', async () => {
  await switchLanguage('pt-BR');
  renderKeysTab(() => jsonResponse(500));
  const drawer = await openDialog(userEvent, /Adicionar chave Pix/);
  await userEvent.type(within(drawer).getByRole('textbox', { name: 'CPF' }), '123');
  await userEvent.click(within(drawer).getByRole('button', { name: 'Adicionar chave' }));
  expect(await within(drawer).findByText(/CPF válido/)).toBeVisible();
});

test('the key detail page shows the key and links its account; unknown keys are not found', async () => {
  renderPage([{ path: '/accounts/virtual/pix-keys/:id', element: <PixKeyPage /> }], {
    at: `/accounts/virtual/pix-keys/${PIX_KEY.id}`,
    api: (_call, path) =>
      path === `${BASE}/pix-keys/${PIX_KEY.id}` ? jsonResponse(200, PIX_KEY) : undefined,
  });
  expect(
    await screen.findByRole('heading', { level: 2, name: '+55 (11) 98765-4321' }),
  ).toBeVisible();
  expect(screen.getByRole('link', { name: 'Conta principal' })).toHaveAttribute(
    'href',
    `/accounts/virtual/${VIRTUAL_ACCOUNT.id}?tab=pix-keys`,
  );
});

test('an unknown key says Pix key not found', async () => {
  renderPage([{ path: '/accounts/virtual/pix-keys/:id', element: <PixKeyPage /> }], {
    at: '/accounts/virtual/pix-keys/d1000000-0000-4000-8000-00000000dead',
    api: () => jsonResponse(404, apiError('NOT_FOUND', 'Pix key not found')),
  });
  expect(await screen.findByText('Pix key not found')).toBeVisible();
});

const PENDING_KEY = {
  ...PIX_KEY,
  id: 'd1000000-0000-4000-8000-000000000003',
  type: 'email',
  key: 'financeiro@example.com',
  status: 'pending',
  codeExpiresAt: '2026-11-01T12:10:00.000Z',
};
const PENDING_PATH = `${BASE}/pix-keys/${PENDING_KEY.id}`;

/** The confirm and resend endpoints of the pending key: 123456 is the right code. */
function codeApi(calls: { confirm: unknown[]; resend: number }): Api {
  return (call, path) => {
    if (path === `${PENDING_PATH}/confirm` && call.method === 'POST') {
      calls.confirm.push(call.body);
      return (call.body as { code: string }).code === '123456'
        ? jsonResponse(200, { ...PENDING_KEY, status: 'active', codeExpiresAt: null })
        : jsonResponse(
            400,
            apiError('VALIDATION_ERROR', 'Wrong code', { code: 'accounts:pixKey.wrongCode' }),
          );
    }
    if (path === `${PENDING_PATH}/code` && call.method === 'POST') {
      calls.resend += 1;
      return jsonResponse(200, PENDING_KEY);
    }
    return undefined;
  };
}

test('an e-mail key comes back pending: the drawer asks for the code sent to it, with resend', async () => {
  const calls = { confirm: [] as unknown[], resend: 0 };
  renderKeysTab(() => jsonResponse(201, PENDING_KEY), 'owner', { api: codeApi(calls) });
  const drawer = await openDrawer();
  await chooseType(within(drawer).getByRole('radio', { name: 'E-mail' }));
  await userEvent.type(within(drawer).getByRole('textbox', { name: 'E-mail' }), PENDING_KEY.key);
  await userEvent.click(within(drawer).getByRole('button', { name: 'Add key' }));

  expect(
    await within(drawer).findByText(/We sent a 6-digit code to financeiro@example.com/),
  ).toBeVisible();
  expect(screen.getByText('Confirm the Pix key')).toBeVisible();
  const code = within(drawer).getByRole('textbox', { name: 'Code we sent' });
  await userEvent.type(code, '000000');
  await userEvent.click(within(drawer).getByRole('button', { name: 'Activate key' }));
  expect(
    await within(drawer).findByText('Wrong code: check the code we sent and try again'),
  ).toBeVisible();

  await userEvent.click(within(drawer).getByRole('button', { name: 'Send a new code' }));
  expect(await screen.findByText('A new code was sent')).toBeVisible();
  expect(calls.resend).toBe(1);

  await userEvent.type(within(drawer).getByRole('textbox', { name: 'Code we sent' }), '123456');
  await userEvent.click(within(drawer).getByRole('button', { name: 'Activate key' }));
  expect(await screen.findByText('Pix key financeiro@example.com activated')).toBeVisible();
  expect(calls.confirm).toEqual([{ code: '000000' }, { code: '123456' }]);
});

test('a pending key is listed as awaiting confirmation, with a Confirm action for the code', async () => {
  const calls = { confirm: [] as unknown[], resend: 0 };
  renderKeysTab(() => jsonResponse(500), 'owner', {
    keys: [PIX_KEY, PENDING_KEY],
    api: codeApi(calls),
  });
  const row = (await screen.findByRole('link', { name: PENDING_KEY.key })).closest('tr');
  expect(row).not.toBeNull();
  const pendingRow = within(row as HTMLElement);
  expect(pendingRow.getByText('Awaiting confirmation')).toBeVisible();
  await userEvent.click(pendingRow.getByRole('button', { name: 'Confirm' }));
  const drawer = await screen.findByRole('dialog');
  await userEvent.type(within(drawer).getByRole('textbox', { name: 'Code we sent' }), '123456');
  await userEvent.click(within(drawer).getByRole('button', { name: 'Activate key' }));
  expect(await screen.findByText('Pix key financeiro@example.com activated')).toBeVisible();
  expect(calls.confirm).toEqual([{ code: '123456' }]);
});

test('a number that is both a CPF and a mobile number makes the drawer ask which type is meant', async () => {
  renderKeysTab(() =>
    jsonResponse(
      400,
      apiError('VALIDATION_ERROR', 'Invalid', { type: 'accounts:pixKey.chooseType' }),
    ),
  );
  const drawer = await openDrawer();
  // 119.876.543-74 is a valid CPF and (11) 98765-4374 a valid mobile number.
  await userEvent.type(within(drawer).getByRole('textbox', { name: 'CPF' }), '11987654374');
  expect(
    await within(drawer).findByText(/both a valid CPF and a mobile number: check/),
  ).toBeVisible();
  await userEvent.click(within(drawer).getByRole('button', { name: 'Add key' }));
  expect(
    await within(drawer).findByText(
      'This number is both a valid CPF and a mobile number: choose the key type',
    ),
  ).toBeVisible();
});

test('Portuguese texts of the code step', async () => {
  await switchLanguage('pt-BR');
  renderKeysTab(() => jsonResponse(500), 'owner', { keys: [PENDING_KEY] });
  expect(await screen.findByText('Aguardando confirmação')).toBeVisible();
  await userEvent.click(screen.getByRole('button', { name: 'Confirmar' }));
  const drawer = await screen.findByRole('dialog');
  expect(within(drawer).getByText(/Enviamos um código de 6 dígitos para/)).toBeVisible();
  expect(within(drawer).getByRole('button', { name: 'Enviar novo código' })).toBeVisible();
});
