import { createStore, useStore } from 'zustand';

export const THEME_STORAGE_KEY = 'vite-ui-theme';
export const THEMES = ['light', 'dark', 'system'] as const;
export type ThemePreference = (typeof THEMES)[number];
export type ResolvedTheme = 'light' | 'dark';

const DARK_QUERY = '(prefers-color-scheme: dark)';

function readPreference(): ThemePreference {
  const stored = window.localStorage.getItem(THEME_STORAGE_KEY);
  return (THEMES as readonly string[]).includes(stored ?? '')
    ? (stored as ThemePreference)
    : 'system';
}

function systemTheme(): ResolvedTheme {
  return window.matchMedia(DARK_QUERY).matches ? 'dark' : 'light';
}

type ThemeState = {
  preference: ThemePreference;
  systemTheme: ResolvedTheme;
  setPreference: (preference: ThemePreference) => void;
};

export const themeStore = createStore<ThemeState>()((set) => ({
  preference: readPreference(),
  systemTheme: systemTheme(),
  setPreference: (preference) => {
    window.localStorage.setItem(THEME_STORAGE_KEY, preference);
    set({ preference });
  },
}));

// "system" follows the operating system live, not only at start.
window.matchMedia(DARK_QUERY).addEventListener('change', (event) => {
  themeStore.setState({ systemTheme: event.matches ? 'dark' : 'light' });
});
window.addEventListener('storage', (event) => {
  if (event.key === THEME_STORAGE_KEY) themeStore.setState({ preference: readPreference() });
});

export function resolveTheme(preference: ThemePreference, system: ResolvedTheme): ResolvedTheme {
  return preference === 'system' ? system : preference;
}

export function useTheme() {
  const preference = useStore(themeStore, (state) => state.preference);
  const system = useStore(themeStore, (state) => state.systemTheme);
  const setPreference = useStore(themeStore, (state) => state.setPreference);
  return { preference, resolvedTheme: resolveTheme(preference, system), setPreference };
}
