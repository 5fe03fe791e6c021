import { changeLanguage, isLanguage, LANGUAGES, useTranslation } from '@arara/i18n';
import { GlobalOutlined } from '@ant-design/icons';
import { PlainSelect } from '../controls/plain-select';

/** English and Português; Español is shown as a label only (docs/requirements/ui-conventions.md "Languages"). */
export function LanguageSwitch() {
  const { t, i18n } = useTranslation('common');
  const options = [
    ...LANGUAGES.map((language) => ({ value: language, label: t(`language.${language}`) })),
    { value: 'es', label: t('language.es'), disabled: true },
  ];
  return (
    <PlainSelect
      aria-label={t('language.label')}
      prefix={<GlobalOutlined />}
      value={i18n.language}
      options={options}
      onChange={(value: string) => {
        if (isLanguage(value)) void changeLanguage(value);
      }}
      style={{ width: '100%' }}
    />
  );
}
