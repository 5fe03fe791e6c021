import { screen, waitFor, within } from '@testing-library/react';
import { PointerEventsCheckLevel, userEvent } from '@testing-library/user-event';
import { jsonResponse } from '@arara/test-utils/fetch';
import { setupSuiteI18n } from '@arara/test-utils/i18n';
import { type PageApi, renderPage } from '@arara/test-utils/render';
import { EventPage } from '../features/events/routes/event-page';
import { EventsPage } from '../features/events/routes/events-page';
import { LogPage } from '../features/logs/routes/log-page';
import { LogsPage } from '../features/logs/routes/logs-page';
import { apiError, BASE, EVENT, REQUEST_LOG } from './fixtures';

setupSuiteI18n(['common', 'developer', 'period']);

const ROUTES = [
  { path: '/development/events', element: <EventsPage /> },
  { path: '/development/events/:id', element: <EventPage /> },
  { path: '/development/logs', element: <LogsPage /> },
  { path: '/development/logs/:id', element: <LogPage /> },
];
const user = () => userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });

const FAILED = {
  ...EVENT,
  id: 'a2000000-0000-4000-8000-000000000002',
  status: 'failed',
  attempts: 12,
};
const PENDING = {
  ...EVENT,
  id: 'a2000000-0000-4000-8000-000000000003',
  status: 'pending',
  type: 'test',
};

const eventsApi: PageApi = (_call, path) => {
  if (path === `${BASE}/webhook-events`)
    return jsonResponse(200, { items: [EVENT, FAILED, PENDING], nextCursor: null });
  if (path === `${BASE}/webhook-events/${FAILED.id}/resend`)
    return jsonResponse(404, apiError('NOT_FOUND', 'developer:webhookEvents.errors.notFound'));
  if (path === `${BASE}/webhook-events/${EVENT.id}`)
    return jsonResponse(200, {
      ...EVENT,
      payload: {
        id: EVENT.eventId,
        type: 'pix_in',
        createdAt: EVENT.createdAt,
        data: { amount: 25_000 },
      },
      attemptLog: [
        {
          id: 'at-1',
          attemptedAt: '2026-11-20T13:30:01.000Z',
          statusCode: 503,
          latencyMs: 120,
          error: 'The receiver answered 503',
        },
      ],
    });
  return undefined;
};

test('events: statuses, types and amounts; re-send calls the API and says when it fails', async () => {
  const u = user();
  const { fetchMock } = renderPage(ROUTES, { at: '/development/events', api: eventsApi });
  const sent = (await screen.findByText('Sent')).closest('tr') as HTMLElement;
  expect(within(sent).getByRole('link', { name: 'Pix In' })).toBeVisible();
  expect(within(sent).getByText('R$250.00')).toBeVisible();
  const failed = screen.getByText('Failed').closest('tr') as HTMLElement;
  expect(within(failed).getByText('12')).toBeVisible();
  const pending = screen.getByText('Pending').closest('tr') as HTMLElement;
  expect(within(pending).getByRole('link', { name: 'Test' })).toBeVisible();
  // A pending event is on its way: nothing to re-send yet.
  expect(within(pending).queryByRole('button', { name: 'Re-send' })).toBeNull();

  await u.click(within(failed).getByRole('button', { name: 'Re-send' }));
  expect(await screen.findAllByText('Failed to resend event')).not.toHaveLength(0);
  expect(fetchMock.callsTo(`/api${BASE}/webhook-events/${FAILED.id}/resend`)).toHaveLength(1);
});

test('events: the status filter is sent to the API and kept in the URL', async () => {
  const u = user();
  const { fetchMock, router } = renderPage(ROUTES, { at: '/development/events', api: eventsApi });
  await screen.findByText('Sent');
  const first = new URL(fetchMock.callsTo(`/api${BASE}/webhook-events`)[0]?.url ?? '', 'http://x');
  // The default period, the last 7 days, goes as days.
  expect(first.searchParams.get('from')).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  await u.click(screen.getByLabelText('Status'));
  await u.click(await screen.findByTitle('Failed'));
  await waitFor(() => expect(router.state.location.search).toContain('status=failed'));
  await waitFor(() =>
    expect(
      fetchMock
        .callsTo(`/api${BASE}/webhook-events`)
        .some((call) => new URL(call.url, 'http://x').searchParams.get('status') === 'failed'),
    ).toBe(true),
  );
});

test('event detail: the payload as JSON and every attempt', async () => {
  renderPage(ROUTES, { at: `/development/events/${EVENT.id}`, api: eventsApi });
  expect(await screen.findByText('The receiver answered 503')).toBeVisible();
  expect(screen.getByText('503')).toBeVisible();
  expect(screen.getByText('120 ms')).toBeVisible();
  expect(screen.getByRole('region', { name: 'Payload' })).toHaveTextContent('"amount": 25000');
  expect(screen.getByRole('button', { name: 'Re-send' })).toBeVisible();
});

const logsApi: PageApi = (_call, path) => {
  if (path === `${BASE}/request-logs`)
    return jsonResponse(200, { items: [REQUEST_LOG], nextCursor: null });
  if (path === `${BASE}/request-logs/${REQUEST_LOG.id}`)
    return jsonResponse(200, {
      ...REQUEST_LOG,
      query: null,
      requestBody: { pixKey: '[REDACTED]', amount: 100 },
      responseBody: { error: { code: 'VALIDATION' } },
    });
  return undefined;
};

test('logs: a row per request; the status class and path filters are sent as the query', async () => {
  const u = user();
  const { fetchMock } = renderPage(ROUTES, { at: '/development/logs', api: logsApi });
  const row = (await screen.findByText('/v1/pix')).closest('tr') as HTMLElement;
  expect(within(row).getByText('422')).toBeVisible();
  expect(within(row).getByText('Client error')).toBeVisible();
  expect(within(row).getByText('arara_sk_Ab3…')).toBeVisible();
  expect(within(row).getByText('38 ms')).toBeVisible();
  expect(within(row).getByText('req-0001')).toBeVisible();

  await u.click(screen.getByLabelText('Status'));
  await u.click(await screen.findByTitle('4xx · Client error'));
  await u.type(screen.getByLabelText('Path'), '/v1/pix{Enter}');
  await waitFor(() => {
    const last = fetchMock.callsTo(`/api${BASE}/request-logs`).at(-1);
    const query = new URL(last?.url ?? '', 'http://x').searchParams;
    expect(query.get('statusClass')).toBe('4xx');
    expect(query.get('path')).toBe('/v1/pix');
    // The period goes as instants (from inclusive, to exclusive).
    expect(query.get('from')).toMatch(/T03:00:00\.000Z$/);
  });
});

test('log detail: the redacted request and response bodies', async () => {
  renderPage(ROUTES, { at: `/development/logs/${REQUEST_LOG.id}`, api: logsApi });
  expect(await screen.findByRole('region', { name: 'Request body' })).toHaveTextContent(
    '"pixKey": "[REDACTED]"',
  );
  expect(screen.getByRole('region', { name: 'Response body' })).toHaveTextContent('"VALIDATION"');
  expect(screen.getByRole('region', { name: 'Query' })).toHaveTextContent('No body');
});
