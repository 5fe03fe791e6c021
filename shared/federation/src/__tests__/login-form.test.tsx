import { sessionStore } from '@arara/session';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { jsonResponse, mockFetch } from '@arara/test-utils/fetch';
import { expectSignedInWithPassword } from '@arara/test-utils/session';
import { setupI18n } from '@arara/test-utils/i18n';
import { LoginForm } from '../index';

const USER = {
  id: '8d1f7a52-2f0e-4d5b-9d36-7b6f2c1d9a10',
  name: 'Ana',
  email: 'ana@example.com',
  isAdmin: false,
  language: 'en',
  twoFactorEnabled: false,
};

function renderForm() {
  const onSignedIn = jest.fn();
  const onTwoFactorRequired = jest.fn();
  const onTwoFactorSetup = jest.fn();
  // No QueryClientProvider: /login signs in without react-query.
  render(
    <LoginForm
      onSignedIn={onSignedIn}
      onTwoFactorRequired={onTwoFactorRequired}
      onTwoFactorSetup={onTwoFactorSetup}
    />,
  );
  return { onSignedIn, onTwoFactorRequired, onTwoFactorSetup };
}

const email = () => screen.getByLabelText('Email');
const password = () => screen.getByLabelText('Password');
const submit = () => userEvent.click(screen.getByRole('button', { name: 'Sign in' }));

beforeAll(() => setupI18n(['common']));
beforeEach(() => sessionStore.getState().signOut());

test('an empty form says both fields are required and calls no API', async () => {
  const api = mockFetch(() => jsonResponse(500));
  renderForm();

  await submit();

  expect(await screen.findAllByText('This field is required')).toHaveLength(2);
  expect(api.mock).not.toHaveBeenCalled();
});

test('a malformed email says so and calls no API', async () => {
  const api = mockFetch(() => jsonResponse(500));
  renderForm();

  await userEvent.type(email(), 'ana-at-example');
  await userEvent.type(password(), 'secret');
  await submit();

  expect(await screen.findByText('Invalid email address')).toBeVisible();
  expect(email()).toBeInvalid();
  expect(email()).toHaveAccessibleDescription('Invalid email address');
  expect(password()).toBeValid();
  expect(screen.queryByText('This field is required')).not.toBeInTheDocument();
  expect(api.mock).not.toHaveBeenCalled();
});

test("a rejected sign-in keeps what the user typed and shows 'Login Error'", async () => {
  const api = mockFetch(() =>
    jsonResponse(401, { error: { code: 'INVALID_CREDENTIALS', message: 'Wrong' } }),
  );
  const { onSignedIn } = renderForm();

  await userEvent.type(email(), 'ana@example.com');
  await userEvent.type(password(), 'wrong-password');
  await submit();

  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('Login Error');
  expect(alert).toHaveTextContent('Invalid email or password');
  expect(email()).toHaveValue('ana@example.com');
  expect(password()).toHaveValue('wrong-password');
  expect(api.callsTo('/api/auth/login')).toHaveLength(1);
  expect(api.callsTo('/api/auth/refresh')).toHaveLength(0);
  expect(onSignedIn).not.toHaveBeenCalled();
  expect(sessionStore.getState().accessToken).toBeNull();
});

test('field errors from the API show next to their fields', async () => {
  mockFetch(() =>
    jsonResponse(400, {
      error: {
        code: 'VALIDATION_ERROR',
        message: 'Invalid',
        fields: { email: 'validation.invalidEmail' },
      },
    }),
  );
  renderForm();

  await userEvent.type(email(), 'ana@example.com');
  await userEvent.type(password(), 'secret');
  await submit();

  expect(await screen.findByText('Invalid email address')).toBeVisible();
  expect(screen.getByRole('alert')).toHaveTextContent('Login Error');
});

test('a double click signs in once', async () => {
  const api = mockFetch(() =>
    jsonResponse(200, { status: 'signed_in', accessToken: 'access-1', expiresIn: 900, user: USER }),
  );
  const { onSignedIn } = renderForm();
  await userEvent.type(email(), 'ana@example.com');
  await userEvent.type(password(), 'right-password');

  const button = screen.getByRole('button', { name: 'Sign in' });
  // Both clicks before React renders again: the second must not send a second request.
  act(() => {
    fireEvent.click(button);
    fireEvent.click(button);
  });

  await waitFor(() => expect(onSignedIn).toHaveBeenCalledTimes(1));
  expect(api.callsTo('/api/auth/login')).toHaveLength(1);
});

test('a successful sign-in stores the session and calls onSignedIn', async () => {
  const api = mockFetch(() =>
    jsonResponse(200, {
      status: 'signed_in',
      accessToken: 'access-1',

      expiresIn: 900,
      user: USER,
    }),
  );
  const { onSignedIn } = renderForm();

  await userEvent.type(email(), 'ana@example.com');
  await userEvent.type(password(), 'right-password');
  await submit();

  await waitFor(() => expect(onSignedIn).toHaveBeenCalledTimes(1));
  expectSignedInWithPassword(api);
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});

test('two-factor on: no session yet, the challenge goes to onTwoFactorRequired', async () => {
  mockFetch(() =>
    jsonResponse(200, { status: 'two_factor_required', challengeToken: 'challenge-1' }),
  );
  const { onSignedIn, onTwoFactorRequired, onTwoFactorSetup } = renderForm();

  await userEvent.type(email(), 'ana@example.com');
  await userEvent.type(password(), 'right-password');
  await submit();

  await waitFor(() => expect(onTwoFactorRequired).toHaveBeenCalledWith('challenge-1'));
  expect(onSignedIn).not.toHaveBeenCalled();
  expect(onTwoFactorSetup).not.toHaveBeenCalled();
  expect(sessionStore.getState().accessToken).toBeNull();
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});

test('a merchant requires two-factor: the setup token goes to onTwoFactorSetup', async () => {
  mockFetch(() =>
    jsonResponse(200, { status: 'two_factor_setup_required', setupToken: 'setup-1' }),
  );
  const { onSignedIn, onTwoFactorSetup } = renderForm();

  await userEvent.type(email(), 'ana@example.com');
  await userEvent.type(password(), 'right-password');
  await submit();

  await waitFor(() => expect(onTwoFactorSetup).toHaveBeenCalledWith('setup-1'));
  expect(onSignedIn).not.toHaveBeenCalled();
  expect(sessionStore.getState().accessToken).toBeNull();
});
