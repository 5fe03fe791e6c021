import {
  isNavGroup,
  type TNavEntry,
  type TNavGroup,
  type TNavLeaf,
  type TRemoteManifest,
} from '@arara/federation/outlet';
import type { TMerchantPermission } from '@arara/contracts';

/**
 * The merchant sidebar of docs/requirements/merchants-and-team.md "Merchant sidebar": the
 * entries of the remotes' manifests and the shell's own, merged and ordered (docs/navigation.md).
 */

/** Texts per language of a remote's entry; the shell's own entries read the `shell` namespace. */
type Texts = { texts?: TRemoteManifest['labels'] };
export type NavLeaf = TNavLeaf & Texts;
export type NavGroup = Omit<TNavGroup, 'children'> & Texts & { children: NavLeaf[] };
export type NavEntry = NavLeaf | NavGroup;

/** Entries of the shell's own routes, placed among the remotes' by their order. */
const SHELL_ENTRIES: TNavEntry[] = [
  { key: 'settings', labelKey: 'nav.settings', path: '/settings', icon: 'settings', order: 100 },
];

const byOrder = (a: { order: number; key: string }, b: { order: number; key: string }) =>
  a.order - b.order || a.key.localeCompare(b.key);

/**
 * The sidebar from the manifests that arrived: entries the member's role cannot open are left
 * out (`can`), groups of the same key merge, everything sorted by order.
 */
export function buildSidebar(
  manifests: Readonly<Record<string, TRemoteManifest>>,
  can: (permission: TMerchantPermission) => boolean,
): NavEntry[] {
  const allowed = (entry: { permission?: TMerchantPermission }) =>
    entry.permission === undefined || can(entry.permission);
  const sources: { entries: TNavEntry[]; texts?: TRemoteManifest['labels'] }[] = [
    { entries: SHELL_ENTRIES },
    ...Object.values(manifests).map((m) => ({ entries: m.navigation, texts: m.labels })),
  ];
  const result = new Map<string, NavEntry>();
  const leafKeys = new Set<string>();
  const leaf = (entry: TNavLeaf, texts: Texts['texts']): NavLeaf | undefined => {
    if (!allowed(entry) || leafKeys.has(entry.key)) return undefined;
    leafKeys.add(entry.key);
    return { ...entry, texts };
  };
  for (const { entries, texts } of sources) {
    for (const entry of entries) {
      if (!allowed(entry)) continue;
      if (!isNavGroup(entry)) {
        const item = leaf(entry, texts);
        if (item && !result.has(item.key)) result.set(item.key, item);
        continue;
      }
      const children = entry.children.flatMap((child) => leaf(child, texts) ?? []);
      const existing = result.get(entry.key);
      if (existing && isNavGroup(existing)) existing.children.push(...children);
      else if (!existing) result.set(entry.key, { ...entry, texts, children });
    }
  }
  return [...result.values()]
    .filter((entry) => !isNavGroup(entry) || entry.children.length > 0)
    .map((entry) =>
      isNavGroup(entry) ? { ...entry, children: entry.children.sort(byOrder) } : entry,
    )
    .sort(byOrder);
}

function leaves(entries: NavEntry[]): NavLeaf[] {
  return entries.flatMap((entry) => (isNavGroup(entry) ? entry.children : [entry]));
}

/** The entry a path belongs to: the longest path that is the path itself or its parent. */
export function selectedNavKey(entries: NavEntry[], pathname: string): string | undefined {
  let best: NavLeaf | undefined;
  for (const leaf of leaves(entries)) {
    const isMatch =
      leaf.path === '/'
        ? pathname === '/'
        : pathname === leaf.path || pathname.startsWith(`${leaf.path}/`);
    if (isMatch && (!best || leaf.path.length > best.path.length)) best = leaf;
  }
  return best?.key;
}

export function groupOf(entries: NavEntry[], key: string | undefined): string | undefined {
  return entries.find((entry) => isNavGroup(entry) && entry.children.some((c) => c.key === key))
    ?.key;
}
