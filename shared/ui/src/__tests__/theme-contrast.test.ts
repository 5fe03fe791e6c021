import { theme } from 'antd';
import { themeConfig } from '../theme/theme-provider';

/** WCAG relative luminance of #rrggbb. */
function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((at) => {
    const channel = Number.parseInt(hex.slice(at, at + 2), 16) / 255;
    return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * (r ?? 0) + 0.7152 * (g ?? 0) + 0.0722 * (b ?? 0);
}

/** `color` (#rrggbb or rgba()) as painted over the opaque `background`. */
function painted(color: string, background: string): string {
  const short = color.match(/^#([0-9a-f])([0-9a-f])([0-9a-f])$/i);
  if (short)
    return `#${short
      .slice(1, 4)
      .map((digit) => digit + digit)
      .join('')}`;
  const rgba = color.match(/^rgba?\(([^)]+)\)$/);
  if (!rgba?.[1]) return color;
  const [r = 0, g = 0, b = 0, alpha = 1] = rgba[1].split(',').map(Number);
  return `#${[r, g, b]
    .map((channel, i) => {
      const under = Number.parseInt(background.slice(1 + 2 * i, 3 + 2 * i), 16);
      return Math.round(channel * alpha + under * (1 - alpha))
        .toString(16)
        .padStart(2, '0');
    })
    .join('')}`;
}

function contrast(color: string, background: string): number {
  const [light, dark] = [luminance(painted(color, background)), luminance(background)].sort(
    (a, b) => b - a,
  );
  return ((light ?? 0) + 0.05) / ((dark ?? 0) + 0.05);
}

const PRESETS = [
  'blue',
  'purple',
  'cyan',
  'green',
  'magenta',
  'pink',
  'red',
  'orange',
  'yellow',
  'volcano',
  'geekblue',
  'lime',
  'gold',
] as const;

// axe's color-contrast rule (e2e/tests/accessibility.spec.ts) in a unit test: the text colours
// antd derives from our theme reach WCAG AA (4.5:1) on every background they are drawn on.
describe.each(['light', 'dark'] as const)('%s theme text contrast', (resolved) => {
  const config = themeConfig(resolved);
  const token = theme.getDesignToken(config);
  const backgrounds = [token.colorBgContainer, token.colorBgLayout, token.colorBgElevated];

  test.each([
    ['links', token.colorLink],
    [
      'secondary text (Typography type="secondary", breadcrumbs, steps)',
      token.colorTextDescription,
    ],
    ['tertiary text (descriptions labels, empty states)', token.colorTextTertiary],
    ['body text', token.colorText],
  ])('%s', (_, color) => {
    for (const background of backgrounds) {
      expect(contrast(color, background)).toBeGreaterThanOrEqual(4.5);
    }
  });

  test('the selected menu entry', () => {
    const menu = config.components?.Menu;
    const selectedBg = menu?.itemSelectedBg ?? token.colorPrimaryBg;
    expect(
      contrast(menu?.itemSelectedColor ?? token.colorPrimary, selectedBg),
    ).toBeGreaterThanOrEqual(4.5);
  });

  test('white text on primary buttons', () => {
    expect(contrast(token.colorTextLightSolid, token.colorPrimary)).toBeGreaterThanOrEqual(4.5);
  });

  test('placeholders and quaternary text (filters, empty cells)', () => {
    for (const background of backgrounds) {
      expect(contrast(token.colorTextPlaceholder, background)).toBeGreaterThanOrEqual(4.5);
      expect(contrast(token.colorTextQuaternary, background)).toBeGreaterThanOrEqual(4.5);
    }
  });

  // Status tags (`<Tag color="success">`) draw colorX on colorXBg; amounts use colorSuccess and
  // colorError on the page's backgrounds.
  test.each(['Success', 'Info', 'Warning', 'Error'] as const)('%s tags and texts', (status) => {
    const color = token[`color${status}`];
    expect(contrast(color, token[`color${status}Bg`])).toBeGreaterThanOrEqual(4.5);
    for (const background of backgrounds) {
      expect(contrast(color, background)).toBeGreaterThanOrEqual(4.5);
    }
  });

  // Preset tags (`<Tag color="green">`) draw the palette's 7th colour on its 1st (light) or the
  // dark algorithm's equivalents.
  test.each(PRESETS)('%s preset tags', (preset) => {
    const text = token[`${preset}7`];
    const background = token[`${preset}1`];
    expect(contrast(text, background)).toBeGreaterThanOrEqual(4.5);
  });
});
