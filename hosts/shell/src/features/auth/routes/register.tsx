import { ApiError } from '@arara/api-client';
import { register } from '@/api/identity';
import { type TRegisterForm, ZRegisterForm } from '@arara/contracts';
import { useTranslation } from '@arara/i18n';
import { BoundField, Checkbox, TextField } from '@arara/ui/form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router-dom';
import { AuthCard } from '@/components/auth-card';
import { AuthForm } from '@/components/auth-form';
import { EmailField } from '../components/email-field';
import { NewPasswordFields } from '@/components/new-password-fields';

/** /register: sign-up; the account is usable once the e-mail is verified. */
export function RegisterPage() {
  const { t, i18n } = useTranslation(['shell', 'common']);
  const navigate = useNavigate();
  const form = useForm<TRegisterForm>({
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
          form.setError(field, { message });
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
      <AuthForm
        form={form}
        onValid={(values) => signUp.mutate(values)}
        failure={signUp.isError && !hasFieldErrors ? t('auth.register.error') : null}
        submitLabel={t('auth.register.submit')}
        pending={signUp.isPending}
      >
        <TextField name="name" id="register-name" label={t('auth.name')} autoComplete="name" />
        <EmailField id="register-email" />
        <NewPasswordFields name="password" idPrefix="register" label={t('common:login.password')} />
        <BoundField
          name="acceptTerms"
          id="register-terms"
          render={(field, { status: _status, ...controlProps }) => (
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
        />
      </AuthForm>
    </AuthCard>
  );
}
