import { theme } from 'antd';
import { BASE_TOKENS } from '../base';
import { themeConfig } from '../theme/theme-provider';

// The base entry draws /login without antd, from a table of antd's tokens; it must stay the
// dashboard's theme, value for value.
test.each(['light', 'dark'] as const)(
  'the %s base tokens are antd’s tokens of the dashboard theme',
  (mode) => {
    const antd = theme.getDesignToken(themeConfig(mode)) as unknown as Record<string, unknown>;
    const base = BASE_TOKENS[mode] as Record<string, unknown>;
    const fromAntd = Object.fromEntries(Object.keys(base).map((key) => [key, antd[key]]));
    expect(base).toEqual(fromAntd);
  },
);
