import type { TRemoteManifestInput } from './navigation';

/**
 * A remote's `./manifest` (src/manifest.ts, docs/navigation.md): typed here, checked by the
 * shell when it arrives. Type imports only, so the chunk holds the remote's data and nothing
 * else (no zod, no React).
 */
export function defineRemoteManifest(manifest: TRemoteManifestInput): TRemoteManifestInput {
  return manifest;
}
