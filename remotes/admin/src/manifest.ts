import { defineRemoteManifest } from '@arara/federation/manifest';

/**
 * What the shell needs from this remote before loading it (docs/navigation.md). The back
 * office guards itself (an admin session, else /admin/login) and draws its own layout and
 * sidebar (lib/navigation.ts): no entry in the merchant sidebar.
 */
export default defineRemoteManifest({
  prefixes: ['/admin'],
  layout: 'own',
});
