// The rule setup itself: a tree that breaks each rule once must be reported for each.
import assert from 'node:assert/strict';
import path from 'node:path';
import { test } from 'node:test';
import { checkDependencies } from './dependency-rules.mjs';

const BROKEN = path.join(import.meta.dirname, 'fixtures/broken');

test('each dependency rule reports its deliberately broken import', async () => {
  const violations = await checkDependencies(BROKEN);
  const found = (rule, from) =>
    violations.some((violation) => violation.rule === rule && violation.from.startsWith(from));
  const app = 'remotes/demo/src';
  assert.ok(found('no-cross-feature-import', `${app}/features/a/a.ts`), 'cross-feature');
  assert.ok(found('no-climbing-import', `${app}/features/a/deep/deeper/climb.ts`), 'climbing');
  assert.ok(
    found('no-folder-cycle', `${app}/lib`) || found('no-folder-cycle', `${app}/components`),
    'cycle',
  );
  assert.ok(found('no-relative-import-into-another-package', 'shared/one/src/index.ts'), 'package');
});
