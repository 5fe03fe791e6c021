import { useTranslation } from '@arara/i18n';
import { TextField } from '@arara/ui/form';

type NewPasswordFieldsProps = {
  /** The new password's field; its confirmation is always `confirmPassword`. */
  name: string;
  /** Prefix of the two controls' ids, unique on the page. */
  idPrefix: string;
  label: string;
};

/**
 * A new password and its confirmation, as every form that sets one asks for them (sign-up,
 * reset, change, invitation), inside a BoundForm. The schema checks that they match (on
 * `confirmPassword`).
 */
export function NewPasswordFields({ name, idPrefix, label }: NewPasswordFieldsProps) {
  const { t } = useTranslation('shell');
  const fields = [
    { name, id: `${idPrefix}-password`, label },
    {
      name: 'confirmPassword',
      id: `${idPrefix}-confirm-password`,
      label: t('auth.confirmPassword'),
    },
  ];
  return fields.map((field) => (
    <TextField key={field.id} {...field} type="password" autoComplete="new-password" />
  ));
}
