#!/usr/bin/env node
/**
 * Switches imports of the root test/ helpers (now the @arara/test-utils package) to the
 * package: `../../../../test/fetch` → `@arara/test-utils/fetch`, and so on. Idempotent.
 *
 *   node scripts/codemods/test-utils-imports.mjs
 */
import { repoFiles, rewriteFiles } from './lib.mjs';

/** Old root helper → package entry (one entry per helper, so a test loads only what it uses). */
const ENTRIES = {
  fetch: '@arara/test-utils/fetch',
  'render-page': '@arara/test-utils/render',
  i18n: '@arara/test-utils/i18n',
  location: '@arara/test-utils/location',
  polyfills: '@arara/test-utils/media',
};

const ROOT_HELPER = new RegExp(
  `(['"])(?:\\.\\./)+test/(${Object.keys(ENTRIES).join('|')})(?:\\.tsx?)?\\1`,
  'g',
);

export function useTestUtils(text, file) {
  // services/api/test is the API's own folder of the same name, not the root helpers.
  if (file.startsWith('services/')) return text;
  return text.replace(ROOT_HELPER, (_match, quote, helper) => `${quote}${ENTRIES[helper]}${quote}`);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const files = repoFiles(['ts', 'tsx', 'mts', 'mjs', 'js'], {
    exclude: ['scripts/', 'shared/test-utils/'],
  });
  const changed = rewriteFiles(files, useTestUtils);
  console.log(
    `${changed.length} files rewritten${changed.length ? `:\n${changed.join('\n')}` : ''}`,
  );
}
