import { ZRemoteManifest } from '@arara/federation/outlet';
import { unroutedGroupPaths } from '@arara/test-utils/routes';
import { routes } from '../app/routes';
import manifest from '../manifest';

test('the manifest is one the shell accepts: every sidebar entry has its label in en and pt-BR', () => {
  expect(ZRemoteManifest.safeParse(manifest).error?.issues).toBeUndefined();
});

test("a sidebar group's own path opens its first entry instead of 'Page not found'", () => {
  expect(unroutedGroupPaths(manifest, routes)).toEqual([]);
});
