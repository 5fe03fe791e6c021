// What the code and docs cite must be readable inside the repository: no reference to the product
// spec by section number or to the folder beside the repository, and every
// `docs/requirements/<file>.md "<heading>"` names a heading that exists, and every cited docs/ file exists.
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { ROOT, repoFiles } from '../codemods/lib.mjs';
import { LEFTOVER, SCANNED, SKIPPED } from '../codemods/spec-references.mjs';

const files = repoFiles(SCANNED, { exclude: SKIPPED }).filter((file) =>
  existsSync(path.join(ROOT, file)),
);
const read = (file) => readFileSync(path.join(ROOT, file), 'utf8');

test('no comment or doc cites the spec by section or the folder beside the repository', () => {
  const offenders = files.filter((file) => LEFTOVER.test(read(file)));
  assert.deepEqual(
    offenders,
    [],
    'rewrite them with `node scripts/codemods/spec-references.mjs` (or by hand to docs/...)',
  );
});

test('every docs/requirements citation names an existing heading', () => {
  const headings = new Map();
  const headingsOf = (doc) => {
    if (!headings.has(doc)) {
      const file = path.join(ROOT, 'docs/requirements', doc);
      const text = existsSync(file) ? readFileSync(file, 'utf8') : '';
      headings.set(doc, new Set([...text.matchAll(/^#{2,3} (.+)$/gm)].map((m) => m[1].trim())));
    }
    return headings.get(doc);
  };
  const broken = [];
  for (const file of files) {
    for (const [, doc, heading] of read(file).matchAll(
      /docs\/requirements\/([\w-]+\.md) "([^"]+)"/g,
    )) {
      if (!headingsOf(doc).has(heading)) broken.push(`${file}: ${doc} "${heading}"`);
    }
  }
  assert.deepEqual(broken, []);
});

test('every docs/ file cited exists', () => {
  const missing = [];
  for (const file of files) {
    for (const [cited] of read(file).matchAll(/\bdocs\/(?:[\w-]+\/)*[\w-]+\.md\b/g)) {
      if (!existsSync(path.join(ROOT, cited))) missing.push(`${file}: ${cited}`);
    }
  }
  assert.deepEqual(missing, []);
});
