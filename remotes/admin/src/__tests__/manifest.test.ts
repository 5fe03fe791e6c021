import { ZRemoteManifest } from '@arara/federation/outlet';
import manifest from '../manifest';

test('the manifest is one the shell accepts: every sidebar entry has its label in en and pt-BR', () => {
  expect(ZRemoteManifest.safeParse(manifest).error?.issues).toBeUndefined();
});
