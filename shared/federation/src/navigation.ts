import type { TMerchantPermission } from '@arara/contracts';
import * as z from 'zod/mini';
import type { TRemoteRegistry } from './registry';

/**
 * What a remote says about itself (its `./manifest`, docs/navigation.md): the paths it owns,
 * how the shell mounts it, its merchant sidebar entries and their texts. Remotes write it with
 * `defineRemoteManifest` (@arara/federation/manifest); the shell checks what arrives with
 * ZRemoteManifest, since a remote is deployed on its own.
 */

const ZPath = z.string().check(z.startsWith('/'));

/** 'dashboard': guarded, inside the shell's layout. 'own': the remote guards itself and draws its own layout. */
export const ZMountLayout = z.enum(['dashboard', 'own']);
export type TMountLayout = z.infer<typeof ZMountLayout>;

const entryFields = {
  key: z.string().check(z.minLength(1)),
  /** A key of the manifest's `labels` (texts shipped with the remote). */
  labelKey: z.string().check(z.minLength(1)),
  /** An icon name the shell maps to an icon; an unknown name shows a generic icon. */
  icon: z.optional(z.string()),
  /** Position among all entries, the shell's and every remote's (smaller first). */
  order: z.number(),
  /** Hidden from a member whose role lacks it. Any string passes: a newer remote may name a permission this shell does not know (then hidden). */
  permission: z.optional(z.custom<TMerchantPermission>((value) => typeof value === 'string')),
};

export const ZNavLeaf = z.object({ ...entryFields, path: ZPath });
export const ZNavGroup = z.object({
  ...entryFields,
  children: z.array(ZNavLeaf).check(z.minLength(1)),
});
export const ZNavEntry = z.union([ZNavGroup, ZNavLeaf]);
export type TNavLeaf = z.infer<typeof ZNavLeaf>;
export type TNavGroup = z.infer<typeof ZNavGroup>;
export type TNavEntry = z.infer<typeof ZNavEntry>;

/** label key → text, for each language the dashboard speaks. */
const ZLabelTexts = z.record(z.string(), z.string().check(z.minLength(1)));
const ZLabels = z.object({ en: ZLabelTexts, 'pt-BR': ZLabelTexts });

export function isNavGroup(entry: TNavEntry): entry is TNavGroup {
  return 'children' in entry;
}

/** The label keys of a manifest's entries that lack a text in some language. */
function missingLabels(manifest: {
  navigation: TNavEntry[];
  labels: z.infer<typeof ZLabels>;
}): string[] {
  const keys = manifest.navigation.flatMap((entry) =>
    isNavGroup(entry)
      ? [entry.labelKey, ...entry.children.map((c) => c.labelKey)]
      : [entry.labelKey],
  );
  return keys.filter(
    (key) => manifest.labels.en[key] === undefined || manifest.labels['pt-BR'][key] === undefined,
  );
}

export const ZRemoteManifest = z
  .object({
    prefixes: z.array(ZPath),
    /** Paths rendered bare, without a session and the shell's layout (`/pix/:transactionId`). */
    publicPaths: z._default(z.array(ZPath), []),
    layout: z._default(ZMountLayout, 'dashboard'),
    navigation: z._default(z.array(ZNavEntry), []),
    labels: z._default(ZLabels, { en: {}, 'pt-BR': {} }),
  })
  .check(
    z.refine((manifest) => missingLabels(manifest).length === 0, {
      message: 'Every sidebar entry needs its label in en and pt-BR',
    }),
  );
export type TRemoteManifest = z.infer<typeof ZRemoteManifest>;
export type TRemoteManifestInput = z.input<typeof ZRemoteManifest>;

/**
 * The registry as the remotes' manifests describe it: a remote whose manifest arrived owns the
 * prefixes, public paths and mount mode it declares; the others keep their registry entry (the
 * fallback that still routes a remote that is down to its error page).
 */
export function routeTable(
  registry: TRemoteRegistry,
  manifests: Readonly<Record<string, TRemoteManifest>>,
): TRemoteRegistry {
  return Object.fromEntries(
    Object.entries(registry).map(([name, entry]) => {
      const manifest = manifests[name];
      if (!manifest) return [name, entry];
      const { prefixes, publicPaths, layout } = manifest;
      return [name, { ...entry, prefixes, publicPaths, layout }];
    }),
  );
}
