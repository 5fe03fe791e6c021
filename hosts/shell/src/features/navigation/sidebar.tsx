import { getRegistry, matchRemote, PRELOAD_DELAY_MS } from '@arara/federation';
import {
  isNavGroup,
  preloadRemoteApp,
  routeTable,
  useRemoteManifests,
} from '@arara/federation/outlet';
import { isLanguage, textFor, useTranslation } from '@arara/i18n';
import { useCurrentMerchant } from '@arara/session/me';
import { Menu, type MenuProps } from '@arara/ui/layout';
import { useEffect, useMemo, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { usePreloadWhenIdle } from './idle-preload';
import { navIcon } from './nav-icons';
import {
  buildSidebar,
  groupOf,
  type NavEntry,
  type NavLeaf,
  selectedNavKey,
} from './sidebar-items';

/**
 * Hovering an entry for PRELOAD_DELAY_MS starts loading the remote that renders it, with the
 * page's data (the idle preload loads the code only, and may not have reached it yet). Pressing
 * it starts the same at once, before the click's navigation renders: the page's first request
 * (its route's `prefetch`) is then on its way while the page is drawn, instead of starting when
 * the page mounts (docs/navigation.md "Idle preload").
 */
function usePreloadOnHover() {
  const { manifests } = useRemoteManifests();
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );
  const cancel = () => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
  };
  const preload = (path: string) => {
    const name = matchRemote(routeTable(getRegistry(), manifests), path);
    if (name) preloadRemoteApp(name, path);
  };
  return {
    onEnter: (path: string) => {
      cancel();
      timer.current = setTimeout(() => preload(path), PRELOAD_DELAY_MS);
    },
    onLeave: cancel,
    onPress: (path: string) => {
      cancel();
      preload(path);
    },
  };
}

/** The entries the member may open; a role that lacks an entry's permission does not see it. */
function useSidebarEntries(): NavEntry[] {
  const { manifests } = useRemoteManifests();
  const { merchant, can } = useCurrentMerchant();
  const role = merchant?.role;
  // While the merchant (and so the role) is unknown, every entry shows: no flicker for the
  // many roles that see them all; the page itself refuses what the role cannot read.
  // biome-ignore lint/correctness/useExhaustiveDependencies: `can` is new on each render; it reads `role`.
  return useMemo(
    () => buildSidebar(manifests, (p) => role === undefined || can(p)),
    [manifests, role],
  );
}

/**
 * The merchant sidebar, built from the remotes' manifests as they arrive (docs/navigation.md):
 * it shows at once with what has arrived, and a remote whose manifest failed has no entries.
 */
export function Sidebar() {
  const { t, i18n } = useTranslation('shell');
  const { pathname } = useLocation();
  const preload = usePreloadOnHover();
  usePreloadWhenIdle();
  const entries = useSidebarEntries();
  const language = isLanguage(i18n.language) ? i18n.language : 'en';
  const selected = selectedNavKey(entries, pathname);
  const selectedGroup = groupOf(entries, selected);
  const [openKeys, setOpenKeys] = useState<string[]>(() => (selectedGroup ? [selectedGroup] : []));
  // The group of the page the sidebar first shows opens once its manifest has arrived.
  const openedFirst = useRef(selectedGroup !== undefined);
  useEffect(() => {
    if (openedFirst.current || !selectedGroup) return;
    openedFirst.current = true;
    setOpenKeys((keys) => (keys.includes(selectedGroup) ? keys : [...keys, selectedGroup]));
  }, [selectedGroup]);

  const label = (entry: NavEntry): string =>
    entry.texts
      ? (entry.texts[language][entry.labelKey] ?? entry.texts.en[entry.labelKey] ?? entry.labelKey)
      : textFor(t)(entry.labelKey);

  const leaf = (item: NavLeaf) => ({
    key: item.key,
    icon: navIcon(item.icon),
    label: (
      <Link
        to={item.path}
        onMouseEnter={() => preload.onEnter(item.path)}
        onMouseLeave={preload.onLeave}
        onFocus={() => preload.onEnter(item.path)}
        onPointerDown={() => preload.onPress(item.path)}
      >
        {label(item)}
      </Link>
    ),
  });

  const items: MenuProps['items'] = entries.map((entry) =>
    isNavGroup(entry)
      ? {
          key: entry.key,
          icon: navIcon(entry.icon),
          label: label(entry),
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
