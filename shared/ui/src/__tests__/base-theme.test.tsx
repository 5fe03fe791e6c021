import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupI18n } from '@arara/test-utils/i18n';
import { BASE_TOKENS, BaseTheme, PasswordInput, PlainButton, themeStore } from '../base';

beforeAll(() => setupI18n(['common']));
beforeEach(() => themeStore.setState({ preference: 'light' }));

const stylesheet = () => document.getElementById('arara-base-styles')?.textContent ?? '';

test('the page and the plain controls follow the theme without antd', () => {
  render(
    <BaseTheme>
      <PlainButton type="primary">Sign in</PlainButton>
    </BaseTheme>,
  );
  const root = document.documentElement;
  expect(root.dataset.theme).toBe('light');
  expect(root.style.background).toBe('rgb(245, 245, 245)');
  expect(stylesheet()).toContain(`background: ${BASE_TOKENS.light.colorPrimary}`);

  act(() => themeStore.setState({ preference: 'dark' }));

  expect(root.dataset.theme).toBe('dark');
  expect(root.style.colorScheme).toBe('dark');
  expect(root.style.background).toBe('rgb(0, 0, 0)');
  expect(stylesheet()).toContain(`background: ${BASE_TOKENS.dark.colorPrimary}`);
  expect(stylesheet()).not.toContain(BASE_TOKENS.light.colorPrimary);
});

test('a busy button says so', () => {
  render(
    <PlainButton type="primary" htmlType="submit" loading>
      Sign in
    </PlainButton>,
  );
  const button = screen.getByRole('button', { name: 'Sign in' });
  expect(button).toHaveAttribute('aria-busy', 'true');
  expect(button).toHaveAttribute('type', 'submit');
});

test('the password can be shown and hidden again', async () => {
  render(<PasswordInput aria-label="Password" defaultValue="segredo" />);
  const input = screen.getByLabelText('Password');
  const toggle = screen.getByRole('button', { name: 'Show password' });
  expect(input).toHaveAttribute('type', 'password');

  await userEvent.click(toggle);
  expect(input).toHaveAttribute('type', 'text');
  expect(toggle).toHaveAttribute('aria-pressed', 'true');
  expect(input).toHaveValue('segredo');

  await userEvent.click(toggle);
  expect(input).toHaveAttribute('type', 'password');
});

test("plain links take the theme's link colour, not the browser's blue", () => {
  render(
    <BaseTheme>
      <a href="/forgot-password">Forgot your password?</a>
    </BaseTheme>,
  );
  const link = screen.getByRole('link', { name: 'Forgot your password?' });
  expect(link).toHaveStyle({ color: BASE_TOKENS.light.colorLink, textDecoration: 'none' });

  act(() => themeStore.setState({ preference: 'dark' }));

  expect(link).toHaveStyle({ color: BASE_TOKENS.dark.colorLink });
});
