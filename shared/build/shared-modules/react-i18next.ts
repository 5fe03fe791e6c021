/**
 * What the apps use of react-i18next, the module the federation shares under the name
 * `react-i18next` (see ../src/index.ts `TRIMMED_SHARED_MODULES`): sharing the package itself
 * ships all of it (`Trans` and its HTML parser, the SSR helpers, the HOCs) to every page,
 * `/login` first (9.9 KiB gzip, against ~3 for these two). Only `@arara/i18n` imports
 * react-i18next (Biome refuses it elsewhere); add a name here when it needs one more.
 *
 * It imports the package under another name (`react-i18next-package`, a build alias of the
 * installed package's ES modules): an import of `react-i18next` here would consume the very
 * share this module provides.
 */
// @ts-expect-error a build alias (shared/build/src/index.ts), not a package TypeScript knows
export { initReactI18next, useTranslation } from 'react-i18next-package';
