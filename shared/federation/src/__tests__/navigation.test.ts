import { jsonResponse, mockFetch } from '@arara/test-utils/fetch';
import { getInstance, loadRemote, satisfy } from '@module-federation/enhanced/runtime';
import { act, renderHook, waitFor } from '@testing-library/react';
import { initFederation } from '../boot';
import { loadRetryPlugin } from '../load-retry';
import { loadRemoteManifests, resetRemoteManifests, useRemoteManifests } from '../manifests';
import { routeTable, ZRemoteManifest } from '../navigation';
import { buildRegistry, matchRemote } from '../registry';

const registry = buildRegistry({});

const DOCUMENTS = {
  prefixes: ['/documents', '/archive'],
  navigation: [
    {
      key: 'documents',
      labelKey: 'documents',
      icon: 'documents',
      order: 20,
      children: [{ key: 'in', labelKey: 'in', path: '/documents/entries', order: 10 }],
    },
  ],
  labels: {
    en: { documents: 'Documents', in: 'In' },
    'pt-BR': { documents: 'Documentos', in: 'Entradas' },
  },
};

describe('ZRemoteManifest', () => {
  test('fills in what a remote may leave out: no public path, the dashboard layout, no entry', () => {
    expect(ZRemoteManifest.parse({ prefixes: ['/reports'] })).toEqual({
      prefixes: ['/reports'],
      publicPaths: [],
      layout: 'dashboard',
      navigation: [],
      labels: { en: {}, 'pt-BR': {} },
    });
  });

  test('refuses an entry whose label has no Portuguese text', () => {
    const { 'pt-BR': _missing, ...labels } = DOCUMENTS.labels;
    const result = ZRemoteManifest.safeParse({
      ...DOCUMENTS,
      labels: { ...labels, 'pt-BR': { documents: 'Documentos' } },
    });
    expect(result.success).toBe(false);
  });

  test.each([
    ['a prefix without its slash', { prefixes: ['documents'] }],
    ['an unknown layout', { prefixes: ['/x'], layout: 'floating' }],
    [
      'a group without entries',
      { ...DOCUMENTS, navigation: [{ ...DOCUMENTS.navigation[0], children: [] }] },
    ],
  ])('refuses %s', (_case, manifest) => {
    expect(ZRemoteManifest.safeParse(manifest).success).toBe(false);
  });
});

describe('routeTable', () => {
  const documents = ZRemoteManifest.parse(DOCUMENTS);

  test("a remote's manifest decides its paths: a prefix only it knows routes to it", () => {
    expect(matchRemote(registry, '/archive/2024')).toBeUndefined();
    expect(matchRemote(routeTable(registry, { documents }), '/archive/2024')).toBe('documents');
  });

  test('a remote without a manifest keeps its registry entry (the fallback), mount mode included', () => {
    const routes = routeTable(registry, { documents });
    expect(routes.payments).toEqual(registry.payments);
    expect(routes.admin?.layout).toBe('own');
    expect(routes.documents?.layout).toBe('dashboard');
    expect(routes.documents?.entry).toBe(registry.documents?.entry);
  });
});

/** The remote a registry entry URL (its mf-manifest.json) belongs to. */
const remoteOfEntry = (url: string) =>
  Object.entries(registry).find(([, entry]) => entry.entry === url)?.[0];

/** A remote build's mf-manifest.json: `arara.manifest` only from builds that write it. */
const mfManifest = (manifest?: unknown, shared: unknown[] = []) => ({
  id: 'remote',
  shared,
  exposes: [],
  arara: {
    name: 'remote',
    version: '1.0.0',
    buildId: 'abc1234',
    builtAt: '2026-11-29T10:00:00.000Z',
    contract: '1.0.0',
    ...(manifest === undefined ? {} : { manifest }),
  },
});

describe('loadRemoteManifests', () => {
  beforeEach(() => {
    resetRemoteManifests();
    initFederation(registry);
  });

  test("reads each remote's manifest from its mf-manifest.json, without loading the remote's code", async () => {
    const network = mockFetch((call) => {
      const name = remoteOfEntry(call.url) ?? 'none';
      return jsonResponse(200, mfManifest({ prefixes: [`/${name}-data`] }));
    });
    const { result } = renderHook(() => useRemoteManifests());

    act(() => loadRemoteManifests());
    act(() => loadRemoteManifests());
    await waitFor(() => expect(result.current.settled).toBe(true));

    expect(loadRemote).not.toHaveBeenCalled();
    expect(network.calls()).toHaveLength(Object.keys(registry).length);
    expect(result.current.manifests.payments?.prefixes).toEqual(['/payments-data']);
    expect(Object.keys(result.current.manifests)).toHaveLength(Object.keys(registry).length);

    // When the payments page loads, the runtime's own request for the file gets the answer
    // already there; a second one (Try again) goes to the network.
    const plugin = loadRetryPlugin();
    const entry = registry.payments?.entry ?? '';
    const first = (await plugin.fetch?.(entry, {}, undefined as never)) as Response;
    expect(await first.json()).toMatchObject({
      arara: { manifest: { prefixes: ['/payments-data'] } },
    });
    expect(network.calls()).toHaveLength(Object.keys(registry).length);
    await plugin.fetch?.(entry, {}, undefined as never);
    expect(network.calls()).toHaveLength(Object.keys(registry).length + 1);
  });

  test('a remote built before manifests as data, or one this shell cannot run, is asked for its ./manifest module', async () => {
    const ui = { name: '@arara/ui', requiredVersion: '^2.0.0' };
    mockFetch((call) => {
      const name = remoteOfEntry(call.url);
      if (name === 'payments') return jsonResponse(200, mfManifest(undefined));
      if (name === 'documents') return jsonResponse(200, mfManifest({ prefixes: ['/d'] }, [ui]));
      return jsonResponse(200, mfManifest({ prefixes: [`/${name}`] }));
    });
    // This shell provides @arara/ui 1.4.0 as a strict singleton: ^2.0.0 is not satisfied.
    jest.mocked(getInstance).mockReturnValue({
      options: {
        shared: { '@arara/ui': [{ version: '1.4.0', shareConfig: { strictVersion: true } }] },
      },
    } as never);
    jest.mocked(satisfy).mockReturnValue(false);
    jest.mocked(loadRemote).mockImplementation(async (id: string) => {
      if (id === 'documents/manifest') throw new Error('Incompatible remote');
      return { default: { prefixes: ['/from-module'] } };
    });
    const { result } = renderHook(() => useRemoteManifests());

    act(() => loadRemoteManifests());
    await waitFor(() => expect(result.current.settled).toBe(true));

    expect(
      jest
        .mocked(loadRemote)
        .mock.calls.map(([id]) => id)
        .sort(),
    ).toEqual(['documents/manifest', 'payments/manifest']);
    expect(result.current.manifests.payments?.prefixes).toEqual(['/from-module']);
    expect(result.current.manifests.documents).toBeUndefined();
    expect(result.current.manifests.accounts?.prefixes).toEqual(['/accounts']);
    jest.mocked(getInstance).mockReturnValue(null);
  });

  test("an unreachable mf-manifest.json: every registered remote's ./manifest is asked for once, and published as it arrives", async () => {
    mockFetch(() => {
      throw new TypeError('Failed to fetch');
    });
    const pending = new Map<string, (value: unknown) => void>();
    jest
      .mocked(loadRemote)
      .mockImplementation((id: string) => new Promise((resolve) => pending.set(id, resolve)));
    const { result } = renderHook(() => useRemoteManifests());

    act(() => loadRemoteManifests());
    act(() => loadRemoteManifests());

    await waitFor(() => expect(pending.size).toBe(Object.keys(registry).length));
    expect([...pending.keys()].sort()).toEqual(
      Object.keys(registry)
        .map((name) => `${name}/manifest`)
        .sort(),
    );
    expect(loadRemote).toHaveBeenCalledTimes(Object.keys(registry).length);
    expect(result.current.settled).toBe(false);

    await act(async () => pending.get('documents/manifest')?.({ default: DOCUMENTS }));
    expect(Object.keys(result.current.manifests)).toEqual(['documents']);
    expect(result.current.settled).toBe(false);

    await act(async () => {
      for (const [id, resolve] of pending)
        if (id !== 'documents/manifest') resolve({ default: { prefixes: [`/${id}`] } });
    });
    await waitFor(() => expect(result.current.settled).toBe(true));
    expect(Object.keys(result.current.manifests)).toHaveLength(Object.keys(registry).length);
  });

  test('a manifest that fails is left out and asked for again next time; an invalid one is not', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    mockFetch(() => jsonResponse(404));
    jest.mocked(loadRemote).mockImplementation(async (id: string) => {
      if (id === 'documents/manifest') throw new Error('503');
      if (id === 'payments/manifest') return { default: { prefixes: 'not a list' } };
      return { default: { prefixes: [`/${id}`] } };
    });
    const { result } = renderHook(() => useRemoteManifests());

    act(() => loadRemoteManifests());
    await waitFor(() => expect(result.current.settled).toBe(true));
    expect(result.current.manifests.documents).toBeUndefined();
    expect(result.current.manifests.payments).toBeUndefined();
    expect(result.current.manifests.accounts).toBeDefined();

    jest.mocked(loadRemote).mockClear();
    jest.mocked(loadRemote).mockResolvedValue({ default: DOCUMENTS });
    act(() => loadRemoteManifests());
    await waitFor(() => expect(result.current.manifests.documents).toBeDefined());
    expect(jest.mocked(loadRemote).mock.calls).toEqual([['documents/manifest']]);
  });
});
