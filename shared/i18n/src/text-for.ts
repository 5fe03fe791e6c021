import type { FlatNamespace, ParseKeys } from 'i18next';

/**
 * `t` for a key that comes from data at run time (an API error's message, a contract's
 * validation message, a key picked from a table by a value): the type checker checks literal
 * keys, and the locales test of the contracts checks these (every message key a contract can
 * return exists in en and pt-BR). Anything written as a literal goes through the typed `t`.
 */
export type TextFor = (key: string, options?: Record<string, unknown>) => string;

export const textFor = (t: unknown): TextFor => t as TextFor;

/**
 * `t` of `useTranslation([a, b, c], { nsMode: 'fallback' })`: an unprefixed key is looked up in
 * each namespace in turn, which i18next's types do not model (they type the first only), so
 * the key is any key of any of them, bare or with its namespace (`common:home`), still checked.
 */
export type FallbackT<Ns extends FlatNamespace> = (
  key: Ns extends FlatNamespace ? ParseKeys<Ns> | `${Ns}:${ParseKeys<Ns>}` : never,
  options?: Record<string, unknown>,
) => string;
