/**
 * The version of the contract between the shell and its remotes (docs/federation.md): the
 * shared singletons and their ranges, the providers around a remote, `RemoteApp`, the
 * `./manifest` module and the registry entry. A shell stamps the contract it provides, a remote
 * the one it was built against. Semver: a remote built against 1.x runs in any 1.y shell with
 * y >= x; a major means remotes must be rebuilt.
 */
export const SHELL_CONTRACT_VERSION = '1.1.0';

/**
 * What every app build writes into the top-level `arara` field of its dist/mf-manifest.json
 * (shared/build `createBuildStamp`): the release tooling fills the registry's `version` and
 * `buildId` from it and the shell's About panel shows it. A type, not a schema: nothing parses
 * a stamp (the shell's own arrives as a build-time constant), and this module is on /login.
 */
export type TBuildStamp = {
  /** `shell`, or the remote's registry name. */
  name: string;
  /** The app's package.json version. */
  version: string;
  /** BUILD_ID, else the git short sha (`-dirty` for a dirty tree), else a hash of the sources. */
  buildId: string;
  /** ISO 8601 date and time of the build. */
  builtAt: string;
  /** The shell contract version the app provides (shell) or was built against (remote). */
  contract: string;
};

/** The stamp of a build that has none (jest, or a manifest from before stamps existed). */
export const UNSTAMPED_BUILD: Omit<TBuildStamp, 'name'> = {
  version: '0.0.0-dev',
  buildId: 'dev',
  builtAt: new Date(0).toISOString(),
  contract: SHELL_CONTRACT_VERSION,
};

/** A JSON object (what a parsed mf-manifest.json and its `arara` key must be). */
export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;
