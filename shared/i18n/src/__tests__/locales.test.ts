import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const LOCALES = path.resolve(__dirname, '..', '..', '..', '..', 'locales');

type Tree = { [key: string]: string | Tree };

function keysOf(tree: Tree, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [`${prefix}${key}`] : keysOf(value, `${prefix}${key}.`),
  );
}

function read(language: string, file: string): Tree {
  return JSON.parse(readFileSync(path.join(LOCALES, language, file), 'utf8')) as Tree;
}

const namespaces = readdirSync(path.join(LOCALES, 'en')).filter((file) => file.endsWith('.json'));

test('every namespace exists in both languages', () => {
  expect(readdirSync(path.join(LOCALES, 'pt-BR')).sort()).toEqual([...namespaces].sort());
});

test.each(namespaces)('%s has the same keys in en and pt-BR, none empty', (file) => {
  const english = read('en', file);
  const portuguese = read('pt-BR', file);

  expect(keysOf(portuguese).sort()).toEqual(keysOf(english).sort());
  for (const tree of [english, portuguese]) {
    const empty = keysOf(tree).filter((key) => {
      const value = key
        .split('.')
        .reduce<string | Tree | undefined>(
          (node, part) => (typeof node === 'object' ? node[part] : undefined),
          tree,
        );
      return typeof value !== 'string' || value.trim() === '';
    });
    expect(empty).toEqual([]);
  }
});
