import { QueryProvider, createQueryClient } from '@arara/api-client/query';
import { sessionStore } from '@arara/session';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { jsonResponse } from '@arara/test-utils/fetch';
import { setupI18n, switchLanguage } from '@arara/test-utils/i18n';
import { TwoFactorSettings } from '../features/two-factor/components/two-factor-settings';
import {
  MERCHANTS,
  mockApi,
  mockRemotes,
  renderApp,
  signIn,
  USER,
  renderAndSee,
} from './render-app';

beforeAll(() => setupI18n(['common', 'shell', 'twoFactor']));

beforeEach(() => {
  sessionStore.getState().signOut();
  mockRemotes();
});

afterEach(() => switchLanguage('en'));

const SESSION = {
  status: 'signed_in',
  accessToken: 'access-2fa',

  expiresIn: 900,
  user: { ...USER, twoFactorEnabled: true },
};
const INVALID_CODE = (field = 'code') =>
  jsonResponse(400, {
    error: {
      code: 'INVALID_TWO_FACTOR_CODE',
      message: 'Invalid code, please try again',
      fields: { [field]: 'twoFactor.validation.invalidCode' },
    },
  });
const RECOVERY_CODES = Array.from({ length: 10 }, (_, i) => `abcde-fgh${i}k`);
const SETUP = {
  secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
  otpauthUrl: 'otpauth://totp/Arara:ana%40example.com?secret=JBSWY3DPEHPK3PXP&issuer=Arara',
};

const pathOf = (url: string) => new URL(url, 'http://localhost').pathname;

/** Focus the field, select what it holds and paste over it, as a user correcting it would. */
async function fillIn(label: string | RegExp, value: string) {
  const input = (await screen.findByLabelText(label)) as HTMLInputElement;
  await userEvent.click(input);
  if (input.value) input.setSelectionRange(0, input.value.length);
  await userEvent.paste(value);
}

const click = async (name: string | RegExp) =>
  userEvent.click(await screen.findByRole('button', { name }));

/** Fills the field in first when given, clicks the button and waits until `text` shows. */
async function clickAndSee(button: string, text: string, field?: [label: string, value: string]) {
  if (field) await fillIn(...field);
  await click(button);
  expect(await screen.findByText(text)).toBeVisible();
}

/**
 * A code form submitted with `button` once empty (`required` shows), then once per try with its
 * code typed into the field `label` (its message shows).
 */
async function submitCodes(
  button: string,
  label: string,
  required: string,
  tries: [code: string, message: string][],
) {
  await clickAndSee(button, required);
  for (const [code, message] of tries) await clickAndSee(button, message, [label, code]);
}

/** /login with the password of an account that has two-factor on. */
async function passwordStep(labels = { email: 'Email', password: 'Password', submit: 'Sign in' }) {
  await screen.findByRole('button', { name: labels.submit });
  // The form mounts again once antd's pt-BR locale has loaded: type until the values stay.
  await waitFor(async () => {
    for (const [label, value] of [
      [labels.email, 'ana@example.com'],
      [labels.password, 'right-password'],
    ] as const) {
      if (!(screen.getByLabelText(label) as HTMLInputElement).value) await fillIn(label, value);
    }
    expect(screen.getByLabelText(labels.email)).toHaveValue('ana@example.com');
    expect(screen.getByLabelText(labels.password)).toHaveValue('right-password');
  });
  await click(labels.submit);
}

const twoFactorApi = (
  onCode: (body: Record<string, unknown>) => Response = () => jsonResponse(200, SESSION),
) =>
  mockApi((call) => {
    const path = pathOf(call.url);
    if (path === '/api/auth/login') {
      return jsonResponse(200, { status: 'two_factor_required', challengeToken: 'challenge-1' });
    }
    if (path === '/api/auth/login/two-factor') return onCode(call.body as Record<string, unknown>);
    if (path === '/api/auth/two-factor/revocation') return jsonResponse(202);
    return undefined;
  });

describe('sign-in with two-factor: the code step', () => {
  test('leads from the password to the code; the challenge stays out of the URL', async () => {
    const api = twoFactorApi();
    const app = renderApp('/login?from=%2Fsettings');
    await passwordStep();

    expect(
      await screen.findByText('Enter the 6-digit code from your authenticator app.'),
    ).toBeVisible();
    expect(app.location()).toBe('/login/two-factor');
    expect(sessionStore.getState().accessToken).toBeNull();

    await fillIn('Verification code', '123456');
    await click('Verify');

    await waitFor(() => expect(app.location()).toBe('/settings'));
    expect(api.callsTo('/api/auth/login/two-factor')[0]?.body).toEqual({
      challengeToken: 'challenge-1',
      code: '123456',
    });
    expect(sessionStore.getState().accessToken).toBe('access-2fa');
  });

  test('empty, short and wrong codes get their messages', async () => {
    const api = twoFactorApi(() => INVALID_CODE());
    renderApp('/login');
    await passwordStep();

    await clickAndSee('Verify', 'Verification code required');

    await clickAndSee('Verify', 'The code must have 6 digits', ['Verification code', '12a3']);
    expect(screen.getByLabelText('Verification code')).toHaveValue('123');
    expect(api.callsTo('/api/auth/login/two-factor')).toHaveLength(0);

    await clickAndSee('Verify', 'Invalid code, please try again', ['Verification code', '654321']);
    expect(screen.getByLabelText('Verification code')).toHaveAccessibleDescription(
      'Invalid code, please try again',
    );
    expect(sessionStore.getState().accessToken).toBeNull();
  });

  test('in Portuguese too', async () => {
    await switchLanguage('pt-BR');
    twoFactorApi(() => INVALID_CODE());
    renderApp('/login');
    await passwordStep({ email: 'E-mail', password: 'Senha', submit: 'Entrar' });

    await submitCodes('Verificar', 'Código de verificação', 'Código de verificação obrigatório', [
      ['12', 'O código deve ter 6 dígitos'],
      ['654321', 'Código inválido, tente novamente'],
    ]);
  });

  test('a recovery code instead of the app code', async () => {
    const api = twoFactorApi((body) =>
      body.recoveryCode === 'abcde-fghjk'
        ? jsonResponse(200, SESSION)
        : INVALID_CODE('recoveryCode'),
    );
    const app = renderApp('/login');
    await passwordStep();

    await click('Use a recovery code');
    await clickAndSee('Verify', 'Recovery code required');

    await clickAndSee('Verify', 'Invalid code, please try again', ['Recovery code', 'used-code']);

    await fillIn('Recovery code', 'abcde-fghjk');
    await click('Verify');
    await waitFor(() => expect(app.location()).toBe('/'));
    expect(api.callsTo('/api/auth/login/two-factor').at(-1)?.body).toEqual({
      challengeToken: 'challenge-1',
      recoveryCode: 'abcde-fghjk',
    });
  });

  test('lost device: asks for the revocation e-mail and says it was sent', async () => {
    const api = twoFactorApi();
    renderApp('/login');
    await passwordStep();

    await click('Lost your device?');

    expect(
      await screen.findByText(/We sent you an email with a link to turn off two-factor/),
    ).toBeVisible();
    expect(api.callsTo('/api/auth/two-factor/revocation')[0]?.body).toEqual({
      challengeToken: 'challenge-1',
    });
  });

  test('an expired challenge says to sign in again; opening the page directly goes to /login', async () => {
    twoFactorApi(() =>
      jsonResponse(400, { error: { code: 'INVALID_TOKEN', message: 'Invalid Token' } }),
    );
    renderApp('/login');
    await passwordStep();
    await clickAndSee('Verify', 'This sign-in has expired. Sign in again.', [
      'Verification code',
      '123456',
    ]);

    const direct = renderApp('/login/two-factor');
    await waitFor(() => expect(direct.location()).toBe('/login'));
  });
});

describe('/setup-2fa?token', () => {
  const setupApi = (enable: (body: Record<string, unknown>) => Response) =>
    mockApi((call) => {
      const path = pathOf(call.url);
      if (path === '/api/auth/two-factor/setup') return jsonResponse(200, SETUP);
      if (path === '/api/auth/two-factor/enable')
        return enable(call.body as Record<string, unknown>);
      return undefined;
    });

  test('shows the QR code and the secret; the code field has the spec messages', async () => {
    const api = setupApi(() => INVALID_CODE());
    renderApp('/setup-2fa?token=setup-1');

    expect(await screen.findByText(SETUP.secret)).toBeVisible();
    expect(screen.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();
    expect(api.callsTo('/api/auth/two-factor/setup')).toHaveLength(1);
    expect(api.callsTo('/api/auth/two-factor/setup')[0]?.body).toEqual({ setupToken: 'setup-1' });

    await clickAndSee('Enable two-factor authentication', 'Setup one-time code required');

    await clickAndSee('Enable two-factor authentication', 'The code must have 6 digits', [
      'One-time code',
      '123',
    ]);
    expect(api.callsTo('/api/auth/two-factor/enable')).toHaveLength(0);

    await clickAndSee('Enable two-factor authentication', 'Invalid code, please try again', [
      'One-time code',
      '123456',
    ]);
  });

  test('in Portuguese too', async () => {
    await switchLanguage('pt-BR');
    setupApi(() => jsonResponse(500, { error: { code: 'INTERNAL_ERROR', message: 'x' } }));
    renderApp('/setup-2fa?token=setup-1');

    await screen.findByText(SETUP.secret);
    await submitCodes(
      'Ativar a autenticação em dois fatores',
      'Código de uso único',
      'Código de configuração obrigatório',
      [
        ['12', 'O código deve ter 6 dígitos'],
        ['123456', 'Erro ao ativar o 2FA'],
      ],
    );
  });

  test("a failure to enable says 'Error enabling 2FA'", async () => {
    setupApi(() => jsonResponse(500, { error: { code: 'INTERNAL_ERROR', message: 'x' } }));
    renderApp('/setup-2fa?token=setup-1');
    await clickAndSee('Enable two-factor authentication', 'Error enabling 2FA', [
      'One-time code',
      '123456',
    ]);
  });

  test("a failed setup says 'Error generating QR Code'", async () => {
    mockApi((call) =>
      pathOf(call.url) === '/api/auth/two-factor/setup'
        ? jsonResponse(500, { error: { code: 'INTERNAL_ERROR', message: 'x' } })
        : undefined,
    );
    renderApp('/setup-2fa?token=setup-1');
    expect(await screen.findByText('Error generating QR Code')).toBeVisible();
  });

  test('enabling shows the recovery codes once, signs in, then goes on to the dashboard', async () => {
    const api = setupApi(() =>
      jsonResponse(200, { recoveryCodes: RECOVERY_CODES, session: SESSION }),
    );
    const app = renderApp('/setup-2fa?token=setup-1');
    await fillIn('One-time code', '123456');
    await click('Enable two-factor authentication');

    expect(await screen.findByText('Save your recovery codes')).toBeVisible();
    for (const code of RECOVERY_CODES) expect(screen.getByText(code)).toBeVisible();
    expect(sessionStore.getState().accessToken).toBe('access-2fa');
    expect(api.callsTo('/api/auth/two-factor/enable')[0]?.body).toEqual({
      code: '123456',
      setupToken: 'setup-1',
    });

    await click('Continue');
    await waitFor(() => expect(app.location()).toBe('/'));
  });
});

describe('/confirm-2fa-revocation?token', () => {
  test("no token: 'Token not found in URL'", async () => {
    await renderAndSee('/confirm-2fa-revocation', 'Token not found in URL');
  });

  test('confirming turns two-factor off and leads to sign in', async () => {
    const api = mockApi((call) =>
      pathOf(call.url) === '/api/auth/two-factor/revoke' ? jsonResponse(204) : undefined,
    );
    renderApp('/confirm-2fa-revocation?token=revoke-1');
    await click('Turn off two-factor authentication');

    expect(await screen.findByText('Two-factor authentication turned off')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back to sign in' })).toHaveAttribute('href', '/login');
    expect(api.callsTo('/api/auth/two-factor/revoke')[0]?.body).toEqual({ token: 'revoke-1' });
  });

  test("a used link: 'Error revoking 2FA' and 'Invalid Token', in Portuguese too", async () => {
    await switchLanguage('pt-BR');
    mockApi((call) =>
      pathOf(call.url) === '/api/auth/two-factor/revoke'
        ? jsonResponse(400, { error: { code: 'INVALID_TOKEN', message: 'Invalid Token' } })
        : undefined,
    );
    renderApp('/confirm-2fa-revocation?token=used');
    await click('Desativar a autenticação em dois fatores');

    expect(await screen.findByText('Erro ao revogar o 2FA')).toBeVisible();
    expect(screen.getByText('Token inválido')).toBeVisible();
  });
});

describe('TwoFactorSettings', () => {
  const renderSettings = () =>
    render(
      <QueryProvider client={createQueryClient()}>
        <TwoFactorSettings />
      </QueryProvider>,
    );

  test('off: enable shows QR code and secret, a code turns it on and shows the codes', async () => {
    signIn();
    let enabled = false;
    const api = mockApi((call) => {
      const path = pathOf(call.url);
      if (path === '/api/me') {
        return jsonResponse(200, {
          user: { ...USER, twoFactorEnabled: enabled },
          merchants: MERCHANTS,
        });
      }
      if (path === '/api/auth/two-factor/setup') return jsonResponse(200, SETUP);
      if (path === '/api/auth/two-factor/enable') {
        enabled = true;
        return jsonResponse(200, { recoveryCodes: RECOVERY_CODES });
      }
      return undefined;
    });
    renderSettings();

    expect(await screen.findByText('Off')).toBeVisible();
    await click('Enable two-factor authentication');
    expect(await screen.findByText(SETUP.secret)).toBeVisible();
    expect(api.callsTo('/api/auth/two-factor/setup')[0]?.headers.authorization).toBe(
      'Bearer access-1',
    );

    await clickAndSee('Enable two-factor authentication', 'Setup one-time code required');
    // Signed in, the password is asked too.
    expect(await screen.findByText('This field is required')).toBeVisible();
    await fillIn('One-time code', '123456');
    await click('Enable two-factor authentication');
    expect(api.callsTo('/api/auth/two-factor/enable')).toHaveLength(0);
    await fillIn('Your password', 'my-password');
    await click('Enable two-factor authentication');

    expect(await screen.findByText('Save your recovery codes')).toBeVisible();
    expect(api.callsTo('/api/auth/two-factor/enable')[0]?.body).toEqual({
      code: '123456',
      password: 'my-password',
    });
    await clickAndSee('Done', 'On');
  });

  test('on: disabling needs a code; a wrong one and a failure say so', async () => {
    signIn();
    let attempts = 0;
    mockApi((call) => {
      const path = pathOf(call.url);
      if (path === '/api/me') {
        return jsonResponse(200, { user: { ...USER, twoFactorEnabled: true }, merchants: [] });
      }
      if (path === '/api/auth/two-factor/disable') {
        attempts += 1;
        return attempts === 1
          ? INVALID_CODE()
          : jsonResponse(500, { error: { code: 'INTERNAL_ERROR', message: 'x' } });
      }
      return undefined;
    });
    renderSettings();

    expect(await screen.findByText('On')).toBeVisible();
    await submitCodes(
      'Disable two-factor authentication',
      'Code from the app or recovery code',
      'Verification code required',
      [
        ['111111', 'Invalid code, please try again'],
        ['222222', 'Error disabling 2FA'],
      ],
    );
  });
});
