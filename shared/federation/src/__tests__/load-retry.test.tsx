import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { setupI18n } from '@arara/test-utils/i18n';
import { DEFAULT_RETRY_POLICY, loadRetryPlugin, retryDelay } from '../load-retry';
import { RemoteRetryContext } from '../remote-fallback';
import type { RemoteAppModule } from '../remote-app';

type Hook<K extends keyof ModuleFederationRuntimePlugin> = NonNullable<
  ModuleFederationRuntimePlugin[K]
>;

const fetchMock = jest.fn<Promise<Response>, [string, RequestInit?]>();
const onAttempt = jest.fn();
// Jitter in the middle: the waits are exactly 300 ms and 900 ms.
const plugin = loadRetryPlugin({ random: () => 0.5, onAttempt });
const fetchHook = plugin.fetch as Hook<'fetch'>;
const entryHook = plugin.loadEntryError as Hook<'loadEntryError'>;
const errorHook = plugin.errorLoadRemote as Hook<'errorLoadRemote'>;

const MANIFEST = 'http://localhost:3001/mf-manifest.json';
const remoteInfo = { name: 'payments', entry: MANIFEST } as Parameters<Hook<'fetch'>>[2];

beforeAll(async () => {
  await setupI18n(['common']);
});

beforeEach(() => {
  globalThis.fetch = fetchMock as unknown as typeof fetch;
});

afterEach(() => {
  jest.useRealTimers();
});

const networkError = () => new TypeError('Failed to fetch');
const answer = (status: number) => new Response('{}', { status });

/** The number of fetches once `ms` more have passed. */
async function callsAfter(ms: number): Promise<number> {
  await jest.advanceTimersByTimeAsync(ms);
  return fetchMock.mock.calls.length;
}

describe('the manifest', () => {
  test('a network failure is tried again after 300 ms, then 900 ms', async () => {
    jest.useFakeTimers();
    fetchMock
      .mockRejectedValueOnce(networkError())
      .mockRejectedValueOnce(networkError())
      .mockResolvedValueOnce(answer(200));
    const result = fetchHook(MANIFEST, {}, remoteInfo) as Promise<Response>;

    expect(await callsAfter(0)).toBe(1);
    expect(await callsAfter(299)).toBe(1);
    expect(await callsAfter(1)).toBe(2);
    expect(await callsAfter(899)).toBe(2);
    expect(await callsAfter(1)).toBe(3);
    expect((await result).status).toBe(200);
    expect(onAttempt.mock.calls).toEqual([
      ['payments', 1],
      ['payments', 2],
      ['payments', 3],
    ]);
  });

  test('a 5xx is tried 3 times in all, and the last answer is what the runtime reads', async () => {
    jest.useFakeTimers();
    fetchMock.mockResolvedValue(answer(503));
    const result = fetchHook(MANIFEST, {}, remoteInfo) as Promise<Response>;

    expect(await callsAfter(5000)).toBe(3);
    expect((await result).status).toBe(503);
  });

  test('a network failure every time fails after 3 tries', async () => {
    jest.useFakeTimers();
    fetchMock.mockRejectedValue(networkError());
    const result = fetchHook(MANIFEST, {}, remoteInfo) as Promise<Response>;
    const settled = result.catch((error: unknown) => error);

    expect(await callsAfter(5000)).toBe(3);
    expect(await settled).toEqual(networkError());
  });

  test('a 404 (no such remote) is not tried again', async () => {
    jest.useFakeTimers();
    fetchMock.mockResolvedValue(answer(404));
    const result = fetchHook(MANIFEST, {}, remoteInfo) as Promise<Response>;

    expect(await callsAfter(5000)).toBe(1);
    expect((await result).status).toBe(404);
  });
});

describe('the entry script', () => {
  const exports = { get: jest.fn(), init: jest.fn() };
  const uniqueKey = 'payments:http://localhost:3001/remoteEntry.js';

  function entryError(getRemoteEntry: jest.Mock) {
    const globalLoading: Record<string, Promise<unknown> | undefined> = {
      [uniqueKey]: new Promise(() => undefined),
    };
    const args = {
      getRemoteEntry,
      origin: {},
      remoteInfo: { name: 'payments', entry: 'http://localhost:3001/remoteEntry.js' },
      globalLoading,
      uniqueKey,
    } as unknown as Parameters<Hook<'loadEntryError'>>[0];
    return { result: entryHook(args) as Promise<unknown>, globalLoading };
  }

  test('loaded anew after 300 ms, without the failed load it would otherwise wait on', async () => {
    jest.useFakeTimers();
    const getRemoteEntry = jest.fn().mockResolvedValue(exports);
    const { result, globalLoading } = entryError(getRemoteEntry);

    await jest.advanceTimersByTimeAsync(299);
    expect(getRemoteEntry).not.toHaveBeenCalled();
    await jest.advanceTimersByTimeAsync(1);
    expect(getRemoteEntry).toHaveBeenCalledTimes(1);
    expect(uniqueKey in globalLoading).toBe(false);
    expect(await result).toBe(exports);
    expect(onAttempt).toHaveBeenLastCalledWith('payments', 2);
  });

  test('3 tries in all (the first was the runtime’s), then the runtime reports the error', async () => {
    jest.useFakeTimers();
    const getRemoteEntry = jest.fn().mockRejectedValue(new Error('ScriptNetworkError'));
    const { result } = entryError(getRemoteEntry);

    await jest.advanceTimersByTimeAsync(5000);
    expect(getRemoteEntry).toHaveBeenCalledTimes(2);
    expect(await result).toBeUndefined();
  });
});

test('the waits have jitter: ±20 % of 300 ms, then of 900 ms', () => {
  expect(retryDelay(DEFAULT_RETRY_POLICY, 1, () => 0)).toBe(240);
  expect(retryDelay(DEFAULT_RETRY_POLICY, 1, () => 1)).toBe(360);
  expect(retryDelay(DEFAULT_RETRY_POLICY, 2, () => 0)).toBe(720);
  expect(retryDelay(DEFAULT_RETRY_POLICY, 2, () => 1)).toBe(1080);
});

describe('after the retries', () => {
  const failure = (id: string, lifecycle: 'onLoad' | 'afterResolve' = 'onLoad') =>
    errorHook({
      id,
      error: new Error('RUNTIME-008'),
      from: 'runtime',
      lifecycle,
      expose: id.endsWith('/App') ? './App' : './manifest',
      origin: {} as never,
    });

  test("a remote's ./App is 'Unable to load this page', whose Try again loads it anew", async () => {
    const module = (await failure('payments/App')) as RemoteAppModule;
    const retry = jest.fn();
    const { default: App } = module;
    render(
      <MemoryRouter>
        <RemoteRetryContext value={retry}>
          <App />
        </RemoteRetryContext>
      </MemoryRouter>,
    );

    expect(screen.getByText('Unable to load this page')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(retry).toHaveBeenCalledTimes(1);
  });

  test('another module (./manifest) fails as it is, for its caller to fall back', async () => {
    expect(await failure('payments/manifest')).toBeUndefined();
  });

  test('a manifest that failed is not answered with a module', async () => {
    expect(await failure(MANIFEST, 'afterResolve')).toBeUndefined();
  });
});
