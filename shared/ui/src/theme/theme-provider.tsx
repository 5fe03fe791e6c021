import { useTranslation } from '@arara/i18n';
import { ConfigProvider, theme } from 'antd';
import type { Locale } from 'antd/es/locale';
import { type ReactNode, useEffect, useState } from 'react';
import { useTheme } from './theme-store';

const BRAND = { colorPrimary: '#0f766e', borderRadius: 8 };

function useAntdLocale(language: string): Locale | undefined {
  const [locale, setLocale] = useState<Locale | undefined>(undefined);
  useEffect(() => {
    let isCurrent = true;
    if (language === 'pt-BR') {
      import('antd/es/locale/pt_BR').then((module) => {
        if (isCurrent) setLocale(module.default);
      });
    } else {
      setLocale(undefined);
    }
    return () => {
      isCurrent = false;
    };
  }, [language]);
  return locale;
}

/** The page itself (background, text colour and font) in the theme's tokens. */
function PageBackground() {
  const { token } = theme.useToken();
  useEffect(() => {
    const root = document.documentElement;
    root.style.background = token.colorBgLayout;
    root.style.color = token.colorText;
    // antd styles its own components only; plain text (labels, headings) follows the page.
    root.style.fontFamily = token.fontFamily;
    root.style.fontSize = `${token.fontSize}px`;
    root.style.lineHeight = String(token.lineHeight);
  }, [token.colorBgLayout, token.colorText, token.fontFamily, token.fontSize, token.lineHeight]);
  return null;
}

/** antd's theme and locale, following the stored theme and the current language. */
export function ThemeProvider({ children }: { children: ReactNode }) {
  const { resolvedTheme } = useTheme();
  const { i18n } = useTranslation();
  const locale = useAntdLocale(i18n.language);
  const isDark = resolvedTheme === 'dark';

  useEffect(() => {
    document.documentElement.dataset.theme = resolvedTheme;
    document.documentElement.style.colorScheme = resolvedTheme;
  }, [resolvedTheme]);

  return (
    <ConfigProvider
      locale={locale}
      theme={{ algorithm: isDark ? theme.darkAlgorithm : theme.defaultAlgorithm, token: BRAND }}
    >
      <PageBackground />
      {children}
    </ConfigProvider>
  );
}

/** The antd design tokens of the current theme (light or dark), for drawings antd does not style. */
export function useThemeToken() {
  return theme.useToken().token;
}
