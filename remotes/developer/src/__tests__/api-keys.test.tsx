import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { PointerEventsCheckLevel, userEvent } from '@testing-library/user-event';
import { jsonResponse } from '@arara/test-utils/fetch';
import { setupSuiteI18n, switchLanguage } from '@arara/test-utils/i18n';
import { openDialog, type PageApi, renderPage } from '@arara/test-utils/render';
import { ApiKeysPage } from '../features/api-keys/routes/api-keys-page';
import { API_KEY, apiError, BASE } from './fixtures';

setupSuiteI18n(['common', 'developer']);

const ROUTES = [
  {
    path: '/development/api-keys',
    element: <ApiKeysPage />,
  },
];
/** The modal that shows a secret once (antd names it by its title element). */
async function secretDialog(title: string): Promise<HTMLElement> {
  const heading = await screen.findByText(title, { selector: '.ant-modal-title' });
  return heading.closest('.ant-modal') as HTMLElement;
}
const user = () => userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });

const listing =
  (items: unknown[]): PageApi =>
  (call, path) =>
    path === `${BASE}/api-keys` && call.method === 'GET' ? jsonResponse(200, { items }) : undefined;

test('lists the keys: name, prefix, scopes, status, never expires, never used', async () => {
  renderPage(ROUTES, { at: '/development/api-keys', api: listing([API_KEY]) });
  const row = (await screen.findByText('ERP integration')).closest('tr') as HTMLElement;
  const cells = within(row);
  expect(cells.getByText('arara_sk_Ab3…')).toBeVisible();
  expect(cells.getByText('3 scopes')).toBeVisible();
  expect(cells.getByText('Active')).toBeVisible();
  expect(cells.getByText('Never')).toBeVisible();
  expect(cells.getByText('Never used')).toBeVisible();
  expect(cells.getByRole('button', { name: 'Revoke' })).toBeVisible();
});

test('no key yet: the empty state says what to do next', async () => {
  renderPage(ROUTES, { at: '/development/api-keys', api: listing([]) });
  expect(await screen.findByText('No API keys yet')).toBeVisible();
  expect(screen.getByText('Create an API key to call the API from your systems.')).toBeVisible();
});

test('a viewer sees the keys but can neither create nor revoke', async () => {
  renderPage(ROUTES, { at: '/development/api-keys', role: 'viewer', api: listing([API_KEY]) });
  expect(await screen.findByText('ERP integration')).toBeVisible();
  expect(screen.queryByRole('button', { name: 'Create API key' })).toBeNull();
  expect(screen.queryByRole('button', { name: 'Revoke' })).toBeNull();
});

test('a role without the developer tools (manager) is told so', async () => {
  renderPage(ROUTES, {
    at: '/development/api-keys',
    role: 'manager',
    api: (_call, path) =>
      path === `${BASE}/api-keys`
        ? jsonResponse(403, apiError('FORBIDDEN', 'Your role does not allow this action'))
        : undefined,
  });
  expect(await screen.findByText(/Your role cannot see the developer tools/)).toBeVisible();
  expect(screen.queryByRole('button', { name: /Create API key/ })).toBeNull();
});

test('create: required name and scopes, group checkboxes, the one-active refusal, then the secret shown once with copy', async () => {
  const u = user();
  const created = {
    ...API_KEY,
    id: 'd1000000-0000-4000-8000-000000000002',
    secret: 'arara_sk_Ab3secretvalue',
  };
  const bodies: unknown[] = [];
  const { fetchMock } = renderPage(ROUTES, {
    at: '/development/api-keys',
    api: (call, path, url) => {
      if (path === `${BASE}/api-keys` && call.method === 'POST') {
        bodies.push(call.body);
        return bodies.length === 1
          ? jsonResponse(
              409,
              // As the API answers it: the key it names is no field of the form.
              apiError('CONFLICT', 'Only one active API key is allowed', {
                apiKey: 'developer:apiKeys.errors.oneActive',
              }),
            )
          : jsonResponse(201, created);
      }
      return listing([])(call, path, url);
    },
  });
  const drawer = await openDialog(u, /Create API key/);
  await u.click(within(drawer).getByRole('button', { name: 'Create key' }));
  expect(await within(drawer).findByText('Name is required')).toBeVisible();
  expect(within(drawer).getByText('At least one scope is required')).toBeVisible();
  expect(fetchMock.calls().filter((call) => call.method === 'POST')).toHaveLength(0);

  await u.type(within(drawer).getByLabelText('Name'), 'ERP');
  const pix = within(drawer).getByRole('checkbox', { name: 'Pix operations' });
  await u.click(pix);
  expect(within(drawer).getByRole('checkbox', { name: 'Pix cash-in' })).toBeChecked();
  expect(within(drawer).getByRole('checkbox', { name: 'Pix cash-out' })).toBeChecked();
  expect(pix).toBeChecked();
  await u.click(within(drawer).getByRole('checkbox', { name: 'Pix cash-out' }));
  expect(pix).toBePartiallyChecked();
  await u.click(pix);
  expect(within(drawer).getByRole('checkbox', { name: 'Pix cash-out' })).toBeChecked();

  await u.click(within(drawer).getByRole('button', { name: 'Create key' }));
  expect(
    await within(drawer).findByText(
      'Only one active API key is allowed. Please revoke the existing key first',
    ),
  ).toBeVisible();
  expect(within(drawer).getByLabelText('Name')).toHaveValue('ERP');
  expect(bodies[0]).toEqual({
    name: 'ERP',
    scopes: ['pix.cashin', 'pix.cashout'],
    expiresAt: null,
  });

  await u.click(within(drawer).getByRole('button', { name: 'Create key' }));
  const modal = await secretDialog('Your new API key');
  expect(within(modal).getByLabelText('API key')).toHaveValue(created.secret);
  expect(within(modal).getByText(/it will not be shown again/)).toBeInTheDocument();
  await u.click(within(modal).getByRole('button', { name: 'Copy' }));
  expect(await navigator.clipboard.readText()).toBe(created.secret);
  await u.click(within(modal).getByRole('button', { name: 'I have copied it' }));
  await waitFor(() => expect(screen.queryAllByDisplayValue(created.secret)).toHaveLength(0));
});

test('a clipboard that refuses says Failed to copy API key to clipboard', async () => {
  const u = user();
  const writeText = jest.fn().mockRejectedValue(new Error('denied'));
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
  renderPage(ROUTES, {
    at: '/development/api-keys',
    api: (call, path, url) =>
      path === `${BASE}/api-keys` && call.method === 'POST'
        ? jsonResponse(201, { ...API_KEY, secret: 'arara_sk_x' })
        : listing([])(call, path, url),
  });
  const drawer = await openDialog(u, /Create API key/);
  await u.type(within(drawer).getByLabelText('Name'), 'ERP');
  await u.click(within(drawer).getByRole('checkbox', { name: 'Institutions' }));
  await u.click(within(drawer).getByRole('button', { name: 'Create key' }));
  const modal = await secretDialog('Your new API key');
  await u.click(within(modal).getByRole('button', { name: 'Copy' }));
  expect(await screen.findAllByText('Failed to copy API key to clipboard')).not.toHaveLength(0);
});

test('a key that expires on a day works through that day in São Paulo; another failure reads Failed to create API key', async () => {
  const u = user();
  const { fetchMock } = renderPage(ROUTES, {
    at: '/development/api-keys',
    api: (call, path, url) =>
      path === `${BASE}/api-keys` && call.method === 'POST'
        ? jsonResponse(500, apiError('INTERNAL', 'boom'))
        : listing([])(call, path, url),
  });
  const drawer = await openDialog(u, /Create API key/);
  await u.type(within(drawer).getByLabelText('Name'), 'ERP');
  await u.click(within(drawer).getByRole('checkbox', { name: 'Institutions' }));
  await u.click(within(drawer).getByRole('radio', { name: 'Expires on a date' }));
  fireEvent.change(within(drawer).getByLabelText('Expiration date'), {
    target: { value: '2026-12-31' },
  });
  await u.click(within(drawer).getByRole('button', { name: 'Create key' }));
  expect(await within(drawer).findByText('Failed to create API key')).toBeVisible();
  expect(fetchMock.calls().find((call) => call.method === 'POST')?.body).toEqual({
    name: 'ERP',
    scopes: ['institutions.read'],
    expiresAt: '2027-01-01T02:59:59.999Z',
  });
});

test('revoke asks first, then calls the API; a failure reads Failed to revoke API key', async () => {
  const u = user();
  const { fetchMock } = renderPage(ROUTES, {
    at: '/development/api-keys',
    api: (call, path, url) =>
      path === `${BASE}/api-keys/${API_KEY.id}/revoke`
        ? jsonResponse(403, apiError('FORBIDDEN', 'Your role does not allow this action'))
        : listing([API_KEY])(call, path, url),
  });
  await u.click(await screen.findByRole('button', { name: 'Revoke' }));
  expect(await screen.findByText('Revoke the key ERP integration?')).toBeInTheDocument();
  expect(fetchMock.callsTo(`/api${BASE}/api-keys/${API_KEY.id}/revoke`)).toHaveLength(0);
  const confirm = screen.getAllByRole('button', { name: 'Revoke' }).at(-1) as HTMLElement;
  await u.click(confirm);
  expect(await screen.findAllByText('Failed to revoke API key')).not.toHaveLength(0);
  expect(fetchMock.callsTo(`/api${BASE}/api-keys/${API_KEY.id}/revoke`)).toHaveLength(1);
});

test('the create form speaks Portuguese', async () => {
  await switchLanguage('pt-BR');
  const u = user();
  renderPage(ROUTES, { at: '/development/api-keys', api: listing([]) });
  const drawer = await openDialog(u, /Criar chave de API/);
  await u.click(within(drawer).getByRole('button', { name: 'Criar chave' }));
  expect(await within(drawer).findByText('O nome é obrigatório')).toBeVisible();
  expect(within(drawer).getByRole('checkbox', { name: 'Operações Pix' })).not.toBeChecked();
});
