import { registerNamespace, useTranslation } from '@arara/i18n';

/**
 * The two-factor screens' texts: a namespace of their own (`locales/<lng>/two-factor.json`,
 * keys under `twoFactor.`), fetched with the first two-factor screen. In `shell` they would
 * ride along with /login, whose JS budget they do not fit (0.9 KiB gzip measured).
 */
registerNamespace('twoFactor', {
  en: () => import('@arara/locales/en/two-factor.json'),
  'pt-BR': () => import('@arara/locales/pt-BR/two-factor.json'),
});

/** `twoFactor.*` keys, then the shell's and common ones (contract messages may be either). */
export const TWO_FACTOR_NAMESPACES = ['twoFactor', 'shell', 'common'] as const;

export const useTwoFactorTranslation = () => useTranslation(TWO_FACTOR_NAMESPACES);
