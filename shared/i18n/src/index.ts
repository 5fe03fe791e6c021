/// <reference path="./resources.d.ts" />
export {
  browserLanguage,
  changeLanguage,
  detectLanguage,
  DEFAULT_LANGUAGE,
  i18next,
  initI18n,
  isLanguage,
  LANGUAGE_STORAGE_KEY,
  LANGUAGES,
  registerNamespace,
} from './i18n';
export type { Language, NamespaceLoaders } from './i18n';
// biome-ignore lint/style/noRestrictedImports: @arara/i18n is react-i18next's one importer.
export { useTranslation } from 'react-i18next';
export type { FlatNamespace as TextNamespace } from 'i18next';
export { type FallbackT, type TextFor, textFor } from './text-for';
