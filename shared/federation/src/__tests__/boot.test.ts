import { jsonResponse, mockFetch } from '@arara/test-utils/fetch';
import {
  type ModuleFederationRuntimePlugin,
  registerPlugins,
} from '@module-federation/enhanced/runtime';
import { renderHook, waitFor } from '@testing-library/react';
import { checkedRegistry, fetchRegistry, getRegistry, initFederation } from '../boot';
import { loadRemoteManifests, resetRemoteManifests, useRemoteManifests } from '../manifests';
import type { TRemoteRegistry } from '../registry';

// The registry's schema is a chunk of its own: a test can make its download fail.
let schemaDownloadFails = false;
jest.mock('../registry', () => {
  if (schemaDownloadFails) throw new Error('Loading chunk 6828 failed');
  return jest.requireActual('../registry');
});

// As written by hand in a registry file: no version, buildId, publicPaths or layout.
const WITHOUT_DEFAULTS = {
  payments: { entry: 'http://localhost:3001/mf-manifest.json', prefixes: ['/pix'] },
} as unknown as TRemoteRegistry;

// A non-http entry and a prefix that is not a path: what the schema refuses.
const MALFORMED = {
  payments: { entry: 'ftp://cdn.example/mf-manifest.json', prefixes: ['pix'] },
} as unknown as TRemoteRegistry;

let checkPlugin: ModuleFederationRuntimePlugin | undefined;

/** The plugin that holds back every remote request until the registry passed its check. */
function registryCheckPlugin(): ModuleFederationRuntimePlugin {
  if (!checkPlugin) throw new Error('the registry check plugin was not registered');
  return checkPlugin;
}

beforeAll(() => {
  // The plugins are registered once, with the first registry.
  initFederation({});
  const plugins: ModuleFederationRuntimePlugin[] = jest
    .mocked(registerPlugins)
    .mock.calls.flatMap(([list]) => list as ModuleFederationRuntimePlugin[]);
  checkPlugin = plugins.find(({ name }) => name === 'arara-registry-check');
});

const request = { id: 'payments/App', options: {} as never, origin: {} as never };

beforeEach(() => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  resetRemoteManifests();
});

test('the registry is served to the routes as it is: its schema (zod) is not part of the boot', async () => {
  mockFetch(() => jsonResponse(200, MALFORMED));

  await expect(fetchRegistry()).resolves.toEqual(MALFORMED);
});

test('a registry that is not an object of entries stops the boot with an error', async () => {
  mockFetch(() => jsonResponse(200, ['payments']));
  await expect(fetchRegistry()).rejects.toThrow('Remote registry malformed');

  mockFetch(() => jsonResponse(200, { payments: 'http://localhost:3001/mf-manifest.json' }));
  await expect(fetchRegistry()).rejects.toThrow('Remote registry malformed');

  mockFetch(() => jsonResponse(503, {}));
  await expect(fetchRegistry()).rejects.toThrow('Remote registry unavailable (503)');
});

test('before a remote loads, the registry is checked and takes its defaults', async () => {
  initFederation(WITHOUT_DEFAULTS);

  await expect(registryCheckPlugin().beforeRequest?.(request)).resolves.toBe(request);

  await expect(checkedRegistry()).resolves.toEqual({
    payments: {
      entry: 'http://localhost:3001/mf-manifest.json',
      version: '0.0.0-dev',
      buildId: 'dev',
      prefixes: ['/pix'],
      publicPaths: [],
      layout: 'dashboard',
    },
  });
  expect(getRegistry().payments?.layout).toBe('dashboard');
});

test('a registry that fails its check lets no remote load and says why in the console', async () => {
  initFederation(MALFORMED);

  await expect(registryCheckPlugin().beforeRequest?.(request)).rejects.toThrow(
    'Remote registry malformed',
  );
  expect(console.error).toHaveBeenCalledWith(
    expect.stringMatching(/payments\.entry: .*payments\.prefixes\.0: /),
  );

  // Nor any manifest: nothing is fetched from the refused entries.
  const network = mockFetch(() => jsonResponse(200, {}));
  const { result } = renderHook(() => useRemoteManifests());
  loadRemoteManifests();
  await waitFor(() => expect(result.current.settled).toBe(true));
  expect(network.calls()).toHaveLength(0);
  expect(result.current.manifests).toEqual({});
});

test('a new registry is checked anew', async () => {
  initFederation(MALFORMED);
  await expect(checkedRegistry()).rejects.toThrow();

  initFederation(WITHOUT_DEFAULTS);
  await expect(checkedRegistry()).resolves.toHaveProperty('payments.publicPaths', []);
});

test('a schema that could not be downloaded is tried again on the next load', async () => {
  initFederation(WITHOUT_DEFAULTS);
  jest.resetModules(); // the next import of the schema is a new download
  schemaDownloadFails = true;
  await expect(checkedRegistry()).rejects.toThrow('Loading chunk 6828 failed');

  schemaDownloadFails = false;
  await expect(registryCheckPlugin().beforeRequest?.(request)).resolves.toBe(request);
  expect(getRegistry().payments?.publicPaths).toEqual([]);
});
