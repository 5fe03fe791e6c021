import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import {
  browserLanguage,
  detectLanguage,
  i18next,
  initI18n,
  registerNamespace,
  textFor,
  useTranslation,
} from '../index';

/** The browser's language preferences, as navigator.languages reports them. */
function browserPrefers(...languages: string[]) {
  jest.spyOn(navigator, 'languages', 'get').mockReturnValue(languages);
  jest.spyOn(navigator, 'language', 'get').mockReturnValue(languages[0] ?? '');
}

afterEach(() => jest.restoreAllMocks());

describe('detectLanguage', () => {
  test.each<[string[], string | null, string]>([
    [['pt-BR', 'en'], null, 'pt-BR'],
    [['pt'], null, 'pt-BR'],
    [['pt-PT'], null, 'pt-BR'],
    [['fr-FR', 'en-GB'], null, 'en'],
    [['de'], null, 'en'],
    [['en-US'], null, 'en'],
    // The user's own choice wins over the browser.
    [['pt-BR'], 'en', 'en'],
    [['en-US'], 'pt-BR', 'pt-BR'],
    // Something we have no texts for is not a choice.
    [['pt-BR'], 'es', 'pt-BR'],
  ])('browser %p, stored %p → %p', (languages, stored, expected) => {
    browserPrefers(...languages);
    if (stored !== null) localStorage.setItem('i18nextLng', stored);
    expect(detectLanguage()).toBe(expected);
  });

  test('a browser with no language we have reads null', () => {
    browserPrefers('ja', 'zh-CN');
    expect(browserLanguage()).toBeNull();
  });
});

function Greeting() {
  // A namespace of this test only: not among the typed resources of the apps.
  const { t } = useTranslation('greetings' as never);
  return <p>{textFor(t)('hello')}</p>;
}

test('the first visit of a Portuguese browser is in Portuguese', async () => {
  browserPrefers('pt-BR', 'pt', 'en');
  registerNamespace('greetings', {
    en: async () => ({ default: { hello: 'Hello' } }),
    'pt-BR': async () => ({ default: { hello: 'Olá' } }),
  });

  await initI18n(['greetings']);
  render(
    <Suspense fallback="loading">
      <Greeting />
    </Suspense>,
  );

  expect(await screen.findByText('Olá')).toBeInTheDocument();
  expect(i18next.language).toBe('pt-BR');
  expect(document.documentElement.lang).toBe('pt-BR');
});
