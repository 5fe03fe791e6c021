import { ApiError } from '@arara/api-client';
import { resetPassword } from '@/api/identity';
import { type TSetPasswordForm, ZSetPasswordForm } from '@arara/contracts';
import { textFor, useTranslation } from '@arara/i18n';
import { Button, toast } from '@arara/ui/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { FormAlert } from '@/components/form-alert';
import { NewPasswordFields } from '@/components/new-password-fields';

type SetPasswordFormProps = {
  token: string;
  /** i18n key (shell) of the failure other than a bad token: setting or resetting. */
  errorKey: string;
};

/** New password + confirmation, sent with the e-mailed token; then the user signs in. */
export function SetPasswordForm({ token, errorKey }: SetPasswordFormProps) {
  const { t } = useTranslation(['shell', 'common']);
  const navigate = useNavigate();
  const { control, handleSubmit } = useForm<TSetPasswordForm>({
    resolver: zodResolver(ZSetPasswordForm),
    defaultValues: { password: '', confirmPassword: '' },
  });
  const save = useMutation({
    mutationFn: ({ password }: TSetPasswordForm) => resetPassword({ token, password }),
    onSuccess: () => {
      toast.success(t('auth.setPassword.done'));
      navigate('/login', { replace: true });
    },
  });
  const isBadToken = save.error instanceof ApiError && save.error.code === 'INVALID_TOKEN';

  return (
    <form onSubmit={handleSubmit((values) => save.mutate(values))} noValidate>
      {save.isError ? (
        <FormAlert
          title={isBadToken ? t('auth.invalidToken') : textFor(t)(errorKey)}
          description={isBadToken ? t('auth.setPassword.invalidMessage') : undefined}
        />
      ) : null}
      <NewPasswordFields
        control={control}
        name="password"
        idPrefix="set"
        label={t('auth.newPassword')}
      />
      <Button type="primary" htmlType="submit" block size="large" loading={save.isPending}>
        {t('auth.setPassword.submit')}
      </Button>
    </form>
  );
}
