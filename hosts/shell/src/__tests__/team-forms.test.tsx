import { ROLE_PERMISSIONS } from '@arara/contracts';
import { sessionStore } from '@arara/session';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type FetchCall, jsonResponse } from '@arara/test-utils/fetch';
import { setupI18n, switchLanguage } from '@arara/test-utils/i18n';
import { MERCHANTS, mockApi, mockRemotes, renderApp, signIn, USER } from './render-app';

beforeAll(() => setupI18n(['common', 'shell', 'team']));

beforeEach(() => {
  sessionStore.getState().signOut();
  mockRemotes();
});

afterEach(() => switchLanguage('en'));

const OWNED = MERCHANTS[0] as (typeof MERCHANTS)[number];
const DETAIL = {
  id: OWNED.id,
  name: OWNED.name,
  document: '11222333000181',
  status: 'active',
  defaultLanguage: 'pt-BR',
  requireTwoFactor: false,
  role: 'owner',
  permissions: [...ROLE_PERMISSIONS.owner],
  createdAt: '2026-01-01T00:00:00.000Z',
};
const MEMBERS = {
  members: [
    {
      userId: USER.id,
      name: USER.name,
      email: USER.email,
      role: 'owner',
      status: 'active',
      createdAt: '2026-01-01T00:00:00.000Z',
    },
    {
      userId: '5b2f0c1e-3a4d-4e5f-8a6b-7c8d9e0f1a2b',
      name: 'Bruna Admin',
      email: 'bruna@example.com',
      role: 'admin',
      status: 'blocked',
      createdAt: '2026-01-01T00:00:00.000Z',
    },
  ],
  invitations: [],
};

const pathOf = (call: FetchCall) => new URL(call.url, 'http://localhost').pathname;

/** The settings API of the owner's merchant, plus `extra` answers. */
function mockTeamApi(extra: (call: FetchCall) => Response | undefined = () => undefined) {
  return mockApi((call) => {
    const answer = extra(call);
    if (answer) return answer;
    const path = pathOf(call);
    if (path === `/api/merchants/${OWNED.id}`) return jsonResponse(200, DETAIL);
    if (path === `/api/merchants/${OWNED.id}/members`) return jsonResponse(200, MEMBERS);
    return undefined;
  });
}

/** Focus the control and paste: typing key by key is slow with antd in jsdom. */
async function pasteInto(element: HTMLElement, value: string) {
  await userEvent.click(element);
  await userEvent.paste(value);
}

/** These tests open modals and fill several fields: slower than the default budget. */

/** Pages and their chunks load lazily, slowly on a busy machine: wait longer for them. */
const click = async (name: string | RegExp) =>
  userEvent.click(await screen.findByRole('button', { name }));

async function openInviteModal() {
  signIn();
  sessionStore.getState().setCurrentMerchant(OWNED.id);
  renderApp('/settings?tab=users');
  await click(/Invite users/);
  return screen.findByRole('form', { name: 'Invite users' });
}

async function typeEmail(dialog: HTMLElement, value: string) {
  const input = within(dialog).getByLabelText('Emails');
  await userEvent.click(input);
  await userEvent.paste(value);
  await userEvent.keyboard('{Enter}');
}

describe('Settings › Users', () => {
  test('the table shows roles as the spec names them and each status', async () => {
    mockTeamApi();
    signIn();
    sessionStore.getState().setCurrentMerchant(OWNED.id);
    renderApp('/settings?tab=users');

    const row = (await screen.findByText('bruna@example.com')).closest('tr') as HTMLElement;
    expect(within(row).getByText('Administrator')).toBeVisible();
    expect(within(row).getByText('Blocked')).toBeVisible();
    expect(within(row).getByRole('button', { name: 'Unblock' })).toBeVisible();
    const own = screen.getByText(USER.email).closest('tr') as HTMLElement;
    expect(within(own).getByText('owner')).toBeVisible();
    // Nobody blocks or revokes themselves.
    expect(within(own).queryByRole('button', { name: 'Revoke access' })).not.toBeInTheDocument();
  });

  test("invitation messages: 'Email is required', 'Invalid email'", async () => {
    const api = mockTeamApi();
    const dialog = await openInviteModal();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Send invitations' }));
    expect(await within(dialog).findByText('Email is required')).toBeVisible();

    await typeEmail(dialog, 'not-an-email');
    expect(await within(dialog).findByText('Invalid email')).toBeVisible();
    expect(api.callsTo('/api/invitations')).toHaveLength(0);
  });

  test('invitation messages: a duplicate address, no merchant selected', async () => {
    const api = mockTeamApi();
    const dialog = await openInviteModal();

    await typeEmail(dialog, 'ana.lima@example.com, ANA.LIMA@example.com');
    expect(await within(dialog).findByText('This email has already been added')).toBeVisible();
    await userEvent.clear(within(dialog).getByLabelText('Emails'));

    await userEvent.click(within(dialog).getByRole('checkbox', { name: OWNED.name }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send invitations' }));
    expect(await within(dialog).findByText('Select at least one merchant')).toBeVisible();
    expect(api.callsTo('/api/invitations')).toHaveLength(0);
  });

  test('the same messages in Portuguese', async () => {
    await switchLanguage('pt-BR');
    mockTeamApi();
    signIn();
    sessionStore.getState().setCurrentMerchant(OWNED.id);
    renderApp('/settings?tab=users');
    await click(/Convidar usuários/);
    const dialog = await screen.findByRole('form', { name: 'Convidar usuários' });

    await userEvent.click(within(dialog).getByRole('button', { name: 'Enviar convites' }));
    expect(await within(dialog).findByText('O e-mail é obrigatório')).toBeVisible();
    const input = within(dialog).getByLabelText('E-mails');
    await userEvent.click(input);
    await userEvent.paste('errado');
    await userEvent.keyboard('{Enter}');
    expect(await within(dialog).findByText('E-mail inválido')).toBeVisible();
    await userEvent.clear(input);
    await userEvent.paste('a@example.com, A@example.com');
    await userEvent.keyboard('{Enter}');
    expect(await within(dialog).findByText('Este e-mail já foi adicionado')).toBeVisible();
  });

  test('sends several e-mails with the role and merchants; reports those that failed', async () => {
    const api = mockTeamApi((call) =>
      pathOf(call) === '/api/invitations'
        ? jsonResponse(200, {
            results: [
              { email: 'ana.lima@example.com', status: 'sent' },
              { email: 'bruna@example.com', status: 'failed', reason: 'alreadyMember' },
            ],
          })
        : undefined,
    );
    const dialog = await openInviteModal();
    await typeEmail(dialog, 'ana.lima@example.com');
    await typeEmail(dialog, 'bruna@example.com');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send invitations' }));

    expect(await screen.findByText('1 invitation(s) failed to be sent')).toBeVisible();
    expect(api.callsTo('/api/invitations')[0]?.body).toEqual({
      emails: ['ana.lima@example.com', 'bruna@example.com'],
      role: 'viewer',
      merchantIds: [OWNED.id],
    });
  });

  test('a refused request reads "Error sending invitations"', async () => {
    mockTeamApi((call) =>
      pathOf(call) === '/api/invitations'
        ? jsonResponse(500, { error: { code: 'INTERNAL_ERROR', message: 'boom' } })
        : undefined,
    );
    const dialog = await openInviteModal();
    await typeEmail(dialog, 'ana.lima@example.com');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send invitations' }));
    // Mutations retry once, a second later (docs/requirements/ui-conventions.md "Data fetching"), before the error shows.
    expect(await within(dialog).findByText('Error sending invitations')).toBeVisible();
  });

  test('a viewer sees the team read-only: no invite button, no actions', async () => {
    mockTeamApi((call) =>
      pathOf(call) === `/api/merchants/${OWNED.id}`
        ? jsonResponse(200, {
            ...DETAIL,
            role: 'viewer',
            permissions: [...ROLE_PERMISSIONS.viewer],
          })
        : undefined,
    );
    signIn();
    sessionStore.getState().setCurrentMerchant(OWNED.id);
    renderApp('/settings?tab=users');
    expect(await screen.findByText('Your role can see the team but not change it.')).toBeVisible();
    expect(screen.queryByRole('button', { name: /Invite users/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Unblock' })).not.toBeInTheDocument();
  });
});

describe('Add merchant', () => {
  let app: ReturnType<typeof renderApp>;
  async function openAddMerchant() {
    signIn();
    app = renderApp('/settings');
    await click(/Add merchant/);
    return screen.findByRole('form', { name: 'Add a merchant' });
  }

  test('empty fields read "Fill in all fields"; bad check digits are refused', async () => {
    const api = mockTeamApi();
    const dialog = await openAddMerchant();
    const cnpj = within(dialog).getByLabelText('CNPJ');
    expect(cnpj).toHaveAttribute('placeholder', '00.000.000/0000-00');

    await userEvent.click(within(dialog).getByRole('button', { name: 'Add merchant' }));
    expect(await within(dialog).findAllByText('Fill in all fields')).toHaveLength(2);

    await pasteInto(within(dialog).getByLabelText('Company name'), 'Loja Nova');
    await pasteInto(cnpj, '11222333000182');
    expect(cnpj).toHaveValue('11.222.333/0001-82');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add merchant' }));
    expect(await within(dialog).findByText('Invalid CNPJ: check the digits')).toBeVisible();
    expect(api.callsTo('/api/merchants')).toHaveLength(0);
  });

  test('in Portuguese: "Preencha todos os campos"', async () => {
    await switchLanguage('pt-BR');
    mockTeamApi();
    signIn();
    renderApp('/settings');
    await click(/Adicionar estabelecimento/);
    const dialog = await screen.findByRole('form', { name: 'Adicionar um estabelecimento' });
    await userEvent.click(
      within(dialog).getByRole('button', { name: 'Adicionar estabelecimento' }),
    );
    expect(await within(dialog).findAllByText('Preencha todos os campos')).toHaveLength(2);
    await pasteInto(within(dialog).getByLabelText('CNPJ'), '11111111111111');
    await userEvent.click(
      within(dialog).getByRole('button', { name: 'Adicionar estabelecimento' }),
    );
    expect(await within(dialog).findByText('CNPJ inválido: confira os dígitos')).toBeVisible();
  });

  test('a valid merchant is created with the digits, becomes the current one and its onboarding opens', async () => {
    const created = { ...DETAIL, id: '0b1c2d3e-4f5a-4b6c-8d7e-9f0a1b2c3d4e', name: 'Loja Nova' };
    let isCreated = false;
    const api = mockTeamApi((call) => {
      if (pathOf(call) === '/api/merchants' && call.method === 'POST') {
        isCreated = true;
        return jsonResponse(201, created);
      }
      // After the creation, /me lists the new merchant too.
      if (pathOf(call) === '/api/me' && isCreated) {
        const listed = { ...OWNED, id: created.id, name: created.name };
        return jsonResponse(200, { user: USER, merchants: [...MERCHANTS, listed] });
      }
      return undefined;
    });
    const dialog = await openAddMerchant();
    await pasteInto(within(dialog).getByLabelText('Company name'), 'Loja Nova');
    await pasteInto(within(dialog).getByLabelText('CNPJ'), '11222333000181');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add merchant' }));

    await waitFor(() => expect(sessionStore.getState().currentMerchantId).toBe(created.id));
    await waitFor(() => expect(app.location()).toBe(`/onboarding/${created.id}`));
    expect(api.callsTo('/api/merchants')[0]?.body).toEqual({
      name: 'Loja Nova',
      document: '11222333000181',
    });
  });
});

describe('/accept-invitation', () => {
  const invalid = () =>
    jsonResponse(400, {
      error: { code: 'INVALID_TOKEN', message: 'This invitation is invalid or has expired' },
    });

  test('an invalid or expired token reads the spec message', async () => {
    mockApi((call) => (pathOf(call) === '/api/invitations/lookup' ? invalid() : undefined));
    renderApp('/accept-invitation?token=expired');
    expect(await screen.findByText('This invitation is invalid or has expired')).toBeVisible();
  });

  test('in Portuguese too, and without a token at all', async () => {
    await switchLanguage('pt-BR');
    mockApi();
    renderApp('/accept-invitation');
    expect(await screen.findByText('Este convite é inválido ou expirou')).toBeVisible();
  });

  test('a new invitee creates the account; a failure reads "Error accepting invitation"', async () => {
    let attempts = 0;
    const api = mockApi((call) => {
      const path = pathOf(call);
      if (path === '/api/invitations/lookup') {
        return jsonResponse(200, {
          email: 'nina@example.com',
          role: 'viewer',
          merchants: [{ name: 'Padaria Central' }],
          hasAccount: false,
          expiresAt: '2026-12-01T00:00:00.000Z',
        });
      }
      if (path === '/api/invitations/accept') {
        attempts += 1;
        // Mutations retry once (docs/requirements/ui-conventions.md "Data fetching"): the first two attempts fail.
        return attempts <= 2
          ? jsonResponse(500, { error: { code: 'INTERNAL_ERROR', message: 'boom' } })
          : jsonResponse(200, { email: 'nina@example.com', merchants: [] });
      }
      return undefined;
    });
    renderApp('/accept-invitation?token=abc');
    expect(
      await screen.findByText('nina@example.com was invited to join Padaria Central as viewer.'),
    ).toBeVisible();

    await click('Accept invitation');
    expect(await screen.findAllByText('This field is required')).toHaveLength(3);

    await pasteInto(screen.getByLabelText('Full name'), 'Nina Nova');
    await pasteInto(screen.getByLabelText('Password'), 'segredo-123');
    await pasteInto(screen.getByLabelText('Confirm password'), 'segredo-123');
    await click('Accept invitation');
    expect(await screen.findByText('Error accepting invitation')).toBeVisible();

    // The token is posted, never put in a URL (access logs record URLs).
    const [lookupCall] = api.callsTo('/api/invitations/lookup');
    expect(lookupCall?.method).toBe('POST');
    expect(lookupCall?.url).not.toContain('abc');
    expect(lookupCall?.body).toEqual({ token: 'abc' });

    await click('Accept invitation');
    expect(await screen.findByText('Invitation accepted')).toBeVisible();
    expect(api.callsTo('/api/invitations/accept')[2]?.body).toEqual({
      token: 'abc',
      name: 'Nina Nova',
      password: 'segredo-123',
    });
  });
});

describe('/merchant/{merchantId}', () => {
  test('shows the merchant from GET /merchants/:id', async () => {
    mockTeamApi();
    signIn();
    renderApp(`/merchant/${OWNED.id}`);
    expect(await screen.findByText('11.222.333/0001-81')).toBeVisible();
    expect(screen.getByRole('heading', { name: OWNED.name })).toBeVisible();
  });

  test("another merchant's id (404) reads 'Merchant not found'", async () => {
    mockTeamApi((call) =>
      pathOf(call).startsWith('/api/merchants/')
        ? jsonResponse(404, { error: { code: 'NOT_FOUND', message: 'Merchant not found' } })
        : undefined,
    );
    signIn();
    renderApp('/merchant/00000000-0000-4000-8000-000000000000');
    expect(await screen.findByText('Merchant not found')).toBeVisible();
  });
});
