/** The design system's light entry: what every screen, /login included, needs. */
export { Button, Flex, Input, Space } from 'antd';
export { Alert } from './components/alert';
export type { AlertProps, AlertType } from './components/alert';
export { toast } from 'sonner';
export { ErrorBoundary } from './components/error-boundary';
export { ErrorScreen, PageLoadError } from './components/error-screen';
export { Field } from './components/field';
export type { FieldControlProps } from './components/field';
export { NotFound } from './components/not-found';
export { Panel } from './components/panel';
export { PendingIndicator } from './components/pending-indicator';
export { StatusScreen } from './components/status-screen';
export type { ScreenStatus } from './components/status-screen';
export { Toaster, TOASTER_SETTINGS } from './components/toaster';
export { Paragraph, Text, Title } from './components/typography';
export { ThemeProvider, useThemeToken } from './theme/theme-provider';
export {
  resolveTheme,
  THEME_STORAGE_KEY,
  THEMES,
  themeStore,
  useTheme,
} from './theme/theme-store';
export type { ResolvedTheme, ThemePreference } from './theme/theme-store';
