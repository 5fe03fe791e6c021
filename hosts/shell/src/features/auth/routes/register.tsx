import { ApiError } from '@arara/api-client';
import { register } from '@/api/identity';
import { type TRegisterForm, ZRegisterForm } from '@arara/contracts';
import { textFor, useTranslation } from '@arara/i18n';
import { Button, Field } from '@arara/ui/core';
import { Checkbox } from '@arara/ui/form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { Controller, useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router-dom';
import { AuthCard } from '@/components/auth-card';
import { FormAlert } from '@/components/form-alert';
import { NewPasswordFields } from '@/components/new-password-fields';
import { TextField } from '@/components/text-field';

/** /register: sign-up; the account is usable once the e-mail is verified. */
export function RegisterPage() {
  const { t, i18n } = useTranslation(['shell', 'common']);
  const navigate = useNavigate();
  const { control, handleSubmit, setError } = useForm<TRegisterForm>({
    resolver: zodResolver(ZRegisterForm),
    defaultValues: { name: '', email: '', password: '', confirmPassword: '', acceptTerms: false },
  });
  const signUp = useMutation({
    mutationFn: ({ confirmPassword: _confirm, ...values }: TRegisterForm) =>
      register({ ...values, language: i18n.language === 'pt-BR' ? 'pt-BR' : 'en' }),
    onSuccess: ({ email }) =>
      navigate(`/unverified-email?email=${encodeURIComponent(email)}&sent=1`, { replace: true }),
    onError: (error) => {
      if (!(error instanceof ApiError)) return;
      for (const [field, message] of Object.entries(error.fields)) {
        if (field === 'name' || field === 'email' || field === 'password') {
          setError(field, { message });
        }
      }
    },
  });
  const hasFieldErrors =
    signUp.error instanceof ApiError && Object.keys(signUp.error.fields).length;

  return (
    <AuthCard
      title={t('auth.register.title')}
      footer={
        <>
          {t('auth.register.haveAccount')} <Link to="/login">{t('auth.backToLogin')}</Link>
        </>
      }
    >
      <form onSubmit={handleSubmit((values) => signUp.mutate(values))} noValidate>
        {signUp.isError && !hasFieldErrors ? <FormAlert title={t('auth.register.error')} /> : null}
        <TextField
          control={control}
          name="name"
          id="register-name"
          label={t('auth.name')}
          autoComplete="name"
        />
        <TextField
          control={control}
          name="email"
          id="register-email"
          type="email"
          label={t('common:login.email')}
          autoComplete="email"
        />
        <NewPasswordFields
          control={control}
          name="password"
          idPrefix="register"
          label={t('common:login.password')}
        />
        <Controller
          control={control}
          name="acceptTerms"
          render={({ field, fieldState }) => (
            <Field
              id="register-terms"
              error={
                fieldState.error?.message
                  ? textFor(t)(`common:${fieldState.error.message}`)
                  : undefined
              }
            >
              {({ status: _status, ...controlProps }) => (
                <Checkbox
                  {...controlProps}
                  ref={field.ref}
                  checked={field.value}
                  onBlur={field.onBlur}
                  onChange={(event) => field.onChange(event.target.checked)}
                >
                  {t('auth.register.acceptTerms')}
                </Checkbox>
              )}
            </Field>
          )}
        />
        <Button type="primary" htmlType="submit" block size="large" loading={signUp.isPending}>
          {t('auth.register.submit')}
        </Button>
      </form>
    </AuthCard>
  );
}
