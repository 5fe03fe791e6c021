import { sessionStore } from '@arara/session';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupI18n } from '@arara/test-utils/i18n';
import { expectSignedInWithPassword } from '@arara/test-utils/session';
import { safeRedirectTarget } from '../components/guards';
import { answering, mockApi, mockRemotes, renderApp, signIn, renderAndSee } from './render-app';

// The first test that renders the dashboard pays for loading its lazy modules into jest:
// seconds on a busy 2-core machine. Timing is not what these tests check.

beforeAll(() => setupI18n(['common', 'shell']));

beforeEach(() => {
  sessionStore.getState().signOut();
  mockRemotes();
});

/** Types into a field the quick way a user may too: focus it, paste the value. */
async function fillIn(label: string, value: string) {
  await userEvent.click(screen.getByLabelText(label));
  await userEvent.paste(value);
}

const sidebar = () => screen.getByRole('navigation', { name: 'Main navigation' });

describe('guards', () => {
  test('without a session, /settings redirects to /login?from=%2Fsettings', async () => {
    const app = await renderAndSee('/settings', 'Sign in to Arara');
    expect(app.location()).toBe('/login?from=%2Fsettings');
    expect(screen.queryByText('Settings')).not.toBeInTheDocument();
  });

  test('without a session, a remote page redirects to /login with its path and query', async () => {
    const app = await renderAndSee('/accounts/virtual?page=2', 'Sign in to Arara');
    expect(app.location()).toBe(`/login?from=${encodeURIComponent('/accounts/virtual?page=2')}`);
  });

  test('a signed-in user visiting /login goes to /', async () => {
    mockApi();
    signIn();
    const app = renderApp('/login');

    expect(await screen.findByRole('heading', { name: 'Remote accounts' })).toBeVisible();
    expect(app.location()).toBe('/');
    expect(screen.queryByText('Sign in to Arara')).not.toBeInTheDocument();
  });

  test('after signing in, the user lands on the page they asked for', async () => {
    const api = mockApi();
    const app = renderApp('/settings');
    await screen.findByText('Sign in to Arara');

    await fillIn('Email', 'ana@example.com');
    await fillIn('Password', 'right-password');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(await screen.findByRole('heading', { name: 'Settings' })).toBeVisible();
    expect(app.location()).toBe('/settings');
    expect(sidebar()).toBeVisible();
    expectSignedInWithPassword(api);
  });

  test('a rejected sign-in stays on /login with the error', async () => {
    mockApi(
      answering('/auth/login', 401, { error: { code: 'INVALID_CREDENTIALS', message: 'Wrong' } }),
    );
    const app = renderApp('/login?from=%2Fsettings');
    await screen.findByText('Sign in to Arara');

    await fillIn('Email', 'ana@example.com');
    await fillIn('Password', 'wrong');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Login Error');
    expect(app.location()).toBe('/login?from=%2Fsettings');
  });

  test('a from pointing at another site lands on / instead', async () => {
    mockApi();
    const app = renderApp(`/login?from=${encodeURIComponent('//evil.example/phish')}`);
    await screen.findByText('Sign in to Arara');

    await fillIn('Email', 'ana@example.com');
    await fillIn('Password', 'right-password');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(await screen.findByRole('heading', { name: 'Remote accounts' })).toBeVisible();
    expect(app.location()).toBe('/');
  });

  test('another tab logging out sends this tab to /login', async () => {
    mockApi();
    signIn();
    const app = renderApp('/settings');
    await screen.findByRole('heading', { name: 'Settings' });

    act(() => {
      localStorage.removeItem('userSession');
      window.dispatchEvent(new StorageEvent('storage', { key: 'userSession' }));
    });

    expect(await screen.findByText('Sign in to Arara')).toBeVisible();
    expect(app.location()).toBe('/login?from=%2Fsettings');
  });
});

describe('/setup-2fa', () => {
  test('without a token goes to /login', async () => {
    const app = await renderAndSee('/setup-2fa', 'Sign in to Arara');
    expect(app.location()).toBe('/login');
  });

  test('with a token shows the two-factor setup screen', async () => {
    const app = await renderAndSee('/setup-2fa?token=abc', 'Set up two-factor authentication');
    expect(app.location()).toBe('/setup-2fa?token=abc');
  });
});

describe('unknown paths', () => {
  test("signed in: 'Page not found' inside the layout, sidebar visible", async () => {
    mockApi();
    signIn();
    renderApp('/nowhere');

    expect(await screen.findByText('Page not found')).toBeVisible();
    expect(sidebar()).toBeVisible();
    expect(screen.getByRole('link', { name: /Pix/ })).toBeVisible();
  });

  test("signed out: 'Page not found' without the dashboard", async () => {
    const app = await renderAndSee('/nowhere', 'Page not found');
    expect(screen.queryByRole('navigation', { name: 'Main navigation' })).not.toBeInTheDocument();
    expect(app.location()).toBe('/nowhere');
  });
});

describe('remote pages', () => {
  test('a remote path renders that remote inside the layout', async () => {
    mockApi();
    signIn();
    renderApp('/pix');

    expect(await screen.findByRole('heading', { name: 'Remote payments' })).toBeVisible();
    expect(sidebar()).toBeVisible();
  });

  test('moving between a shell page and a remote page keeps the dashboard mounted', async () => {
    mockApi();
    signIn();
    const app = renderApp('/settings');
    expect(await screen.findByRole('heading', { level: 2, name: 'Settings' })).toBeVisible();
    const before = sidebar();

    await act(() => app.router.navigate('/pix'));
    expect(await screen.findByRole('heading', { name: 'Remote payments' })).toBeVisible();
    // The same sidebar, not one drawn again under another route.
    expect(sidebar()).toBe(before);

    await act(() => app.router.navigate('/settings'));
    expect(await screen.findByRole('heading', { level: 2, name: 'Settings' })).toBeVisible();
    expect(sidebar()).toBe(before);
  });

  test('a public remote page (/pix/{id}) renders without a session and without the layout', async () => {
    mockApi();
    const app = renderApp('/pix/abc-123');

    expect(await screen.findByRole('heading', { name: 'Remote payments' })).toBeVisible();
    expect(app.location()).toBe('/pix/abc-123');
    expect(screen.queryByRole('navigation', { name: 'Main navigation' })).not.toBeInTheDocument();
  });

  test('a remote that fails shows the page error inside the layout', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    mockApi();
    signIn();
    jest.mocked(loadRemote).mockRejectedValue(new Error('manifest 503'));
    renderApp('/documents/entries');

    expect(await screen.findByText('Unable to load this page')).toBeVisible();
    expect(sidebar()).toBeVisible();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Try again' })).toBeVisible());
  });
});

describe('safeRedirectTarget', () => {
  test.each([
    ['/settings', '/settings'],
    ['/accounts/virtual?page=2', '/accounts/virtual?page=2'],
    [null, '/'],
    ['', '/'],
    ['settings', '/'],
    ['//evil.example', '/'],
    ['https://evil.example', '/'],
    ['javascript:alert(1)', '/'],
    // Browsers read a backslash as a slash, and drop tabs and newlines, in a URL.
    ['/\\evil.example', '/'],
    ['/\t/evil.example', '/'],
    ['/\n/evil.example', '/'],
  ])('%j → %j', (from, expected) => {
    expect(safeRedirectTarget(from)).toBe(expected);
  });
});
