import * as z from 'zod/mini';

/**
 * The version of the contract between the shell and its remotes (docs/federation.md): the
 * shared singletons and their ranges, the providers around a remote, `RemoteApp`, the
 * `./manifest` module and the registry entry. A shell stamps the contract it provides, a remote
 * the one it was built against. Semver: a remote built against 1.x runs in any 1.y shell with
 * y >= x; a major means remotes must be rebuilt.
 */
export const SHELL_CONTRACT_VERSION = '1.0.0';

/**
 * What every app build writes into the top-level `arara` field of its dist/mf-manifest.json
 * (shared/build): the release tooling fills the registry's `version` and `buildId` from it and
 * the shell's About panel shows it.
 */
export const ZBuildStamp = z.object({
  /** `shell`, or the remote's registry name. */
  name: z.string().check(z.minLength(1)),
  /** The app's package.json version. */
  version: z.string().check(z.minLength(1)),
  /** BUILD_ID, else the git short sha (`-dirty` for a dirty tree), else a hash of the sources. */
  buildId: z.string().check(z.minLength(1)),
  builtAt: z.iso.datetime(),
  /** The shell contract version the app provides (shell) or was built against (remote). */
  contract: z.string().check(z.minLength(1)),
});
export type TBuildStamp = z.infer<typeof ZBuildStamp>;

/** The stamp of a build that has none (jest, or a manifest from before stamps existed). */
export const UNSTAMPED_BUILD: Omit<TBuildStamp, 'name'> = {
  version: '0.0.0-dev',
  buildId: 'dev',
  builtAt: new Date(0).toISOString(),
  contract: SHELL_CONTRACT_VERSION,
};

/** The stamp in a parsed mf-manifest.json, or undefined when it has none or a malformed one. */
/** A JSON object (what a parsed mf-manifest.json and its `arara` key must be). */
export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

export function readBuildStamp(manifest: unknown): TBuildStamp | undefined {
  if (!isRecord(manifest) || !('arara' in manifest)) return undefined;
  const parsed = ZBuildStamp.safeParse(manifest.arara);
  return parsed.success ? parsed.data : undefined;
}
