import { ApiError } from '@arara/api-client';
import { changePassword } from '@/api/identity';
import { type TChangePasswordForm, ZChangePasswordForm } from '@arara/contracts';
import { RoutePage } from '@arara/ui/page';
import { useTranslation } from '@arara/i18n';
import { Button, Panel, toast } from '@arara/ui/core';
import { BoundForm, TextField } from '@arara/ui/form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { FormAlert } from '@/components/form-alert';
import { NewPasswordFields } from '@/components/new-password-fields';

const EMPTY: TChangePasswordForm = { currentPassword: '', newPassword: '', confirmPassword: '' };

/** /change-password: the spec's rules and messages (§5); other sessions are signed out. */
export function ChangePasswordPage() {
  const { t } = useTranslation(['shell', 'common']);
  const form = useForm<TChangePasswordForm>({
    resolver: zodResolver(ZChangePasswordForm),
    defaultValues: EMPTY,
  });
  const change = useMutation({
    mutationFn: ({ confirmPassword: _confirm, ...values }: TChangePasswordForm) =>
      changePassword(values),
    onSuccess: () => {
      toast.success(t('pages.changePassword.done'));
      form.reset(EMPTY);
    },
    onError: (error) => {
      if (error instanceof ApiError && error.fields.currentPassword) {
        form.setError('currentPassword', { message: error.fields.currentPassword });
      }
    },
  });
  // This form words its messages its own way ('Campo obrigatório').
  const messages = {
    'validation.required': t('pages.changePassword.required'),
    'validation.passwordMin6': t('pages.changePassword.min'),
    'validation.passwordsMustMatch': t('pages.changePassword.mismatch'),
  };
  const isFieldError = change.error instanceof ApiError && change.error.fields.currentPassword;

  return (
    <RoutePage
      namespace="shell"
      spec={{
        titleKey: 'pages.changePassword.title',
        descriptionKey: 'pages.changePassword.description',
      }}
    >
      <Panel style={{ maxWidth: 480 }}>
        <BoundForm
          form={form}
          onSubmit={form.handleSubmit((values) => change.mutate(values))}
          errorMessages={messages}
          fieldSize="large"
        >
          {change.isError && !isFieldError ? (
            <FormAlert title={t('pages.changePassword.error')} />
          ) : null}
          <TextField
            name="currentPassword"
            id="current-password"
            type="password"
            label={t('pages.changePassword.current')}
            autoComplete="current-password"
          />
          <NewPasswordFields name="newPassword" idPrefix="new" label={t('auth.newPassword')} />
          <Button type="primary" htmlType="submit" loading={change.isPending}>
            {t('pages.changePassword.submit')}
          </Button>
        </BoundForm>
      </Panel>
    </RoutePage>
  );
}
