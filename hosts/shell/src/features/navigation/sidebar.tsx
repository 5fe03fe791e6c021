import { getRegistry, matchRemote, PRELOAD_DELAY_MS } from '@arara/federation';
import { preloadRemoteApp } from '@arara/federation/outlet';
import { textFor, useTranslation } from '@arara/i18n';
import {
  ApiOutlined,
  AuditOutlined,
  BankOutlined,
  CreditCardOutlined,
  FileTextOutlined,
  HomeOutlined,
  Menu,
  type MenuProps,
  QrcodeOutlined,
  SettingOutlined,
  TeamOutlined,
  WarningOutlined,
} from '@arara/ui/layout';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import {
  groupOf,
  isGroup,
  type NavIcon,
  type NavLeaf,
  SIDEBAR_ITEMS,
  selectedNavKey,
} from './sidebar-items';

const ICONS: Record<NavIcon, ReactNode> = {
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

/** Hovering an entry for PRELOAD_DELAY_MS starts loading the remote that renders it. */
function usePreloadOnHover() {
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );
  return {
    onEnter: (path: string) => {
      if (timer.current) clearTimeout(timer.current);
      timer.current = setTimeout(() => {
        const name = matchRemote(getRegistry(), path);
        if (name) preloadRemoteApp(name, path);
      }, PRELOAD_DELAY_MS);
    },
    onLeave: () => {
      if (timer.current) clearTimeout(timer.current);
    },
  };
}

export function Sidebar() {
  const { t } = useTranslation('shell');
  const { pathname } = useLocation();
  const preload = usePreloadOnHover();
  const selected = selectedNavKey(pathname);
  const [openKeys, setOpenKeys] = useState<string[]>(() => {
    const group = groupOf(selected);
    return group ? [group] : [];
  });

  const leaf = (item: NavLeaf) => ({
    key: item.key,
    icon: item.icon ? ICONS[item.icon] : undefined,
    label: (
      <Link
        to={item.path}
        onMouseEnter={() => preload.onEnter(item.path)}
        onMouseLeave={preload.onLeave}
        onFocus={() => preload.onEnter(item.path)}
      >
        {textFor(t)(item.labelKey)}
      </Link>
    ),
  });

  const items: MenuProps['items'] = SIDEBAR_ITEMS.map((entry) =>
    isGroup(entry)
      ? {
          key: entry.key,
          icon: ICONS[entry.icon],
          label: textFor(t)(entry.labelKey),
          children: entry.children.map(leaf),
        }
      : leaf(entry),
  );

  return (
    <Menu
      mode="inline"
      items={items}
      selectedKeys={selected ? [selected] : []}
      openKeys={openKeys}
      onOpenChange={setOpenKeys}
      style={{ borderInlineEnd: 'none' }}
    />
  );
}
