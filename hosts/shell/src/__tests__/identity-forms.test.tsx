import { sessionStore } from '@arara/session';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupI18n, switchLanguage } from '@arara/test-utils/i18n';
import { answering, mockApi, mockRemotes, renderApp, signIn, renderAndSee } from './render-app';

// The first test that renders the dashboard pays for loading its lazy modules into jest:
// seconds on a busy 2-core machine. Timing is not what these tests check.

beforeAll(() => setupI18n(['common', 'shell']));

beforeEach(() => {
  sessionStore.getState().signOut();
  mockRemotes();
});

afterEach(() => switchLanguage('en'));

/** Pages load lazily: wait for the field, focus it, paste the value. */
async function fillIn(label: string | RegExp, value: string) {
  await userEvent.click(await screen.findByLabelText(label));
  await userEvent.paste(value);
}

const click = async (name: string | RegExp) =>
  userEvent.click(await screen.findByRole('button', { name }));

/** Ana's sign-up, filled in as a user would and sent. */
async function submitValidRegistration() {
  await fillIn('Full name', 'Ana Souza');
  await fillIn('Email', 'ana@example.com');
  await fillIn('Password', 'long-enough');
  await fillIn('Confirm password', 'long-enough');
  await userEvent.click(await screen.findByRole('checkbox'));
  await click('Create account');
}

describe('/register', () => {
  test('an empty form shows every required message and calls no API', async () => {
    const api = mockApi();
    renderApp('/register');

    await click('Create account');

    expect(await screen.findAllByText('This field is required')).toHaveLength(4);
    expect(screen.getByText('You must accept the terms')).toBeVisible();
    expect(api.callsTo('/api/auth/register')).toHaveLength(0);
  });

  test('bad values get the spec messages, in Portuguese too', async () => {
    await switchLanguage('pt-BR');
    mockApi();
    renderApp('/register');

    await fillIn('Nome completo', 'a1');
    await fillIn('E-mail', 'ana-at-example');
    await fillIn('Senha', 'short');
    await fillIn('Confirmar senha', 'other');
    await click('Criar conta');

    expect(await screen.findByText('Isso não parece um nome')).toBeVisible();
    expect(screen.getByText('Endereço de e-mail inválido')).toBeVisible();
    expect(screen.getByText('A senha deve ter pelo menos 8 caracteres')).toBeVisible();
    expect(screen.getByText('As senhas não coincidem')).toBeVisible();
    expect(screen.getByText('Você precisa aceitar os termos')).toBeVisible();
  });

  test('a taken e-mail is marked on its field and the form keeps what was typed', async () => {
    const api = mockApi(
      answering('/auth/register', 409, {
        error: {
          code: 'CONFLICT',
          message: 'Taken',
          fields: { email: 'validation.emailTaken' },
        },
      }),
    );
    renderApp('/register');

    await submitValidRegistration();

    expect(await screen.findByText('This email is already registered')).toBeVisible();
    expect(screen.getByLabelText('Full name')).toHaveValue('Ana Souza');
    expect(screen.getByLabelText('Email')).toHaveValue('ana@example.com');
    expect(api.callsTo('/api/auth/register')[0]?.body).toEqual({
      name: 'Ana Souza',
      email: 'ana@example.com',
      password: 'long-enough',
      acceptTerms: true,
      language: 'en',
    });
  });

  test('a registration leads to the check-your-e-mail page', async () => {
    mockApi(answering('/auth/register', 201, { email: 'ana@example.com' }));
    const app = renderApp('/register');

    await submitValidRegistration();

    expect(await screen.findByText(/We sent a verification link to ana@example.com/)).toBeVisible();
    expect(app.location()).toBe('/unverified-email?email=ana%40example.com&sent=1');
  });
});

describe('e-mail verification', () => {
  test('sign-in with an unverified e-mail offers Verify now, which leads to the resend page', async () => {
    mockApi(
      answering('/auth/login', 403, {
        error: { code: 'EMAIL_NOT_VERIFIED', message: 'Verify first' },
      }),
    );
    const app = renderApp('/login');

    await fillIn('Email', 'ana@example.com');
    await fillIn('Password', 'secret-password');
    await click('Sign in');

    expect(await screen.findByRole('alert')).toHaveTextContent('Login Error');
    expect(
      screen.getByText('Your email is not verified. You must verify it before signing in.'),
    ).toBeVisible();
    await click('Verify now');

    expect(await screen.findByRole('button', { name: 'Resend verification email' })).toBeVisible();
    expect(app.location()).toBe('/unverified-email?email=ana%40example.com');
    expect(screen.getByLabelText('Email')).toHaveValue('ana@example.com');
  });

  test("a failed resend says 'Error resending code'", async () => {
    mockApi(answering('/auth/resend-verification', 500));
    renderApp('/unverified-email?email=ana%40example.com');

    await click('Resend verification email');

    expect(await screen.findAllByText('Error resending code')).not.toHaveLength(0);
  });

  test('the link verifies once and offers to sign in', async () => {
    const api = mockApi(answering('/auth/verify-email', 200, { email: 'ana@example.com' }));
    renderApp('/verify-email?email=ana%40example.com&token=tok-1');

    expect(await screen.findByText('Email verified')).toBeVisible();
    expect(api.callsTo('/api/auth/verify-email')).toHaveLength(1);
    expect(api.callsTo('/api/auth/verify-email')[0]?.body).toEqual({
      email: 'ana@example.com',
      token: 'tok-1',
    });
  });

  test("a bad link says 'Invalid Token'; a link without a token says 'Token not found in URL'", async () => {
    mockApi(
      answering('/auth/verify-email', 400, {
        error: { code: 'INVALID_TOKEN', message: 'Invalid Token' },
      }),
    );
    const first = renderApp('/verify-email?email=ana%40example.com&token=used');
    expect(await screen.findByText('Invalid Token')).toBeVisible();
    first.unmount();

    renderApp('/verify-email?email=ana%40example.com');
    expect(await screen.findByText('Token not found in URL')).toBeVisible();
  });
});

describe('/set-password and /forgot-password', () => {
  test('without a token in the URL: Token not found in URL', async () => {
    await renderAndSee('/set-password', 'Token not found in URL');
  });

  test('at least 6 characters and a matching confirmation, in both languages', async () => {
    mockApi();
    renderApp('/set-password?token=tok-1');

    await click('Save password');
    expect(await screen.findAllByText('This field is required')).toHaveLength(2);

    await fillIn('New password', '12345');
    await fillIn('Confirm password', '54321');
    await click('Save password');
    expect(await screen.findByText('Password must be at least 6 characters')).toBeVisible();
    expect(screen.getByText('Passwords do not match')).toBeVisible();

    // The message is a key, so it follows a language switch without submitting again.
    await switchLanguage('pt-BR');
    await waitFor(() =>
      expect(screen.getByText('A senha deve ter pelo menos 6 caracteres')).toBeVisible(),
    );
  });

  test('a used token says Invalid Token and keeps the typed password', async () => {
    mockApi(
      answering('/auth/reset-password', 400, {
        error: { code: 'INVALID_TOKEN', message: 'Invalid Token' },
      }),
    );
    renderApp('/set-password?token=used');

    await fillIn('New password', 'new-secret');
    await fillIn('Confirm password', 'new-secret');
    await click('Save password');

    expect(await screen.findByText('Invalid Token')).toBeVisible();
    expect(screen.getByLabelText('New password')).toHaveValue('new-secret');
  });

  test('a new password leads back to sign-in', async () => {
    const api = mockApi(answering('/auth/reset-password', 200, { email: 'ana@example.com' }));
    const app = renderApp('/forgot-password?token=tok-2');

    await fillIn('New password', 'new-secret');
    await fillIn('Confirm password', 'new-secret');
    await click('Save password');

    await waitFor(() => expect(app.location()).toBe('/login'));
    expect(api.callsTo('/api/auth/reset-password')[0]?.body).toEqual({
      token: 'tok-2',
      password: 'new-secret',
    });
  });

  test("a failed reset request says 'Error sending email'", async () => {
    mockApi(answering('/auth/forgot-password', 500));
    renderApp('/forgot-password');

    await fillIn('Email', 'ana@example.com');
    await click('Send reset link');

    expect(await screen.findByText('Error sending email')).toBeVisible();
    expect(screen.getByLabelText('Email')).toHaveValue('ana@example.com');
  });
});

describe('/change-password', () => {
  test('the spec pt-BR messages: Campo obrigatório, 6 characters, passwords must match', async () => {
    await switchLanguage('pt-BR');
    signIn();
    const api = mockApi();
    renderApp('/change-password');

    await click(/Alterar senha/);
    expect(await screen.findAllByText('Campo obrigatório')).toHaveLength(3);

    await fillIn('Senha atual', 'old-secret');
    await fillIn('Nova senha', '12345');
    await fillIn('Confirmar senha', '99999');
    await click(/Alterar senha/);

    expect(await screen.findByText('A senha deve ter pelo menos 6 caracteres')).toBeVisible();
    expect(screen.getByText('As senhas não coincidem')).toBeVisible();
    expect(api.callsTo('/api/auth/change-password')).toHaveLength(0);
  });

  test('a wrong current password is marked on its field', async () => {
    signIn();
    mockApi(
      answering('/auth/change-password', 400, {
        error: {
          code: 'VALIDATION_ERROR',
          message: 'Invalid',
          fields: { currentPassword: 'validation.wrongPassword' },
        },
      }),
    );
    renderApp('/change-password');

    await fillIn('Current password', 'not-it');
    await fillIn('New password', 'new-secret');
    await fillIn('Confirm password', 'new-secret');
    await click('Change password');

    expect(await screen.findByText('The current password is wrong')).toBeVisible();
    expect(screen.getByLabelText('New password')).toHaveValue('new-secret');
  });
});
