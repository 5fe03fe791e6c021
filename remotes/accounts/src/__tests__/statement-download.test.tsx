import { sessionStore } from '@arara/session';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type FetchCall, jsonResponse } from '@arara/test-utils/fetch';
import { setupI18n, switchLanguage } from '@arara/test-utils/i18n';
import { StatementPage } from '../features/statement/routes/statement-page';
import { renderPage } from '@arara/test-utils/render';
import {
  choose,
  freezeClock,
  MAIN_ACCOUNT,
  PAGES,
  pairs,
  STATEMENT_PATH,
  statementApi,
  VIRTUAL_ACCOUNTS_PATH,
} from './statement-fixtures';

const ROUTES = [{ path: '/accounts/extract', element: <StatementPage /> }];
const CSV = '\ufeffData;Referência\r\n20/11/2026 10:30:00;PIX-0001\r\n';

beforeAll(() => setupI18n(['common', 'accounts', 'period']));

/** Files saved through `<a download>`: jsdom has no object URLs and cannot navigate. */
let saved: { name: string; href: string }[];
let blobs: Blob[];
beforeEach(() => {
  freezeClock();
  saved = [];
  blobs = [];
  Object.defineProperty(URL, 'createObjectURL', {
    configurable: true,
    writable: true,
    value: (blob: Blob) => {
      blobs.push(blob);
      return `blob:statement-${blobs.length}`;
    },
  });
  Object.defineProperty(URL, 'revokeObjectURL', {
    configurable: true,
    writable: true,
    value: () => undefined,
  });
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    saved.push({ name: this.download, href: this.getAttribute('href') ?? '' });
  });
});
afterEach(async () => {
  jest.useRealTimers();
  await switchLanguage('en');
});

function file(body: string, name: string, type: string): Response {
  return new Response(body, {
    status: 200,
    headers: { 'Content-Type': type, 'Content-Disposition': `attachment; filename="${name}"` },
  });
}

function render(at: string, exportFile: (call: FetchCall, url: URL) => Response) {
  return renderPage(ROUTES, {
    at,
    api: (call, path, url) =>
      path.startsWith(`${STATEMENT_PATH}/export.`)
        ? exportFile(call, url)
        : statementApi(path, url),
  });
}

const search = (router: ReturnType<typeof render>['router']) =>
  new URLSearchParams(router.state.location.search);

const exportCalls = (calls: FetchCall[], format: 'csv' | 'ofx') =>
  calls.filter(
    (call) =>
      new URL(call.url, 'http://localhost').pathname === `/api${STATEMENT_PATH}/export.${format}`,
  );

test('CSV downloads the filtered statement in the UI language with the bearer token', async () => {
  await switchLanguage('pt-BR');
  const { fetchMock } = render('/accounts/extract?period=last7&type=fee&type=refund', () =>
    file(CSV, 'extrato-2026-11-16-2026-11-22.csv', 'text/csv; charset=utf-8'),
  );
  await screen.findByText('Customer payment');

  await userEvent.click(screen.getByRole('button', { name: /CSV/ }));

  await waitFor(() => expect(saved).toHaveLength(1));
  const [call] = exportCalls(fetchMock.calls(), 'csv');
  expect(pairs(new URL(call?.url ?? '', 'http://localhost').search)).toEqual(
    pairs('from=2026-11-16&to=2026-11-22&type=fee&type=refund&language=pt-BR'),
  );
  expect(call?.headers.authorization).toBe('Bearer token-1');
  expect(saved[0]).toEqual({ name: 'extrato-2026-11-16-2026-11-22.csv', href: 'blob:statement-1' });
  // The bytes as sent: the BOM Excel needs survives (Blob.text() would hide it).
  const bytes = await blobs[0]?.arrayBuffer();
  expect(new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes)).toBe(CSV);
});

test('OFX waits for a virtual account, then downloads all of its movements', async () => {
  // A type filter on screen does not thin the OFX: its transactions must add up to its balance.
  const { fetchMock, router } = render('/accounts/extract?period=last7&type=fee', () =>
    file('OFXHEADER:100', 'statement-2026-11-16-2026-11-22.ofx', 'application/x-ofx'),
  );
  await screen.findByText('Customer payment');
  const ofx = screen.getByRole('button', { name: /OFX/ });
  expect(ofx).toBeDisabled();

  await userEvent.hover(ofx.parentElement as HTMLElement);
  expect(await screen.findByRole('tooltip')).toHaveTextContent(
    'Choose a virtual account to download OFX: an OFX file holds one account.',
  );

  await choose('Virtual account', MAIN_ACCOUNT.label);
  await waitFor(() => expect(search(router).get('virtualAccountId')).toBe(MAIN_ACCOUNT.id));
  await waitFor(() => expect(screen.getByRole('button', { name: /OFX/ })).toBeEnabled());
  await userEvent.click(screen.getByRole('button', { name: /OFX/ }));

  await waitFor(() => expect(saved).toHaveLength(1));
  const [call] = exportCalls(fetchMock.calls(), 'ofx');
  expect(pairs(new URL(call?.url ?? '', 'http://localhost').search)).toEqual(
    pairs(`from=2026-11-16&to=2026-11-22&virtualAccountId=${MAIN_ACCOUNT.id}&language=en`),
  );
  expect(saved[0]?.name).toBe('statement-2026-11-16-2026-11-22.ofx');
});

test('an expired token is refreshed once and the download retried', async () => {
  let attempts = 0;
  const { fetchMock } = renderPage(ROUTES, {
    at: '/accounts/extract?period=last7',
    api: (_call, path) => {
      if (path === STATEMENT_PATH) return jsonResponse(200, PAGES.first);
      if (path === VIRTUAL_ACCOUNTS_PATH) return jsonResponse(200, { items: [MAIN_ACCOUNT] });
      if (path === '/auth/refresh') {
        return jsonResponse(200, {
          accessToken: 'token-2',

          expiresIn: 900,
        });
      }
      if (path === `${STATEMENT_PATH}/export.csv`) {
        attempts += 1;
        return attempts === 1
          ? jsonResponse(401, { error: { code: 'TOKEN_EXPIRED', message: 'Token expired' } })
          : file(CSV, 'statement.csv', 'text/csv');
      }
      return undefined;
    },
  });
  await screen.findByText('Customer payment');

  await userEvent.click(screen.getByRole('button', { name: /CSV/ }));

  await waitFor(() => expect(saved).toHaveLength(1));
  expect(exportCalls(fetchMock.calls(), 'csv').map((call) => call.headers.authorization)).toEqual([
    'Bearer token-1',
    'Bearer token-2',
  ]);
  expect(sessionStore.getState().accessToken).toBe('token-2');
});

test.each([
  [
    'en',
    jsonResponse(500, { error: { code: 'INTERNAL_ERROR', message: 'Internal server error' } }),
    'The CSV file could not be downloaded',
    'Please try again in a moment.',
  ],
  [
    'pt-BR',
    jsonResponse(404, { error: { code: 'NOT_FOUND', message: 'Virtual account not found' } }),
    'Não foi possível baixar o arquivo CSV',
    'Conta virtual não encontrada',
  ],
] as const)(
  'a failed download shows a toast that says why (%s)',
  async (language, response, title, reason) => {
    await switchLanguage(language);
    render('/accounts/extract?period=last7', () => response);
    await screen.findByText('Customer payment');

    await userEvent.click(screen.getByRole('button', { name: /CSV/ }));

    expect(await screen.findByText(title)).toBeVisible();
    expect(screen.getByText(reason)).toBeVisible();
    expect(saved).toEqual([]);
    expect(screen.getByRole('button', { name: /CSV/ })).toBeEnabled();
  },
);
