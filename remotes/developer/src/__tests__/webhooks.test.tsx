import { screen, within } from '@testing-library/react';
import { PointerEventsCheckLevel, userEvent } from '@testing-library/user-event';
import { jsonResponse } from '@arara/test-utils/fetch';
import { setupSuiteI18n } from '@arara/test-utils/i18n';
import { openDialog, type PageApi, renderPage } from '@arara/test-utils/render';
import { WebhooksPage } from '../features/webhooks/routes/webhooks-page';
import { apiError, BANK_ACCOUNT, BASE, WEBHOOK } from './fixtures';

setupSuiteI18n(['common', 'developer']);

const ROUTES = [
  {
    path: '/development/webhooks',
    element: <WebhooksPage />,
  },
];
const user = () => userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });

/** The webhooks and bank accounts; no sandbox receiver (404) unless `receiver` is given. */
const webhooksApi =
  (items: unknown[], receiver?: unknown): PageApi =>
  (call, path) => {
    if (path === `${BASE}/webhooks` && call.method === 'GET') return jsonResponse(200, { items });
    if (path === `${BASE}/bank-accounts`) return jsonResponse(200, { items: [BANK_ACCOUNT] });
    if (path === `${BASE}/webhooks/sandbox-receiver` && receiver)
      return jsonResponse(200, receiver);
    return undefined;
  };

test('lists the webhooks: url, bank account, events, status', async () => {
  renderPage(ROUTES, { at: '/development/webhooks', api: webhooksApi([WEBHOOK]) });
  const row = (await screen.findByRole('link', { name: WEBHOOK.url })).closest('tr') as HTMLElement;
  const cells = within(row);
  expect(cells.getByText('Itaú Unibanco · 0001 / 12345-6')).toBeVisible();
  expect(cells.getByText('Pix In')).toBeVisible();
  expect(cells.getByText('Pix Out')).toBeVisible();
  expect(cells.getByText('Active')).toBeVisible();
  expect(cells.getByText('whsec_…a1b2')).toBeVisible();
});

test('no webhook yet: the empty state says what to do next', async () => {
  renderPage(ROUTES, { at: '/development/webhooks', api: webhooksApi([]) });
  expect(await screen.findByText('No webhooks yet')).toBeVisible();
});

test('create: bank account, URL and events are required; the bank account is chosen from the merchant’s; the secret is shown once', async () => {
  const u = user();
  const bodies: unknown[] = [];
  const { fetchMock } = renderPage(ROUTES, {
    at: '/development/webhooks',
    api: (call, path, url) => {
      if (path === `${BASE}/webhooks` && call.method === 'POST') {
        bodies.push(call.body);
        return bodies.length === 1
          ? jsonResponse(403, apiError('FORBIDDEN', 'Your role does not allow this action'))
          : jsonResponse(201, { webhook: WEBHOOK, secret: 'whsec_secretvalue' });
      }
      return webhooksApi([])(call, path, url);
    },
  });
  const drawer = await openDialog(u, /Add webhook/);
  await u.click(within(drawer).getByRole('button', { name: 'Add webhook' }));
  expect(await within(drawer).findByText('Bank account is required')).toBeVisible();
  expect(within(drawer).getByText('Select at least one event')).toBeVisible();
  expect(within(drawer).getByText('Invalid URL')).toBeVisible();
  expect(fetchMock.calls().filter((call) => call.method === 'POST')).toHaveLength(0);

  await u.type(within(drawer).getByLabelText('URL'), WEBHOOK.url);
  await u.click(within(drawer).getByLabelText('Bank account'));
  await u.click(await screen.findByTitle('Itaú Unibanco · 0001 / 12345-6'));
  await u.click(within(drawer).getByRole('checkbox', { name: 'Pix In' }));
  await u.click(within(drawer).getByRole('checkbox', { name: 'Infraction Created' }));
  await u.click(within(drawer).getByRole('button', { name: 'Add webhook' }));
  expect(await within(drawer).findByText('Error creating webhook')).toBeVisible();
  expect(within(drawer).getByLabelText('URL')).toHaveValue(WEBHOOK.url);
  expect(bodies[0]).toEqual({
    url: WEBHOOK.url,
    bankAccountId: BANK_ACCOUNT.id,
    events: ['pix_in', 'infraction_created'],
  });

  await u.click(within(drawer).getByRole('button', { name: 'Add webhook' }));
  const title = await screen.findByText('Signing secret', { selector: '.ant-modal-title' });
  const modal = title.closest('.ant-modal') as HTMLElement;
  expect(within(modal).getByLabelText('Signing secret')).toHaveValue('whsec_secretvalue');
});

test('delete asks first; a failure reads Error deleting webhook; send test event calls the API', async () => {
  const u = user();
  const { fetchMock } = renderPage(ROUTES, {
    at: '/development/webhooks',
    api: (call, path, url) => {
      if (path === `${BASE}/webhooks/${WEBHOOK.id}` && call.method === 'DELETE')
        return jsonResponse(403, apiError('FORBIDDEN', 'Your role does not allow this action'));
      if (path === `${BASE}/webhooks/${WEBHOOK.id}/test`)
        return jsonResponse(404, apiError('NOT_FOUND', 'x'));
      return webhooksApi([WEBHOOK])(call, path, url);
    },
  });
  await u.click(await screen.findByRole('button', { name: 'Delete' }));
  expect(await screen.findByText('Delete this webhook?')).toBeInTheDocument();
  await u.click(screen.getAllByRole('button', { name: 'Delete' }).at(-1) as HTMLElement);
  expect(await screen.findAllByText('Error deleting webhook')).not.toHaveLength(0);

  await u.click(screen.getByRole('button', { name: 'Send test event' }));
  expect(await screen.findAllByText('Error sending the test event')).not.toHaveLength(0);
  expect(fetchMock.callsTo(`/api${BASE}/webhooks/${WEBHOOK.id}/test`)).toHaveLength(1);
});

test('a deleted webhook leaves the list and says so, though its row (and button) is gone', async () => {
  const u = user();
  let deleted = false;
  renderPage(ROUTES, {
    at: '/development/webhooks',
    api: (call, path, url) => {
      if (path === `${BASE}/webhooks/${WEBHOOK.id}` && call.method === 'DELETE') {
        deleted = true;
        return new Response(null, { status: 204 });
      }
      return webhooksApi(deleted ? [] : [WEBHOOK])(call, path, url);
    },
  });
  await u.click(await screen.findByRole('button', { name: 'Delete' }));
  await u.click(screen.getAllByRole('button', { name: 'Delete' }).at(-1) as HTMLElement);
  expect(await screen.findByText('No webhooks yet')).toBeVisible();
  expect(await screen.findAllByText('Webhook deleted')).not.toHaveLength(0);
});

test('the sandbox test receiver shows its URL and what it received with the signature check', async () => {
  renderPage(ROUTES, {
    at: '/development/webhooks',
    api: webhooksApi([WEBHOOK], {
      url: 'https://sandbox.arara.dev/api/sandbox/webhook-receiver/r1',
      items: [
        {
          id: 'r-1',
          receivedAt: '2026-11-20T13:30:00.000Z',
          eventId: 'e-1',
          type: 'test',
          signature: 'valid',
          headers: { 'content-type': 'application/json' },
          body: '{"id":"e-1"}',
        },
      ],
    }),
  });
  expect(await screen.findByLabelText('Test receiver URL')).toHaveValue(
    'https://sandbox.arara.dev/api/sandbox/webhook-receiver/r1',
  );
  expect(screen.getByText('Valid signature')).toBeVisible();
});
