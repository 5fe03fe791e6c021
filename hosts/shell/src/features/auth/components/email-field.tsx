import { useTranslation } from '@arara/i18n';
import { TextField } from '@arara/ui/form';

/** The account's e-mail address (field `email`), inside an AuthForm. */
export function EmailField({ id }: { id: string }) {
  const { t } = useTranslation('common');
  return (
    <TextField name="email" id={id} type="email" label={t('login.email')} autoComplete="email" />
  );
}
