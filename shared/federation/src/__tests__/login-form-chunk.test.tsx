import { loadValidation } from '@arara/api-client';
import { sessionStore } from '@arara/session';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { jsonResponse, mockFetch } from '@arara/test-utils/fetch';
import { setupI18n } from '@arara/test-utils/i18n';
import { LoginForm } from '../index';

// The form's schema comes in a chunk of its own (loadValidation): here that chunk never arrives,
// as when the network drops between the page and the first keystroke.
jest.mock('@arara/api-client', () => ({
  ...jest.requireActual<typeof import('@arara/api-client')>('@arara/api-client'),
  loadValidation: jest.fn(() => Promise.reject(new Error('Loading chunk 8069 failed'))),
}));

beforeAll(() => setupI18n(['common']));
beforeEach(() => sessionStore.getState().signOut());

test('a schema that cannot be downloaded fails the sign-in with its message and keeps what was typed', async () => {
  const api = mockFetch(() => jsonResponse(500));
  const onSignedIn = jest.fn();
  render(<LoginForm onSignedIn={onSignedIn} />);

  await userEvent.type(screen.getByLabelText('Email'), 'ana@example.com');
  await userEvent.type(screen.getByLabelText('Password'), 'secret');
  await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));

  expect(await screen.findByRole('alert')).toHaveTextContent('Login ErrorError loading data');
  expect(screen.getByLabelText('Email')).toHaveValue('ana@example.com');
  expect(screen.getByLabelText('Password')).toHaveValue('secret');
  expect(api.mock).not.toHaveBeenCalled();
  expect(onSignedIn).not.toHaveBeenCalled();

  // Nothing is left in flight: the next submit tries the download again.
  const attempts = jest.mocked(loadValidation).mock.calls.length;
  await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
  expect(jest.mocked(loadValidation).mock.calls.length).toBe(attempts + 1);
});
