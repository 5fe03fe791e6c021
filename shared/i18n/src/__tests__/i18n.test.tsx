import { act, render, screen } from '@testing-library/react';
import dayjs from 'dayjs';
import { Suspense } from 'react';
import {
  changeLanguage,
  i18next,
  initI18n,
  detectLanguage,
  registerNamespace,
  textFor,
  useTranslation,
} from '../index';

const greetings = {
  en: jest.fn(async () => ({ default: { hello: 'Hello' } })),
  'pt-BR': jest.fn(async () => ({ default: { hello: 'Olá' } })),
};

function Greeting() {
  // A namespace of this test only: not among the typed resources of the apps.
  const { t } = useTranslation('greetings' as never);
  return <p>{textFor(t)('hello')}</p>;
}

function Later() {
  const { t } = useTranslation('later' as never);
  return <p>{textFor(t)('hello')}</p>;
}

// jsdom's browser language is en-US: a stored choice we have no texts for falls back to it.
describe('detectLanguage with a stored choice', () => {
  test.each([
    [null, 'en'],
    ['pt-BR', 'pt-BR'],
    ['en', 'en'],
    ['es', 'en'],
    ['pt', 'en'],
  ])('stored %p → %p', (stored, expected) => {
    if (stored !== null) localStorage.setItem('i18nextLng', stored);
    expect(detectLanguage()).toBe(expected);
  });
});

describe('initI18n', () => {
  beforeAll(async () => {
    // A returning Portuguese-speaking user.
    localStorage.setItem('i18nextLng', 'pt-BR');
    registerNamespace('greetings', greetings);
    await initI18n(['greetings']);
  });

  afterAll(() => changeLanguage('en'));

  test('starts in the stored language, with its texts, page lang and date locale', () => {
    expect(i18next.language).toBe('pt-BR');
    expect(textFor(i18next.t)('hello', { ns: 'greetings' })).toBe('Olá');
    expect(document.documentElement.lang).toBe('pt-BR');
    expect(dayjs.locale()).toBe('pt-br');
  });

  test('starts once per page', () => {
    expect(initI18n(['other'])).toBe(initI18n(['greetings']));
  });

  test('a screen suspends until its namespace is loaded, then shows the texts', async () => {
    const later = {
      en: jest.fn(async () => ({ default: { hello: 'Hi later' } })),
      'pt-BR': jest.fn(async () => ({ default: { hello: 'Oi depois' } })),
    };
    registerNamespace('later', later);

    render(
      <Suspense fallback={<p>Loading texts</p>}>
        <Later />
        <Greeting />
      </Suspense>,
    );

    expect(screen.getByText('Loading texts')).toBeInTheDocument();
    expect(await screen.findByText('Oi depois')).toBeVisible();
    expect(screen.getByText('Olá')).toBeVisible();
    expect(later['pt-BR']).toHaveBeenCalled();
  });

  test('changing the language re-renders, persists it and updates page lang and dates', async () => {
    render(
      <Suspense fallback={null}>
        <Greeting />
      </Suspense>,
    );
    expect(await screen.findByText('Olá')).toBeVisible();

    await act(() => changeLanguage('en'));

    expect(await screen.findByText('Hello')).toBeVisible();
    expect(localStorage.getItem('i18nextLng')).toBe('en');
    expect(document.documentElement.lang).toBe('en');
    expect(dayjs.locale()).toBe('en');
  });
});
