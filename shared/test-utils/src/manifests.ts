import type { defineRemoteManifest } from '@arara/federation/manifest';

type RemoteManifestInput = ReturnType<typeof defineRemoteManifest>;
type RemoteName = 'accounts' | 'payments' | 'documents' | 'compliance' | 'developer' | 'admin';

/**
 * The six remotes' `./manifest`s, for the shell's tests (`mockRemotes` serves them). A host may
 * not import a remote, so this module only states their type: jest maps it to
 * test/remote-manifests.ts (jest.config.js), which imports the real ones — never a copy.
 */
export declare const REMOTE_MANIFESTS: Readonly<Record<RemoteName, RemoteManifestInput>>;
