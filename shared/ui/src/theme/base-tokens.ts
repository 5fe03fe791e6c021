import { type ResolvedTheme, useTheme } from './theme-store';

/**
 * The antd design tokens that Arara's light pieces (`@arara/ui/base`: the sign-in screen, the
 * error and pending screens, banners, fields, panels) draw with, computed once from the theme
 * the dashboard gives antd (`themeConfig` in theme-provider.tsx) so that /login does not load
 * antd's token machinery (cssinjs, the theme algorithms). `base-tokens.test.ts` compares every
 * value with `theme.getDesignToken(themeConfig(mode))`: a change of the brand, of the readable
 * colours or of antd fails it until this table is updated (docs/architecture.md "Design system").
 */
const SIZES = {
  borderRadius: 8,
  borderRadiusLG: 10,
  borderRadiusSM: 6,
  controlHeight: 32,
  controlHeightLG: 40,
  controlHeightSM: 24,
  controlOutlineWidth: 2,
  fontFamily:
    "-apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, 'Helvetica Neue', Arial,\n'Noto Sans', sans-serif, 'Apple Color Emoji', 'Segoe UI Emoji', 'Segoe UI Symbol',\n'Noto Color Emoji'",
  fontSize: 14,
  fontSizeHeading1: 38,
  fontSizeHeading2: 30,
  fontSizeHeading3: 24,
  fontSizeHeading4: 20,
  fontSizeHeading5: 16,
  fontSizeLG: 16,
  fontWeightStrong: 600,
  lineHeight: 1.5714285714285714,
  lineHeightHeading1: 1.2105263157894737,
  lineHeightHeading2: 1.2666666666666666,
  lineHeightHeading3: 1.3333333333333333,
  lineHeightHeading4: 1.4,
  lineHeightHeading5: 1.5,
  lineHeightLG: 1.5,
  lineType: 'solid',
  lineWidth: 1,
  lineWidthFocus: 3,
  marginLG: 24,
  marginSM: 12,
  marginXS: 8,
  marginXXS: 4,
  motionDurationMid: '0.2s',
  paddingContentHorizontalLG: 24,
  paddingLG: 24,
  paddingMD: 20,
  paddingSM: 12,
  paddingXL: 32,
  paddingXS: 8,
  paddingXXS: 4,
} as const;

type ColorKey =
  | 'colorBgContainer'
  | 'colorBgContainerDisabled'
  | 'colorBgLayout'
  | 'colorBorder'
  | 'colorBorderSecondary'
  | 'colorError'
  | 'colorErrorBg'
  | 'colorErrorBorder'
  | 'colorErrorHover'
  | 'colorErrorOutline'
  | 'colorInfo'
  | 'colorInfoBg'
  | 'colorInfoBorder'
  | 'colorLink'
  | 'colorLinkActive'
  | 'colorLinkHover'
  | 'colorPrimary'
  | 'colorPrimaryActive'
  | 'colorPrimaryBorder'
  | 'colorPrimaryHover'
  | 'colorSuccess'
  | 'colorSuccessBg'
  | 'colorSuccessBorder'
  | 'colorText'
  | 'colorTextDescription'
  | 'colorTextDisabled'
  | 'colorTextHeading'
  | 'colorTextLightSolid'
  | 'colorTextPlaceholder'
  | 'colorTextSecondary'
  | 'colorWarning'
  | 'colorWarningBg'
  | 'colorWarningBorder'
  | 'controlOutline';

const COLORS: Record<ResolvedTheme, Record<ColorKey, string>> = {
  light: {
    colorBgContainer: '#ffffff',
    colorBgContainerDisabled: 'rgba(0,0,0,0.04)',
    colorBgLayout: '#f5f5f5',
    colorBorder: '#d9d9d9',
    colorBorderSecondary: '#f0f0f0',
    colorError: '#cf1322',
    colorErrorBg: '#ffe8e6',
    colorErrorBorder: '#f58d8c',
    colorErrorHover: '#db373f',
    colorErrorOutline: 'rgba(255,25,5,0.1)',
    colorInfo: '#0958d9',
    colorInfoBg: '#e6f4ff',
    colorInfoBorder: '#85c0ff',
    colorLink: '#0f766e',
    colorLinkActive: '#134e4a',
    colorLinkHover: '#115e59',
    colorPrimary: '#0f766e',
    colorPrimaryActive: '#064f4b',
    colorPrimaryBorder: '#5f9c90',
    colorPrimaryHover: '#268277',
    colorSuccess: '#237804',
    colorSuccessBg: '#f6ffed',
    colorSuccessBorder: '#b7eb8f',
    colorText: 'rgba(0,0,0,0.88)',
    colorTextDescription: 'rgba(0, 0, 0, 0.6)',
    colorTextDisabled: 'rgba(0, 0, 0, 0.55)',
    colorTextHeading: 'rgba(0,0,0,0.88)',
    colorTextLightSolid: '#fff',
    colorTextPlaceholder: 'rgba(0, 0, 0, 0.55)',
    colorTextSecondary: 'rgba(0,0,0,0.65)',
    colorWarning: '#874d00',
    colorWarningBg: '#fffbe6',
    colorWarningBorder: '#ffe58f',
    controlOutline: 'rgba(6,44,35,0.35)',
  },
  dark: {
    colorBgContainer: '#141414',
    colorBgContainerDisabled: 'rgba(255,255,255,0.08)',
    colorBgLayout: '#000000',
    colorBorder: '#424242',
    colorBorderSecondary: '#303030',
    colorError: '#d26562',
    colorErrorBg: '#2a1a1b',
    colorErrorBorder: '#573130',
    colorErrorHover: '#e89590',
    colorErrorOutline: 'rgba(240,80,90,0.1)',
    colorInfo: '#5993d2',
    colorInfoBg: '#19202a',
    colorInfoBorder: '#2c4157',
    colorLink: '#29b7a5',
    colorLinkActive: '#14b8a6',
    colorLinkHover: '#5eead4',
    colorPrimary: '#106761',
    colorPrimaryActive: '#11544f',
    colorPrimaryBorder: '#13312f',
    colorPrimaryHover: '#24776d',
    colorSuccess: '#49aa19',
    colorSuccessBg: '#162312',
    colorSuccessBorder: '#274916',
    colorText: 'rgba(255,255,255,0.85)',
    colorTextDescription: 'rgba(255, 255, 255, 0.6)',
    colorTextDisabled: 'rgba(255, 255, 255, 0.55)',
    colorTextHeading: 'rgba(255,255,255,0.85)',
    colorTextLightSolid: '#fff',
    colorTextPlaceholder: 'rgba(255, 255, 255, 0.55)',
    colorTextSecondary: 'rgba(255,255,255,0.65)',
    colorWarning: '#d89614',
    colorWarningBg: '#2b2111',
    colorWarningBorder: '#594214',
    controlOutline: 'rgba(12,243,228,0.13)',
  },
};

export type BaseToken = typeof SIZES & Record<ColorKey, string>;

export const BASE_TOKENS: Record<ResolvedTheme, BaseToken> = {
  light: { ...SIZES, ...COLORS.light },
  dark: { ...SIZES, ...COLORS.dark },
};

/** The base tokens of the stored theme (light, dark, or the system's). */
export function useBaseToken(): BaseToken {
  return BASE_TOKENS[useTheme().resolvedTheme];
}
