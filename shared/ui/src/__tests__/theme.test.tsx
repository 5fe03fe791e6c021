import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupI18n } from '@arara/test-utils/i18n';
import { setMediaQuery } from '@arara/test-utils/media';
import {
  BaseTheme,
  THEME_STORAGE_KEY,
  ThemeProvider,
  Toaster,
  TOASTER_SETTINGS,
  themeStore,
  toast,
} from '../core';
import { ThemeSwitch } from '../layout';

const DARK_QUERY = '(prefers-color-scheme: dark)';

function renderThemed() {
  return render(
    <BaseTheme>
      <ThemeProvider>
        <ThemeSwitch />
        <Toaster />
      </ThemeProvider>
    </BaseTheme>,
  );
}

const pageTheme = () => document.documentElement.dataset.theme;

beforeAll(() => setupI18n(['common']));

beforeEach(() => {
  setMediaQuery(DARK_QUERY, false);
  themeStore.setState({ preference: 'system' });
});

describe('theme', () => {
  test("defaults to 'system', which follows prefers-color-scheme", () => {
    setMediaQuery(DARK_QUERY, true);
    renderThemed();

    expect(screen.getByRole('radio', { name: /System/ })).toBeChecked();
    expect(pageTheme()).toBe('dark');
  });

  test("'system' changes live when the operating system switches", () => {
    renderThemed();
    expect(pageTheme()).toBe('light');

    act(() => setMediaQuery(DARK_QUERY, true));
    expect(pageTheme()).toBe('dark');

    act(() => setMediaQuery(DARK_QUERY, false));
    expect(pageTheme()).toBe('light');
  });

  test('choosing Dark stores vite-ui-theme=dark and ignores the system theme', async () => {
    renderThemed();

    await userEvent.click(screen.getByText('Dark')); // the visible segment; its radio is hidden

    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('dark');
    expect(localStorage.getItem('vite-ui-theme')).toBe('dark');
    expect(screen.getByRole('radio', { name: /Dark/ })).toBeChecked();
    expect(pageTheme()).toBe('dark');

    act(() => setMediaQuery(DARK_QUERY, false));
    expect(pageTheme()).toBe('dark');
  });

  test('choosing Light stays light when the system goes dark', async () => {
    renderThemed();

    await userEvent.click(screen.getByText('Light'));
    act(() => setMediaQuery(DARK_QUERY, true));

    expect(localStorage.getItem('vite-ui-theme')).toBe('light');
    expect(pageTheme()).toBe('light');
  });

  test('a theme chosen in another tab is followed', () => {
    renderThemed();

    act(() => {
      localStorage.setItem('vite-ui-theme', 'dark');
      window.dispatchEvent(new StorageEvent('storage', { key: 'vite-ui-theme' }));
    });

    expect(screen.getByRole('radio', { name: /Dark/ })).toBeChecked();
    expect(pageTheme()).toBe('dark');
  });
});

describe('Toaster', () => {
  test('has the settings of docs/requirements/ui-conventions.md "Notifications"', () => {
    expect(TOASTER_SETTINGS).toEqual({
      position: 'bottom-right',
      duration: 4000,
      visibleToasts: 3,
      width: 356,
      gap: 14,
      hotkey: ['altKey', 'KeyT'],
    });
  });

  test('shows toasts bottom-right, 356 px wide, 14 px apart, at most 3 visible, Alt+T', async () => {
    renderThemed();

    act(() => {
      for (const message of ['First', 'Second', 'Third', 'Fourth']) toast(message);
    });

    expect(await screen.findByText('Fourth')).toBeVisible();
    expect(screen.getByRole('region', { name: 'Notifications alt+T' })).toBeInTheDocument();
    const list = screen.getByText('Fourth').closest('ol');
    expect(list).toHaveAttribute('data-x-position', 'right');
    expect(list).toHaveAttribute('data-y-position', 'bottom');
    expect(list).toHaveStyle({ '--width': '356px', '--gap': '14px' });
    const visible = screen
      .getAllByRole('listitem')
      .filter((item) => item.getAttribute('data-visible') === 'true');
    expect(visible).toHaveLength(3);
  });

  test('follows the theme', async () => {
    renderThemed();
    await userEvent.click(screen.getByText('Dark'));

    act(() => {
      toast('Saved');
    });

    expect((await screen.findByText('Saved')).closest('ol')).toHaveAttribute(
      'data-sonner-theme',
      'dark',
    );
  });

  test('a dismissed toast is closed and not shown again by the next Toaster', async () => {
    const first = renderThemed();
    act(() => {
      toast('Fee created');
    });
    expect(await screen.findByText('Fee created')).toBeVisible();
    first.unmount();
    // sonner replays every toast nobody closed to a Toaster that mounts later: dismissed, it
    // must not come back (the test renderer dismisses after each test for that reason).
    toast.dismiss();
    renderThemed();
    act(() => {
      toast('Fee deleted');
    });
    expect(await screen.findByText('Fee deleted')).toBeVisible();
    expect(screen.queryByText('Fee created')).toBeNull();
  });
});
