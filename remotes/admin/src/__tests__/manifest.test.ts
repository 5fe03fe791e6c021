import { ZRemoteManifest } from '@arara/federation/outlet';
import { REMOTE_MANIFESTS } from '@arara/test-utils/manifests';
import manifest from '../manifest';

test('the manifest is valid (every sidebar label in en and pt-BR) and is the one the shell is tested with', () => {
  expect(ZRemoteManifest.parse(manifest)).toEqual(ZRemoteManifest.parse(REMOTE_MANIFESTS.admin));
});
