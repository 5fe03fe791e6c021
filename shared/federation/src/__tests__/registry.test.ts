import { buildRegistry, matchRemote } from '../registry';

describe('matchRemote', () => {
  const registry = buildRegistry({});

  test.each([
    ['/', 'accounts'],
    ['/accounts/virtual', 'accounts'],
    ['/accounts/virtual/1', 'accounts'],
    ['/cards/overview', 'accounts'],
    ['/pix', 'payments'],
    ['/pix/abc-123', 'payments'],
    ['/between-accounts', 'payments'],
    ['/documents/entries', 'documents'],
    ['/compliance/disputes', 'compliance'],
    ['/development/webhooks', 'developer'],
    ['/admin/users', 'admin'],
  ])('%s → %s', (pathname, remote) => {
    expect(matchRemote(registry, pathname)).toBe(remote);
  });

  test.each(['/nowhere', '/pixel', '/accountsx', '/administrator'])(
    '%s belongs to no remote',
    (pathname) => {
      expect(matchRemote(registry, pathname)).toBeUndefined();
    },
  );

  test('the longest matching prefix wins', () => {
    const nested = {
      accounts: { entry: 'http://a/mf-manifest.json', prefixes: ['/accounts'], publicPaths: [] },
      special: {
        entry: 'http://s/mf-manifest.json',
        prefixes: ['/accounts/special'],
        publicPaths: [],
      },
    };
    expect(matchRemote(nested, '/accounts/special/1')).toBe('special');
    expect(matchRemote(nested, '/accounts/other')).toBe('accounts');
  });
});

describe('buildRegistry', () => {
  test('defaults every remote to localhost and its port', () => {
    const registry = buildRegistry({});

    expect(registry.payments?.entry).toBe('http://localhost:3001/mf-manifest.json');
    expect(registry.accounts?.entry).toBe('http://localhost:3002/mf-manifest.json');
    expect(registry.admin?.entry).toBe('http://localhost:3006/mf-manifest.json');
    expect(registry.payments?.publicPaths).toEqual(['/pix/:transactionId']);
    expect(Object.keys(registry).sort()).toEqual(
      ['accounts', 'admin', 'compliance', 'developer', 'documents', 'payments'].sort(),
    );
  });

  test('REMOTE_<NAME>_URL points one remote elsewhere', () => {
    const registry = buildRegistry({ REMOTE_PAYMENTS_URL: 'https://cdn.example/payments' });

    expect(registry.payments?.entry).toBe('https://cdn.example/payments/mf-manifest.json');
    expect(registry.accounts?.entry).toBe('http://localhost:3002/mf-manifest.json');
  });

  test('a trailing slash in the URL does not double the slash', () => {
    const registry = buildRegistry({ REMOTE_PAYMENTS_URL: 'https://cdn.example/payments/' });

    expect(registry.payments?.entry).toBe('https://cdn.example/payments/mf-manifest.json');
  });

  test('REMOTE_HOST moves every remote without its own URL', () => {
    const registry = buildRegistry({ REMOTE_HOST: 'http://remotes.internal' });

    expect(registry.documents?.entry).toBe('http://remotes.internal:3003/mf-manifest.json');
  });
});
