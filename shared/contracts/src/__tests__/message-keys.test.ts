/**
 * Every message a contract can hand to a screen is an i18n key: the `*_MESSAGES` tables and
 * the keys written into the zod schemas' errors. Each must exist in locales/en and
 * locales/pt-BR, or a user reads a raw key. (Literal keys in the apps are checked by the type
 * checker instead: @arara/i18n types `t` from locales/en.)
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import * as contracts from '../index';

const SRC = path.join(__dirname, '..');
const LOCALES = path.join(__dirname, '../../../../locales');
const LANGUAGES = ['en', 'pt-BR'];
/** Namespaces whose file name is not the namespace (`useTranslation('twoFactor')`). */
const FILE_OF: Record<string, string> = { twoFactor: 'two-factor' };

type Tree = { [key: string]: string | Tree };
const namespacesOf = (language: string): Record<string, Tree> =>
  Object.fromEntries(
    readdirSync(path.join(LOCALES, language))
      .filter((file) => file.endsWith('.json'))
      .map((file) => {
        const name = file.replace(/\.json$/, '');
        const ns = Object.entries(FILE_OF).find(([, f]) => f === name)?.[0] ?? name;
        return [ns, JSON.parse(readFileSync(path.join(LOCALES, language, file), 'utf8')) as Tree];
      }),
  );
const locales = Object.fromEntries(LANGUAGES.map((language) => [language, namespacesOf(language)]));

const has = (tree: Tree | undefined, key: string): boolean => {
  let node: string | Tree | undefined = tree;
  for (const part of key.split('.')) {
    if (node === undefined || typeof node === 'string') return false;
    node = node[part];
  }
  return typeof node === 'string';
};

/** `ns:key` is looked up in ns; a bare key in whichever namespace has it (as `t` with fallbacks). */
function missingIn(language: string, key: string): boolean {
  const namespaces = locales[language] ?? {};
  const colon = key.indexOf(':');
  if (colon > 0) return !has(namespaces[key.slice(0, colon)], key.slice(colon + 1));
  return !Object.values(namespaces).some((tree) => has(tree, key));
}

function stringsOf(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (value && typeof value === 'object') return Object.values(value).flatMap(stringsOf);
  return [];
}

/** The values of every exported `*_MESSAGES` table. */
const messageTables = Object.entries(contracts)
  .filter(([name]) => name.endsWith('_MESSAGES'))
  .flatMap(([, table]) => stringsOf(table));

/**
 * The keys written into the schemas: quoted `namespace:dotted.key` or a bare dotted key whose
 * first part is a top-level entry of a locale file (permissions such as `team.read` are not
 * messages, and a Pix GUI such as `br.gov.bcb.pix` names no locale entry).
 */
const NOT_MESSAGES = new Set<string>([
  ...contracts.MERCHANT_PERMISSIONS,
  ...contracts.ADMIN_PERMISSIONS,
  ...contracts.API_KEY_SCOPES,
]);
const topLevel = new Set(Object.values(locales.en ?? {}).flatMap((tree) => Object.keys(tree)));
const schemaKeys = readdirSync(SRC)
  .filter((file) => file.endsWith('.ts'))
  .flatMap((file) =>
    [
      ...readFileSync(path.join(SRC, file), 'utf8').matchAll(
        /'((?:[a-zA-Z]+:)?[a-zA-Z]+(?:\.[a-zA-Z0-9_]+)+)'/g,
      ),
    ].map((match) => match[1] as string),
  )
  .filter((key) => !NOT_MESSAGES.has(key))
  .filter((key) => key.includes(':') || topLevel.has(key.split('.')[0] as string));

const keys = [...new Set([...messageTables, ...schemaKeys])].sort();

describe('message keys of the contracts', () => {
  test('there are keys to check (the scan still finds the tables and the schema messages)', () => {
    expect(messageTables.length).toBeGreaterThan(50);
    expect(schemaKeys.length).toBeGreaterThan(50);
  });

  test.each(LANGUAGES)('every key exists in locales/%s', (language) => {
    expect(keys.filter((key) => missingIn(language, key))).toEqual([]);
  });
});
