import {
  changeLanguage,
  i18next,
  initI18n,
  type Language,
  type NamespaceLoaders,
  registerNamespace,
} from '@arara/i18n';

/** The real locale files, so tests assert the texts users read. */
const LOCALES: Record<string, NamespaceLoaders> = {
  common: {
    en: () => import('@arara/locales/en/common.json'),
    'pt-BR': () => import('@arara/locales/pt-BR/common.json'),
  },
  shell: {
    en: () => import('@arara/locales/en/shell.json'),
    'pt-BR': () => import('@arara/locales/pt-BR/shell.json'),
  },
  admin: {
    en: () => import('@arara/locales/en/admin.json'),
    'pt-BR': () => import('@arara/locales/pt-BR/admin.json'),
  },
  twoFactor: {
    en: () => import('@arara/locales/en/two-factor.json'),
    'pt-BR': () => import('@arara/locales/pt-BR/two-factor.json'),
  },
  team: {
    en: () => import('@arara/locales/en/team.json'),
    'pt-BR': () => import('@arara/locales/pt-BR/team.json'),
  },
  period: {
    en: () => import('@arara/locales/en/period.json'),
    'pt-BR': () => import('@arara/locales/pt-BR/period.json'),
  },
  accounts: {
    en: () => import('@arara/locales/en/accounts.json'),
    'pt-BR': () => import('@arara/locales/pt-BR/accounts.json'),
  },
  payments: {
    en: () => import('@arara/locales/en/payments.json'),
    'pt-BR': () => import('@arara/locales/pt-BR/payments.json'),
  },
  developer: {
    en: () => import('@arara/locales/en/developer.json'),
    'pt-BR': () => import('@arara/locales/pt-BR/developer.json'),
  },
  documents: {
    en: () => import('@arara/locales/en/documents.json'),
    'pt-BR': () => import('@arara/locales/pt-BR/documents.json'),
  },
  compliance: {
    en: () => import('@arara/locales/en/compliance.json'),
    'pt-BR': () => import('@arara/locales/pt-BR/compliance.json'),
  },
};

/**
 * Starts i18next as the app does (`initI18n`, custom backend, suspense) and waits until the
 * namespaces are loaded in both languages, so no render suspends on a translation.
 */
export async function setupI18n(namespaces: string[] = ['common']): Promise<void> {
  for (const namespace of namespaces) {
    const loaders = LOCALES[namespace];
    if (!loaders) throw new Error(`No test locales for namespace "${namespace}"`);
    registerNamespace(namespace, loaders);
  }
  await initI18n(namespaces);
  await i18next.loadNamespaces(namespaces);
  await i18next.loadLanguages(['en', 'pt-BR']);
  await switchLanguage('en');
}

/** Switches the language for the rest of the test (the app's own changeLanguage). */
export async function switchLanguage(language: Language): Promise<void> {
  await changeLanguage(language);
}

/**
 * The suite's i18n: `setupI18n(namespaces)` before all its tests, and English again after each
 * (a test that switched to Portuguese leaves the next one in English).
 */
export function setupSuiteI18n(namespaces: string[] = ['common']): void {
  beforeAll(() => setupI18n(namespaces));
  afterEach(() => switchLanguage('en'));
}
