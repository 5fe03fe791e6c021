import { ApiError } from '@arara/api-client';
import { resetPassword } from '@/api/identity';
import { type TSetPasswordForm, ZSetPasswordForm } from '@arara/contracts';
import { textFor, useTranslation } from '@arara/i18n';
import { toast } from '@arara/ui/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { AuthForm } from '@/components/auth-form';
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
  const form = useForm<TSetPasswordForm>({
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
    <AuthForm
      form={form}
      onValid={(values) => save.mutate(values)}
      failure={save.isError ? (isBadToken ? t('auth.invalidToken') : textFor(t)(errorKey)) : null}
      failureDescription={isBadToken ? t('auth.setPassword.invalidMessage') : undefined}
      submitLabel={t('auth.setPassword.submit')}
      pending={save.isPending}
    >
      <NewPasswordFields name="password" idPrefix="set" label={t('auth.newPassword')} />
    </AuthForm>
  );
}
