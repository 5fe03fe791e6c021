import { useTranslation } from '@arara/i18n';
import { THEMES, type ThemePreference, useTheme } from '@arara/ui/core';
import { DesktopOutlined, MoonOutlined, Segmented, SunOutlined } from '@arara/ui/layout';

const ICONS = { light: <SunOutlined />, dark: <MoonOutlined />, system: <DesktopOutlined /> };

export function ThemeSwitch() {
  const { t } = useTranslation('shell');
  const { preference, setPreference } = useTheme();
  return (
    <Segmented<ThemePreference>
      aria-label={t('header.theme')}
      value={preference}
      onChange={setPreference}
      options={THEMES.map((value) => ({
        value,
        icon: ICONS[value],
        label: t(`theme.${value}`),
      }))}
    />
  );
}
