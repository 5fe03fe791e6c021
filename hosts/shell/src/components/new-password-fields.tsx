import { useTranslation } from '@arara/i18n';
import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import { TextField } from './text-field';

type NewPasswordFieldsProps<TValues extends FieldValues> = {
  control: Control<TValues>;
  /** The new password's field; its confirmation is always `confirmPassword`. */
  name: FieldPath<TValues>;
  /** Prefix of the two controls' ids, unique on the page. */
  idPrefix: string;
  label: string;
  messages?: Record<string, string>;
};

/**
 * A new password and its confirmation, as every form that sets one asks for them (sign-up,
 * reset, change, invitation). The schema checks that they match (on `confirmPassword`).
 */
export function NewPasswordFields<TValues extends FieldValues>({
  control,
  name,
  idPrefix,
  label,
  messages,
}: NewPasswordFieldsProps<TValues>) {
  const { t } = useTranslation('shell');
  return (
    <>
      <TextField
        control={control}
        name={name}
        id={`${idPrefix}-password`}
        type="password"
        label={label}
        autoComplete="new-password"
        messages={messages}
      />
      <TextField
        control={control}
        name={'confirmPassword' as FieldPath<TValues>}
        id={`${idPrefix}-confirm-password`}
        type="password"
        label={t('auth.confirmPassword')}
        autoComplete="new-password"
        messages={messages}
      />
    </>
  );
}
