// Helpers shared by the codemods: which files they may rewrite, and writing only what changed.
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export const ROOT = path.resolve(import.meta.dirname, '../..');

/**
 * The repository's own files (tracked or new, never node_modules, dist or the git-ignored data)
 * with one of these extensions, as paths relative to ROOT.
 */
export function repoFiles(extensions, { exclude = [] } = {}) {
  const out = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], {
    cwd: ROOT,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  return [...new Set(out.split('\n'))].filter(
    (file) =>
      file &&
      extensions.some((ext) => file.endsWith(`.${ext}`)) &&
      !exclude.some((prefix) => file.startsWith(prefix)),
  );
}

/** Applies `transform` to each file and writes the ones that changed; returns their paths. */
export function rewriteFiles(files, transform) {
  const changed = [];
  for (const file of files) {
    const absolute = path.join(ROOT, file);
    let before;
    try {
      before = readFileSync(absolute, 'utf8');
    } catch {
      continue; // listed by git but deleted in the work tree
    }
    const after = transform(before, file);
    if (after !== before) {
      writeFileSync(absolute, after);
      changed.push(file);
    }
  }
  return changed;
}
