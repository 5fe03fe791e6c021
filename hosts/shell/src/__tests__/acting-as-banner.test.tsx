import { sessionStore } from '@arara/session';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { jsonResponse } from '@arara/test-utils/fetch';
import { setupI18n, switchLanguage } from '@arara/test-utils/i18n';
import { MERCHANTS, mockApi, mockRemotes, renderApp } from './render-app';

beforeAll(() => setupI18n(['common', 'shell']));

const SESSION_ID = '5b7c2f0e-9d1a-4c3b-8e6f-1a2b3c4d5e6f';
const ACTED = { id: 'a3c1f0d2-1b2c-4d3e-8f4a-5b6c7d8e9f00', name: 'Marcos Gerente' };
const [ACTED_MERCHANT] = MERCHANTS;

function actAsManager() {
  sessionStore.getState().signOut();
  sessionStore.getState().signIn({ accessToken: 'admin-1', isAdmin: true });
  sessionStore.getState().startActingAs({
    sessionId: SESSION_ID,
    user: { ...ACTED, email: 'manager@arara.dev' },
    merchant: { id: ACTED_MERCHANT?.id ?? '', name: ACTED_MERCHANT?.name ?? '' },
  });
}

/** The API while acting: /me is the user acted as, with the one merchant acted in. */
function mockActingApi() {
  return mockApi((call) => {
    const path = new URL(call.url, 'http://localhost').pathname;
    if (path === '/api/me') {
      return jsonResponse(200, {
        user: {
          ...ACTED,
          email: 'manager@arara.dev',
          isAdmin: false,
          language: 'en',
          twoFactorEnabled: false,
        },
        merchants: [ACTED_MERCHANT],
        actingAs: { sessionId: SESSION_ID, admin: { id: ACTED.id, name: 'Arara Admin' } },
      });
    }
    if (path === `/api/admin/act-as/${SESSION_ID}/stop`) return jsonResponse(204);
    return undefined;
  });
}

beforeEach(() => {
  mockRemotes();
});

/** The warning banner holding `text`. */
async function findBanner(text: string): Promise<HTMLElement> {
  const title = await screen.findByText(text);
  const banner = title.closest<HTMLElement>('[role="status"]');
  if (!banner) throw new Error('the text is not in the banner');
  return banner;
}

afterEach(() => switchLanguage('en'));

describe('the acting-as banner', () => {
  test.each([
    [
      'en',
      'You are acting as Marcos Gerente (manager@arara.dev) at Padaria Central',
      'Stop acting',
    ],
    [
      'pt-BR',
      'Você está atuando como Marcos Gerente (manager@arara.dev) em Padaria Central',
      'Parar de atuar',
    ],
  ] as const)('says who is acted as, where (%s)', async (language, text, stop) => {
    await switchLanguage(language);
    actAsManager();
    mockActingApi();
    renderApp('/');

    const banner = await findBanner(text);
    expect(within(banner).getByRole('button', { name: stop })).toBeVisible();
  });

  test('every request carries the act-as session, and stop ends it and goes to the back office', async () => {
    actAsManager();
    const api = mockActingApi();
    const { location } = renderApp('/');

    const banner = await findBanner(
      'You are acting as Marcos Gerente (manager@arara.dev) at Padaria Central',
    );
    await waitFor(() => expect(api.callsTo('/api/me').length).toBeGreaterThan(0));
    expect(api.callsTo('/api/me')[0]?.headers['x-act-as-session']).toBe(SESSION_ID);
    // The merchant switcher offers only the merchant acted in.
    const switcher = screen.getByRole('combobox', { name: 'Merchant' });
    await waitFor(() => expect(switcher).toHaveDisplayValue('Padaria Central'));
    expect(
      within(switcher)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Padaria Central']);

    await userEvent.click(within(banner).getByRole('button', { name: 'Stop acting' }));

    await waitFor(() => expect(location()).toBe('/admin/users'));
    const stops = api.callsTo(`/api/admin/act-as/${SESSION_ID}/stop`);
    expect(stops).toHaveLength(1);
    expect(stops[0]?.method).toBe('POST');
    expect(sessionStore.getState().actingAs).toBeNull();
    expect(localStorage.getItem('actingAs')).toBeNull();
    // Still signed in to the back office.
    expect(sessionStore.getState().adminSession?.isAuthenticated).toBe(true);
    expect(screen.queryByText(/You are acting as/)).not.toBeInTheDocument();
  });

  test('no banner when nobody is acted as', async () => {
    sessionStore.getState().signOut();
    sessionStore.getState().signIn({ accessToken: 'a', isAdmin: false });
    mockApi();
    renderApp('/');
    expect(await screen.findByRole('heading', { name: 'Remote accounts' })).toBeVisible();
    expect(screen.queryByText(/You are acting as/)).not.toBeInTheDocument();
  });
});
