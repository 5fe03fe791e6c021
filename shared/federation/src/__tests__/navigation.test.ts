import { loadRemote } from '@module-federation/enhanced/runtime';
import { act, renderHook, waitFor } from '@testing-library/react';
import { initFederation } from '../boot';
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

describe('loadRemoteManifests', () => {
  beforeEach(() => {
    resetRemoteManifests();
    initFederation(registry);
  });

  test("fetches every registered remote's ./manifest once, all at once, and publishes them as they arrive", async () => {
    const pending = new Map<string, (value: unknown) => void>();
    jest
      .mocked(loadRemote)
      .mockImplementation((id: string) => new Promise((resolve) => pending.set(id, resolve)));
    const { result } = renderHook(() => useRemoteManifests());

    act(() => loadRemoteManifests());
    act(() => loadRemoteManifests());

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
