import i18next, { type BackendModule, type ResourceKey } from 'i18next';
// biome-ignore lint/style/noRestrictedImports: @arara/i18n is react-i18next's one importer.
import { initReactI18next } from 'react-i18next';

export const LANGUAGES = ['en', 'pt-BR'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';
export const LANGUAGE_STORAGE_KEY = 'i18nextLng';

/** One lazy import per language, e.g. `{ en: () => import('@arara/locales/en/shell.json') }`. */
export type NamespaceLoaders = Record<Language, () => Promise<unknown>>;

/** Each app registers the loaders of its own namespace; i18next asks them when needed. */
const loaders = new Map<string, NamespaceLoaders>();

export function registerNamespace(namespace: string, namespaceLoaders: NamespaceLoaders): void {
  loaders.set(namespace, namespaceLoaders);
}

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/**
 * The browser's preferred language we have texts for (navigator.languages, in order): any
 * Portuguese ('pt-BR', 'pt', 'pt-PT') reads pt-BR, any English en; null when none matches.
 */
export function browserLanguage(): Language | null {
  for (const tag of globalThis.navigator?.languages ?? []) {
    const base = tag.toLowerCase().split('-')[0];
    if (base === 'pt') return 'pt-BR';
    if (base === 'en') return 'en';
  }
  return null;
}

/**
 * The language of a page: the user's own choice (kept in localStorage when they pick one)
 * wins; on a first visit, the browser's language; English otherwise.
 */
export function detectLanguage(): Language {
  const value =
    typeof window === 'undefined' ? null : window.localStorage.getItem(LANGUAGE_STORAGE_KEY);
  if (isLanguage(value)) return value;
  return browserLanguage() ?? DEFAULT_LANGUAGE;
}

const registryBackend: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read: (language, namespace, callback) => {
    const loader = loaders.get(namespace);
    if (!loader || !isLanguage(language)) {
      callback(null, {});
      return;
    }
    loader[language]()
      .then((module) => {
        const resources =
          module && typeof module === 'object' && 'default' in module ? module.default : module;
        callback(null, resources as ResourceKey);
      })
      .catch((error: unknown) => callback(error as Error, null));
  },
};

let datesLocalised = false;

/**
 * Dates follow the language. dayjs starts in English, so an English page (the sign-in page among
 * them) does not load dayjs at all until a screen that formats dates does; the Portuguese locale
 * is fetched only when it is needed.
 */
async function applyDayjsLocale(language: Language): Promise<void> {
  if (language !== 'pt-BR' && !datesLocalised) return;
  datesLocalised = true;
  const { default: dayjs } = await import('dayjs');
  if (language === 'pt-BR') {
    await import('dayjs/locale/pt-br');
    dayjs.locale('pt-br');
  } else {
    dayjs.locale('en');
  }
}

let initPromise: Promise<unknown> | null = null;

/** Starts i18next once per page (host or standalone remote). */
export function initI18n(namespaces: string[]): Promise<unknown> {
  if (initPromise) return initPromise;
  const language = detectLanguage();
  const datesReady = applyDayjsLocale(language);
  const textsReady = i18next
    .use(registryBackend)
    .use(initReactI18next)
    .init({
      lng: language,
      fallbackLng: DEFAULT_LANGUAGE,
      supportedLngs: [...LANGUAGES],
      load: 'currentOnly',
      ns: namespaces,
      defaultNS: 'common',
      interpolation: { escapeValue: false },
      react: { useSuspense: true },
      returnNull: false,
    });
  initPromise = Promise.all([textsReady, datesReady]);
  i18next.on('languageChanged', (next) => {
    if (!isLanguage(next)) return;
    void applyDayjsLocale(next);
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, next);
    document.documentElement.lang = next;
  });
  document.documentElement.lang = language;
  return initPromise;
}

export async function changeLanguage(language: Language): Promise<unknown> {
  await applyDayjsLocale(language);
  return i18next.changeLanguage(language);
}

export { i18next };
