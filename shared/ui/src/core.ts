/** The design system's light entry: what every screen, /login included, needs. */
export {
  Alert,
  Button,
  Card,
  Checkbox,
  Divider,
  Flex,
  Form,
  Input,
  Result,
  Space,
  Spin,
  Typography,
} from 'antd';
export { toast } from 'sonner';
export { ErrorBoundary } from './components/error-boundary';
export { ErrorScreen, PageLoadError } from './components/error-screen';
export { NotFound } from './components/not-found';
export { PendingIndicator } from './components/pending-indicator';
export { Toaster, TOASTER_SETTINGS } from './components/toaster';
export { ThemeProvider } from './theme/theme-provider';
export {
  resolveTheme,
  THEME_STORAGE_KEY,
  THEMES,
  themeStore,
  useTheme,
} from './theme/theme-store';
export type { ResolvedTheme, ThemePreference } from './theme/theme-store';
