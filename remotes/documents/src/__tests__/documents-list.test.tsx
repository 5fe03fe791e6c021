import { jsonResponse } from '@arara/test-utils/fetch';
import { setupSuiteI18n, switchLanguage } from '@arara/test-utils/i18n';
import { type PageApi, renderPage } from '@arara/test-utils/render';
import { screen, waitFor, within } from '@testing-library/react';
import { PointerEventsCheckLevel, userEvent } from '@testing-library/user-event';
import { EntriesPage, OutPage } from '../features/documents-list/routes/documents-list-page';
import { BASE, ENTRY_SUMMARY, VIRTUAL_ACCOUNTS } from './fixtures';

setupSuiteI18n(['common', 'documents', 'period']);

const ROUTES = [
  { path: '/documents/entries', element: <EntriesPage /> },
  { path: '/documents/out', element: <OutPage /> },
];
const user = () => userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });

const SECOND = {
  ...ENTRY_SUMMARY,
  id: 'b1000000-0000-4000-8000-000000000003',
  endToEndId: 'E00000000202611191000second',
  counterpartyName: 'Older Payer',
};

/** Two keyset pages: the first hands out a cursor, the second none. */
const listApi: PageApi = (_call, path, url) => {
  if (path === `${BASE}/virtual-accounts`) return jsonResponse(200, VIRTUAL_ACCOUNTS);
  if (path === `${BASE}/documents/export.csv`)
    return new Response('\ufeffid\r\n', {
      status: 200,
      headers: {
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': 'attachment; filename="documentos.csv"',
      },
    });
  if (path === `${BASE}/documents`) {
    if (url.searchParams.get('cursor') === 'cursor-2')
      return jsonResponse(200, { items: [SECOND], nextCursor: null });
    return jsonResponse(200, { items: [ENTRY_SUMMARY], nextCursor: 'cursor-2' });
  }
  return undefined;
};

const queries = (calls: { url: string }[]) =>
  calls.map((call) => new URL(call.url, 'http://x').searchParams);

test('entries: the kind and default period go to the API; load more asks for the next keyset page', async () => {
  const u = user();
  const { fetchMock } = renderPage(ROUTES, { at: '/documents/entries', api: listApi });
  const row = (await screen.findByText('Maria Pagadora')).closest('tr') as HTMLElement;
  expect(within(row).getByRole('link', { name: ENTRY_SUMMARY.endToEndId ?? '' })).toHaveAttribute(
    'href',
    `/documents/entries/${ENTRY_SUMMARY.id}`,
  );
  expect(within(row).getByText('Approved')).toBeVisible();
  const [first] = queries(fetchMock.callsTo(`/api${BASE}/documents`));
  expect(first?.get('kind')).toBe('entry');
  expect(first?.get('from')).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  expect(first?.get('cursor')).toBeNull();

  await u.click(screen.getByRole('button', { name: 'Load more' }));
  expect(await screen.findByText('Older Payer')).toBeVisible();
  // The first page stays: load more adds rows.
  expect(screen.getByText('Maria Pagadora')).toBeVisible();
  expect(
    queries(fetchMock.callsTo(`/api${BASE}/documents`))
      .at(-1)
      ?.get('cursor'),
  ).toBe('cursor-2');
  expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
});

test('filters and sort go to the API query and stay in the URL; the CSV carries them', async () => {
  const u = user();
  const saved: string[] = [];
  Object.defineProperty(URL, 'createObjectURL', {
    configurable: true,
    writable: true,
    value: () => 'blob:csv',
  });
  Object.defineProperty(URL, 'revokeObjectURL', {
    configurable: true,
    writable: true,
    value: () => undefined,
  });
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    saved.push(this.download);
  });
  const { fetchMock, router } = renderPage(ROUTES, { at: '/documents/out', api: listApi });
  await screen.findByText('Maria Pagadora');

  // Out offers cancelled and refunded besides the entries' statuses.
  await u.click(screen.getByLabelText('Status'));
  expect(await screen.findByTitle('Refunded')).toBeInTheDocument();
  await u.click(screen.getByTitle('Cancelled'));
  await waitFor(() => expect(router.state.location.search).toContain('status=cancelled'));

  await u.click(screen.getByLabelText('Payment method'));
  await u.click(await screen.findByTitle('TED'));
  await waitFor(() => expect(router.state.location.search).toContain('method=ted'));

  await u.type(screen.getByLabelText('Search'), 'order-1234{Enter}');
  await waitFor(() => expect(router.state.location.search).toContain('search=order-1234'));

  await u.click(screen.getAllByText('Amount')[0] as HTMLElement);
  await waitFor(() => expect(router.state.location.search).toContain('sort=amount'));

  await waitFor(() => {
    const last = queries(fetchMock.callsTo(`/api${BASE}/documents`)).at(-1);
    expect(last?.get('kind')).toBe('out');
    expect(last?.get('status')).toBe('cancelled');
    expect(last?.get('method')).toBe('ted');
    expect(last?.get('search')).toBe('order-1234');
    expect(last?.get('sort')).toBe('amount');
  });

  await u.click(screen.getByRole('button', { name: /Download CSV/ }));
  await waitFor(() => expect(saved).toEqual(['documentos.csv']));
  const csv = queries(fetchMock.callsTo(`/api${BASE}/documents/export.csv`))[0];
  expect(csv?.get('kind')).toBe('out');
  expect(csv?.get('status')).toBe('cancelled');
  expect(csv?.get('method')).toBe('ted');
  expect(csv?.get('search')).toBe('order-1234');
  expect(csv?.get('sort')).toBe('amount');
  expect(csv?.get('from')).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  expect(csv?.get('language')).toBe('en');
});

test('a URL with filters reads them back; an empty result says what to do, in Portuguese', async () => {
  await switchLanguage('pt-BR');
  const { fetchMock } = renderPage(ROUTES, {
    at: '/documents/entries?status=failed&virtualAccountId=va-sales',
    api: (call, path, url) =>
      path === `${BASE}/documents`
        ? jsonResponse(200, { items: [], nextCursor: null })
        : listApi(call, path, url),
  });
  expect(
    await screen.findByText(
      'Nada corresponde a estes filtros: limpe um filtro ou escolha um período maior.',
    ),
  ).toBeVisible();
  expect(screen.getByText('Nenhum documento neste período')).toBeVisible();
  expect(screen.getByRole('button', { name: /Baixar CSV/ })).toBeVisible();
  const [first] = queries(fetchMock.callsTo(`/api${BASE}/documents`));
  expect(first?.get('status')).toBe('failed');
  expect(first?.get('virtualAccountId')).toBe('va-sales');
});
