import {
  ApiOutlined,
  AppstoreOutlined,
  AuditOutlined,
  BankOutlined,
  CreditCardOutlined,
  FileTextOutlined,
  HomeOutlined,
  QrcodeOutlined,
  SettingOutlined,
  TeamOutlined,
  WarningOutlined,
} from '@arara/ui/layout';
import type { ReactNode } from 'react';

/** The icon names a sidebar entry may give (docs/navigation.md "Icons"). */
const NAV_ICONS: Readonly<Record<string, ReactNode>> = {
  home: <HomeOutlined />,
  documents: <FileTextOutlined />,
  counterparties: <TeamOutlined />,
  infractions: <WarningOutlined />,
  initiation: <QrcodeOutlined />,
  accounts: <BankOutlined />,
  cards: <CreditCardOutlined />,
  compliance: <AuditOutlined />,
  webhooks: <ApiOutlined />,
  settings: <SettingOutlined />,
};

/**
 * An entry's icon: none when it names none; a generic one for a name this shell does not know
 * (a remote released after it), never an error.
 */
export function navIcon(name: string | undefined): ReactNode {
  if (name === undefined) return undefined;
  return Object.hasOwn(NAV_ICONS, name) ? NAV_ICONS[name] : <AppstoreOutlined />;
}
