import { useTranslation } from '@arara/i18n';
import { DesktopOutlined, MoonOutlined, SunOutlined } from '@ant-design/icons';
import { Segmented } from 'antd';
import { THEMES, type ThemePreference, useTheme } from '@arara/ui/base';

const ICONS = { light: <SunOutlined />, dark: <MoonOutlined />, system: <DesktopOutlined /> };

export function ThemeSwitch() {
  const { t } = useTranslation('common');
  const { preference, setPreference } = useTheme();
  return (
    <Segmented<ThemePreference>
      aria-label={t('theme.label')}
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
