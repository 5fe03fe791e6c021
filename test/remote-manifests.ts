/**
 * The six remotes' real `./manifest`s (remotes/<name>/src/manifest.ts), standing in for
 * `@arara/test-utils/manifests` in jest (jest.config.js): the shell's tests, which may not
 * import a remote, are run against exactly what the remotes declare (docs/navigation.md).
 */
import accounts from '../remotes/accounts/src/manifest';
import admin from '../remotes/admin/src/manifest';
import compliance from '../remotes/compliance/src/manifest';
import developer from '../remotes/developer/src/manifest';
import documents from '../remotes/documents/src/manifest';
import payments from '../remotes/payments/src/manifest';

export const REMOTE_MANIFESTS = { accounts, payments, documents, compliance, developer, admin };
