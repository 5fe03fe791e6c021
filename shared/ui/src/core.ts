/**
 * The design system's dashboard entry: the base entry (re-exported from its shared module, so
 * one theme store and one toaster serve both) plus antd's Button, Flex, Space and theme. No
 * `Input`: antd's inputs are the input entry (`@arara/ui/input`), which the home does not load.
 */
export { Button, Flex, Space } from 'antd';
export {
  Alert,
  BASE_TOKENS,
  BaseTheme,
  ErrorBoundary,
  ErrorScreen,
  Field,
  NotFound,
  PageLoadError,
  Panel,
  Paragraph,
  PasswordInput,
  PendingIndicator,
  PlainButton,
  resolveTheme,
  StatusScreen,
  Text,
  TextInput,
  THEME_STORAGE_KEY,
  THEMES,
  Title,
  Toaster,
  TOASTER_SETTINGS,
  themeStore,
  toast,
  useBaseToken,
  useTheme,
} from '@arara/ui/base';
export type {
  AlertProps,
  AlertType,
  BaseToken,
  FieldControlProps,
  ResolvedTheme,
  ScreenStatus,
  ThemePreference,
} from '@arara/ui/base';
export { ThemeProvider, useThemeToken } from './theme/theme-provider';
