/** The dashboard entry: layout, navigation and page frame (not loaded by /login). */
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
  Breadcrumb,
  Card,
  Grid,
  Layout,
  Menu,
  Popconfirm,
  Segmented,
  Select,
  Tag,
  Spin,
  Tooltip,
  Typography,
} from 'antd';
export type { MenuProps } from 'antd';
export { AppLayout } from './components/app-layout';
export { ConfirmButton, type ConfirmButtonProps } from './components/confirm-button';
export { LanguageSwitch } from './components/language-switch';
export { ThemeSwitch } from './components/theme-switch';
export { PageFrame } from './components/page-frame';
export type { BreadcrumbItem } from './components/page-frame';
