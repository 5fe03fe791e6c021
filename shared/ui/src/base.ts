/**
 * The design system's base entry: what every screen, /login included, needs, drawn in antd's
 * tokens without loading antd (docs/architecture.md "Design system"). `@arara/ui/core` adds
 * antd's own Button, Input, Flex, Space and theme provider for the dashboard.
 */
export { Alert } from './components/alert';
export type { AlertProps, AlertType } from './components/alert';
export { ErrorBoundary } from './components/error-boundary';
export { ErrorScreen, PageLoadError } from './components/error-screen';
export { Field } from './components/field';
export type { FieldControlProps } from './components/field';
export { NotFound } from './components/not-found';
export { Panel } from './components/panel';
export { PendingIndicator } from './components/pending-indicator';
export { PasswordInput, PlainButton, TextInput } from './components/plain-controls';
export { StatusScreen } from './components/status-screen';
export { SvgIcon } from './components/svg-icon';
export type { ScreenStatus } from './components/status-screen';
export { Toaster, TOASTER_SETTINGS, toast } from './components/toaster';
export { Paragraph, Text, Title } from './components/typography';
export { BaseTheme } from './theme/base-theme';
export { BASE_TOKENS, useBaseToken } from './theme/base-tokens';
export type { BaseToken } from './theme/base-tokens';
export {
  resolveTheme,
  THEME_STORAGE_KEY,
  THEMES,
  themeStore,
  useTheme,
} from './theme/theme-store';
export type { ResolvedTheme, ThemePreference } from './theme/theme-store';
