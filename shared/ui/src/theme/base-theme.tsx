import { type ReactNode, useLayoutEffect } from 'react';
import { type BaseToken, useBaseToken } from './base-tokens';
import { useTheme } from './theme-store';

const STYLE_ELEMENT_ID = 'arara-base-styles';

/**
 * The look of the plain controls (`PlainButton`, `TextInput`, `PasswordInput`, `PlainSelect`,
 * `PageFrame`'s breadcrumb): antd's button, input, select and breadcrumb in the same tokens,
 * states included (hover, focus, error, busy, disabled), without antd's style engine, and of
 * plain links (antd's link colours instead of the browser's blue; `:where` keeps any
 * component's own link style above it). One stylesheet, rewritten when the theme changes.
 */
function baseStyles(t: BaseToken): string {
  const motion = `all ${t.motionDurationMid} cubic-bezier(0.645, 0.045, 0.355, 1)`;
  const focusRing = `outline: ${t.lineWidthFocus}px solid ${t.colorPrimaryBorder}; outline-offset: 1px;`;
  const border = `${t.lineWidth}px ${t.lineType}`;
  return `
.arara-btn { display: inline-flex; align-items: center; justify-content: center; gap: ${t.marginXS}px;
  box-sizing: border-box; height: ${t.controlHeight}px; padding: 0 15px; margin: 0; font: inherit;
  font-size: ${t.fontSize}px; line-height: ${t.lineHeight}; white-space: nowrap; cursor: pointer;
  color: ${t.colorText}; background: ${t.colorBgContainer}; border: ${border} ${t.colorBorder};
  border-radius: ${t.borderRadius}px; transition: ${motion}; }
.arara-btn:hover { color: ${t.colorPrimaryHover}; border-color: ${t.colorPrimaryHover}; }
.arara-btn:active { color: ${t.colorPrimaryActive}; border-color: ${t.colorPrimaryActive}; }
.arara-btn:focus-visible { ${focusRing} }
.arara-btn-primary, .arara-btn-primary:hover, .arara-btn-primary:active { color: ${t.colorTextLightSolid}; border-color: transparent; }
.arara-btn-primary { background: ${t.colorPrimary}; }
.arara-btn-primary:hover { background: ${t.colorPrimaryHover}; }
.arara-btn-primary:active { background: ${t.colorPrimaryActive}; }
.arara-btn-lg { height: ${t.controlHeightLG}px; font-size: ${t.fontSizeLG}px; border-radius: ${t.borderRadiusLG}px; }
.arara-btn-sm { height: ${t.controlHeightSM}px; padding: 0 7px; border-radius: ${t.borderRadiusSM}px; }
.arara-btn-block { width: 100%; }
.arara-btn[aria-busy='true'] { opacity: 0.65; cursor: default; pointer-events: none; }
.arara-btn:disabled { cursor: not-allowed; color: ${t.colorTextDisabled}; background: ${t.colorBgContainerDisabled}; border-color: ${t.colorBorder}; }
.arara-input { box-sizing: border-box; display: block; width: 100%; margin: 0; padding: 4px 11px;
  font: inherit; font-size: ${t.fontSize}px; line-height: ${t.lineHeight}; color: ${t.colorText};
  background: ${t.colorBgContainer}; border: ${border} ${t.colorBorder}; border-radius: ${t.borderRadius}px;
  transition: ${motion}; outline: none; }
.arara-input::placeholder, .arara-affix input::placeholder { color: ${t.colorTextPlaceholder}; }
.arara-input:hover { border-color: ${t.colorPrimaryHover}; }
.arara-input:focus, .arara-input:focus-within { border-color: ${t.colorPrimary}; box-shadow: 0 0 0 ${t.controlOutlineWidth}px ${t.controlOutline}; }
.arara-input-lg { padding: 7px 11px; font-size: ${t.fontSizeLG}px; line-height: ${t.lineHeightLG}; border-radius: ${t.borderRadiusLG}px; }
.arara-input-error, .arara-input-error:hover { border-color: ${t.colorError}; }
.arara-input-error:focus, .arara-input-error:focus-within { border-color: ${t.colorError}; box-shadow: 0 0 0 ${t.controlOutlineWidth}px ${t.colorErrorOutline}; }
.arara-affix { display: flex; align-items: center; gap: ${t.marginXXS}px; }
.arara-affix input { flex: 1; min-width: 0; padding: 0; margin: 0; border: 0; outline: none; font: inherit; color: inherit; background: transparent; }
.arara-affix button { display: inline-flex; padding: 0; margin: 0; border: 0; background: transparent; cursor: pointer; color: ${t.colorTextDescription}; font-size: ${t.fontSize}px; }
.arara-affix button:hover { color: ${t.colorText}; }
.arara-affix button:focus-visible { ${focusRing} border-radius: ${t.borderRadiusSM}px; }
.arara-select { position: relative; display: inline-block; width: auto; padding: 0; }
.arara-select select { appearance: none; box-sizing: border-box; width: 100%; margin: 0; padding: 4px 29px 4px 11px; font: inherit; line-height: inherit; color: inherit; background: transparent; border: 0; border-radius: inherit; outline: none; cursor: pointer; }
.arara-select-prefixed select { padding-left: 33px; }
.arara-select option { color: ${t.colorText}; background: ${t.colorBgContainer}; }
.arara-select select:disabled { cursor: not-allowed; }
.arara-select-prefix, .arara-select-arrow { position: absolute; top: 50%; transform: translateY(-50%); display: inline-flex; pointer-events: none; }
.arara-select-prefix { left: 11px; }
.arara-select-arrow { right: 11px; font-size: 12px; color: ${t.colorTextDescription}; }
.arara-breadcrumb ol { display: flex; flex-wrap: wrap; margin: 0; padding: 0; list-style: none; color: ${t.colorTextDescription}; }
.arara-breadcrumb li[aria-hidden] { margin: 0 ${t.marginXS}px; }
.arara-breadcrumb li[aria-current] { color: ${t.colorText}; }
.arara-breadcrumb a { color: inherit; padding: 0 ${t.paddingXXS}px; margin: 0 -${t.paddingXXS}px; border-radius: ${t.borderRadiusSM}px; }
.arara-breadcrumb a:hover { color: ${t.colorText}; background: ${t.colorBgContainerDisabled}; }
:where(a) { color: ${t.colorLink}; text-decoration: none; background-color: transparent; cursor: pointer; transition: color ${t.motionDurationMid}; }
:where(a):hover { color: ${t.colorLinkHover}; }
:where(a):active { color: ${t.colorLinkActive}; }
:where(a):focus-visible { ${focusRing} border-radius: ${t.borderRadiusSM}px; }
@keyframes arara-spin { to { transform: rotate(360deg); } }
`;
}

/**
 * The page in the stored theme without antd: `data-theme` and `color-scheme` on <html>, the
 * page's background, text colour and font, and the plain controls' stylesheet. It wraps every
 * screen; the dashboard adds antd's `ThemeProvider` (@arara/ui/core) inside it.
 */
export function BaseTheme({ children }: { children: ReactNode }) {
  const { resolvedTheme } = useTheme();
  const token = useBaseToken();

  // Before the first paint: no flash of unstyled controls or of the wrong background.
  useLayoutEffect(() => {
    const root = document.documentElement;
    root.dataset.theme = resolvedTheme;
    root.style.colorScheme = resolvedTheme;
    root.style.background = token.colorBgLayout;
    root.style.color = token.colorText;
    // Plain text (labels, headings) follows the page.
    root.style.fontFamily = token.fontFamily;
    root.style.fontSize = `${token.fontSize}px`;
    root.style.lineHeight = String(token.lineHeight);
    let style = document.getElementById(STYLE_ELEMENT_ID);
    if (!style) {
      style = document.createElement('style');
      style.id = STYLE_ELEMENT_ID;
      document.head.append(style);
    }
    style.textContent = baseStyles(token);
  }, [resolvedTheme, token]);

  return children;
}
