import { useTranslation } from '@arara/i18n';
import { ConfigProvider, type ThemeConfig, theme } from 'antd';
import type { Locale } from 'antd/es/locale';
import enUS from 'antd/es/locale/en_US';
import { type ReactNode, useEffect, useState } from 'react';
import { useTheme } from '@arara/ui/base';

const BRAND = { colorPrimary: '#0f766e', borderRadius: 8 };

/**
 * Text colours that reach WCAG AA contrast (4.5:1) on the theme's backgrounds: antd's secondary
 * text (45 % opacity), placeholders, status and preset tags, its blue links and, in dark, the
 * primary colour used as text fall below it
 * (axe `color-contrast`, e2e/tests/accessibility.spec.ts, docs/testing.md "Accessibility (axe)").
 */
const READABLE = {
  light: {
    token: {
      colorLink: '#0f766e',
      colorLinkHover: '#115e59',
      colorLinkActive: '#134e4a',
      colorTextDescription: 'rgba(0, 0, 0, 0.6)',
      colorTextTertiary: 'rgba(0, 0, 0, 0.6)',
      colorTextQuaternary: 'rgba(0, 0, 0, 0.55)',
      colorTextPlaceholder: 'rgba(0, 0, 0, 0.55)',
      // Status tags and amounts (antd's 6th palette colours are for fills, not text).
      colorSuccess: '#237804',
      colorSuccessBg: '#f6ffed',
      colorSuccessBorder: '#b7eb8f',
      colorInfo: '#0958d9',
      colorWarning: '#874d00',
      colorWarningBg: '#fffbe6',
      colorWarningBorder: '#ffe58f',
      colorError: '#cf1322',
      // Preset tags (`<Tag color="green">`) write the palette's 7th colour on its 1st: palettes
      // seeded a step darker (an override of the 7th colour alone does not reach the tags).
      cyan: '#006d75',
      green: '#237804',
      orange: '#ad4e00',
      yellow: '#876800',
      volcano: '#ad2102',
      lime: '#3f6600',
      gold: '#874d00',
    },
    components: { Menu: { itemSelectedBg: '#e6f2f0', itemSelectedColor: '#0f766e' } },
  },
  dark: {
    token: {
      colorLink: '#2dd4bf',
      colorLinkHover: '#5eead4',
      colorLinkActive: '#14b8a6',
      colorTextDescription: 'rgba(255, 255, 255, 0.6)',
      colorTextTertiary: 'rgba(255, 255, 255, 0.6)',
      colorTextQuaternary: 'rgba(255, 255, 255, 0.55)',
      colorTextPlaceholder: 'rgba(255, 255, 255, 0.55)',
      colorInfo: '#65a9f3',
      colorError: '#f37370',
      purple: '#b37feb',
      geekblue: '#85a5ff',
    },
    components: {
      Menu: { itemSelectedColor: '#5eead4', subMenuItemSelectedColor: '#5eead4' },
      Tabs: { itemSelectedColor: '#2dd4bf', itemHoverColor: '#5eead4', itemActiveColor: '#14b8a6' },
    },
  },
};

/** antd's theme for `resolved`: the brand, then the readable text colours above. */
export function themeConfig(resolved: 'light' | 'dark'): ThemeConfig {
  return {
    algorithm: resolved === 'dark' ? theme.darkAlgorithm : theme.defaultAlgorithm,
    token: { ...BRAND, ...READABLE[resolved].token },
    components: READABLE[resolved].components,
  };
}

/**
 * Never `undefined`: antd wraps its children in a locale provider only when it has a locale, so
 * a locale arriving after the first render would remount the whole tree (a form's typed values
 * and messages gone). English (antd's default, already in its bundle) until Portuguese loads.
 */
function useAntdLocale(language: string): Locale {
  const [locale, setLocale] = useState<Locale>(enUS);
  useEffect(() => {
    let isCurrent = true;
    if (language === 'pt-BR') {
      import('antd/es/locale/pt_BR').then((module) => {
        if (isCurrent) setLocale(module.default);
      });
    } else {
      setLocale(enUS);
    }
    return () => {
      isCurrent = false;
    };
  }, [language]);
  return locale;
}

/**
 * antd's theme and locale, following the stored theme and the current language. Inside
 * `BaseTheme` (@arara/ui/base), which themes the page itself; the dashboard's parts load it,
 * /login does not.
 */
export function ThemeProvider({ children }: { children: ReactNode }) {
  const { resolvedTheme } = useTheme();
  const { i18n } = useTranslation();
  const locale = useAntdLocale(i18n.language);

  return (
    <ConfigProvider locale={locale} theme={themeConfig(resolvedTheme)}>
      {children}
    </ConfigProvider>
  );
}

/** The antd design tokens of the current theme (light or dark), for drawings antd does not style. */
export function useThemeToken() {
  return theme.useToken().token;
}
