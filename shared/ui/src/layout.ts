/**
 * The dashboard entry: layout, navigation and page frame (not loaded by /login). Every signed-in
 * page loads it, so it holds what the frame draws: antd's `Select`, `Card` and `Typography` are
 * the input and card entries (`@arara/ui/input`, `@arara/ui/card`), and the header's selects are
 * `PlainSelect`s (docs/architecture.md "Design system").
 */
export {
  ArrowLeftOutlined,
  AppstoreOutlined,
  BankOutlined,
  CreditCardOutlined,
  FileTextOutlined,
  GlobalOutlined,
  HomeOutlined,
  InfoCircleOutlined,
  KeyOutlined,
  LogoutOutlined,
  MoonOutlined,
  QrcodeOutlined,
  SafetyCertificateOutlined,
  SendOutlined,
  SettingOutlined,
  SunOutlined,
  SwapOutlined,
  TeamOutlined,
  UserOutlined,
  WalletOutlined,
  WarningOutlined,
  ApiOutlined,
  DesktopOutlined,
  ShopOutlined,
  DashboardOutlined,
  AuditOutlined,
  DollarOutlined,
  DownloadOutlined,
  LockOutlined,
  PlusOutlined,
  UserAddOutlined,
} from '@ant-design/icons';
export {
  Grid,
  Layout,
  Menu,
  Popconfirm,
  Segmented,
  Tag,
  Spin,
  Tooltip,
} from 'antd';
export type { MenuProps } from 'antd';
export { AppLayout } from './components/app-layout';
export { ConfirmButton, type ConfirmButtonProps } from './components/confirm-button';
export { LanguageSwitch } from './components/language-switch';
export {
  PlainSelect,
  type PlainSelectOption,
  type PlainSelectProps,
} from './controls/plain-select';
export { ThemeSwitch } from './components/theme-switch';
export { PageFrame } from './components/page-frame';
export type { BreadcrumbItem } from './components/page-frame';
