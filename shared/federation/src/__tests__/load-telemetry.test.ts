import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import {
  beaconSender,
  createLoadTelemetry,
  RECENT_LOADS_KEPT,
  recentRemoteLoads,
  SEND_DELAY_MS,
} from '../load-telemetry';

type Hook<K extends keyof ModuleFederationRuntimePlugin> = NonNullable<
  ModuleFederationRuntimePlugin[K]
>;

const payments = {
  entry: 'http://localhost:3001/mf-manifest.json',
  version: '1.4.0',
  buildId: 'b-42',
  prefixes: ['/payments'],
  publicPaths: [],
  layout: 'dashboard' as const,
};
const entryOf = (name: string) => (name === 'payments' ? payments : undefined);

const created: { flush: () => void }[] = [];

function setup(send = jest.fn()) {
  let clock = 1000;
  const telemetry = createLoadTelemetry({
    entryOf,
    apiBaseUrl: () => '/api',
    send,
    now: () => clock,
    pathname: () => '/payments/pix',
  });
  created.push(telemetry);
  const beforeRequest = telemetry.plugin.beforeRequest as Hook<'beforeRequest'>;
  const afterLoadRemote = telemetry.plugin.afterLoadRemote as Hook<'afterLoadRemote'>;
  /** One load of `id` that takes `ms` and fails with `error` when given. */
  async function load(id: string, ms: number, error?: unknown, tries = 1) {
    await beforeRequest({ id, options: {} as never, origin: {} as never });
    for (let attempt = 1; attempt <= tries; attempt += 1) {
      telemetry.onAttempt(id.split('/')[0] ?? id, attempt);
    }
    clock += ms;
    await afterLoadRemote({
      id,
      expose: `./${id.split('/')[1]}`,
      origin: {} as never,
      ...(error === undefined ? {} : { error }),
    });
  }
  return { telemetry, send, load };
}

const sentEvents = (send: jest.Mock) =>
  send.mock.calls.map(([url, body]: [string, string]) => ({
    url,
    events: JSON.parse(body).events,
  }));

afterEach(() => {
  for (const telemetry of created.splice(0)) telemetry.flush();
  jest.useRealTimers();
});

test('each load is recorded: remote, release, build, duration, outcome, tries, page', async () => {
  const { load } = setup();
  await load('payments/App', 420);
  await load('payments/App', 1337.6, new Error('ScriptNetworkError: remoteEntry.js'), 2);

  const [ok, failed] = recentRemoteLoads().slice(-2);
  expect(ok).toEqual({
    type: 'remote-load',
    remote: 'payments',
    expose: './App',
    version: '1.4.0',
    buildId: 'b-42',
    durationMs: 420,
    outcome: 'ok',
    attempts: 1,
    path: '/payments/pix',
    at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
  });
  expect(failed).toMatchObject({
    outcome: 'error',
    message: 'ScriptNetworkError: remoteEntry.js',
    durationMs: 1338,
    attempts: 2,
  });
});

test('loads of one remote in flight together report the tries of the manifest they share', async () => {
  const { telemetry, load } = setup();
  const beforeRequest = telemetry.plugin.beforeRequest as Hook<'beforeRequest'>;
  const afterLoadRemote = telemetry.plugin.afterLoadRemote as Hook<'afterLoadRemote'>;
  const request = (id: string) => ({ id, options: {} as never, origin: {} as never });
  const loaded = (id: string) => ({ id, expose: `./${id.split('/')[1]}`, origin: {} as never });

  // The page's ./App fails its first manifest try; the sidebar's ./manifest starts during the second.
  await beforeRequest(request('payments/App'));
  telemetry.onAttempt('payments', 1);
  telemetry.onAttempt('payments', 2);
  await beforeRequest(request('payments/manifest'));
  await afterLoadRemote(loaded('payments/App'));
  await afterLoadRemote(loaded('payments/manifest'));
  expect(recentRemoteLoads().slice(-2)).toMatchObject([
    { expose: './App', attempts: 2 },
    { expose: './manifest', attempts: 2 },
  ]);

  // A later load that starts alone counts its own tries.
  await load('payments/App', 10);
  expect(recentRemoteLoads().at(-1)).toMatchObject({ expose: './App', attempts: 1 });
});

test('a remote the registry does not know is recorded as unknown', async () => {
  const { load } = setup();
  await load('ghost/manifest', 5, 'gone');
  expect(recentRemoteLoads().at(-1)).toMatchObject({
    remote: 'ghost',
    expose: './manifest',
    version: 'unknown',
    buildId: 'unknown',
    message: 'gone',
  });
});

test('loads are sent in one batch after a short delay, not one request each', async () => {
  jest.useFakeTimers();
  const { send, load } = setup();
  await load('payments/App', 10);
  await load('accounts/App', 10);
  await load('documents/App', 10);

  await jest.advanceTimersByTimeAsync(SEND_DELAY_MS - 1);
  expect(send).not.toHaveBeenCalled();
  await jest.advanceTimersByTimeAsync(1);
  expect(sentEvents(send)).toEqual([
    {
      url: '/api/client-events',
      events: [
        expect.objectContaining({ remote: 'payments' }),
        expect.objectContaining({ remote: 'accounts' }),
        expect.objectContaining({ remote: 'documents' }),
      ],
    },
  ]);
});

describe('where the browser has requestIdleCallback', () => {
  const idle: { run: () => void; timeout?: number }[] = [];
  const cancelIdleCallback = jest.fn();
  beforeEach(() => {
    jest.useFakeTimers();
    idle.length = 0;
    const requestIdleCallback = (run: () => void, options?: { timeout?: number }) =>
      idle.push({ run, timeout: options?.timeout });
    Object.assign(globalThis, { requestIdleCallback, cancelIdleCallback });
  });
  afterEach(() => {
    Reflect.deleteProperty(globalThis, 'requestIdleCallback');
    Reflect.deleteProperty(globalThis, 'cancelIdleCallback');
  });

  test('a batch waits for the browser to be idle after the delay, not to cut into a click', async () => {
    const { send, load } = setup();
    await load('payments/App', 10);

    await jest.advanceTimersByTimeAsync(SEND_DELAY_MS);
    expect(send).not.toHaveBeenCalled();
    expect(idle).toEqual([{ run: expect.any(Function), timeout: SEND_DELAY_MS }]);
    idle[0]?.run();
    expect(sentEvents(send)).toEqual([
      { url: '/api/client-events', events: [expect.objectContaining({ remote: 'payments' })] },
    ]);
    // The next event starts a new batch, with its own wait.
    await load('accounts/App', 10);
    await jest.advanceTimersByTimeAsync(SEND_DELAY_MS);
    expect(idle).toHaveLength(2);
  });

  test('a batch waiting for an idle moment leaves at once when the page is hidden, and only once', async () => {
    const { send, load } = setup();
    await load('payments/App', 10);
    await jest.advanceTimersByTimeAsync(SEND_DELAY_MS);

    window.dispatchEvent(new Event('pagehide'));
    expect(sentEvents(send)).toHaveLength(1);
    // The idle wait (handle 1, the first requested) is cancelled.
    expect(cancelIdleCallback).toHaveBeenCalledWith(1);
  });
});

test('a full batch (20) leaves at once; the rest with the next one', async () => {
  jest.useFakeTimers();
  const { send, load } = setup();
  for (let i = 0; i < 23; i += 1) await load('payments/App', 1);

  expect(sentEvents(send).map(({ events }) => events.length)).toEqual([20]);
  await jest.advanceTimersByTimeAsync(SEND_DELAY_MS);
  expect(sentEvents(send).map(({ events }) => events.length)).toEqual([20, 3]);
});

test('what is queued leaves when the page is hidden', async () => {
  const { send, load } = setup();
  await load('payments/App', 10);
  window.dispatchEvent(new Event('pagehide'));
  expect(send).toHaveBeenCalledTimes(1);
});

test(`only the last ${RECENT_LOADS_KEPT} loads are kept`, async () => {
  const { load } = setup();
  for (let i = 0; i < RECENT_LOADS_KEPT + 5; i += 1) await load('payments/App', i);
  const kept = recentRemoteLoads();
  expect(kept).toHaveLength(RECENT_LOADS_KEPT);
  expect(kept.at(-1)?.durationMs).toBe(RECENT_LOADS_KEPT + 4);
});

describe('the API down never breaks the page', () => {
  test('a sender that throws loses its batch, not the load', async () => {
    const { telemetry, load } = setup(
      jest.fn(() => {
        throw new Error('offline');
      }),
    );
    await load('payments/App', 10);
    expect(() => telemetry.flush()).not.toThrow();
  });

  test('sendBeacon refused and fetch rejected: nothing thrown, nothing unhandled', async () => {
    const unhandled = jest.fn();
    process.on('unhandledRejection', unhandled);
    const sendBeacon = jest.fn(() => false);
    Object.defineProperty(navigator, 'sendBeacon', { value: sendBeacon, configurable: true });
    const fetchMock = jest.fn(() => Promise.reject(new TypeError('Failed to fetch')));
    globalThis.fetch = fetchMock as unknown as typeof fetch;

    expect(() => beaconSender('/api/client-events', '{"events":[]}')).not.toThrow();
    await new Promise((resolve) => setTimeout(resolve, 10));

    expect(sendBeacon).toHaveBeenCalledWith('/api/client-events', expect.any(Blob));
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/client-events',
      expect.objectContaining({ method: 'POST', keepalive: true }),
    );
    expect(unhandled).not.toHaveBeenCalled();
    process.off('unhandledRejection', unhandled);
  });

  test('sendBeacon accepted: no fetch', () => {
    Object.defineProperty(navigator, 'sendBeacon', { value: () => true, configurable: true });
    const fetchMock = jest.fn();
    globalThis.fetch = fetchMock as unknown as typeof fetch;
    beaconSender('/api/client-events', '{"events":[]}');
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
