import { ApiError } from '@arara/api-client';
import { keepSession } from '@arara/api-client';
import {
  type TRecoveryCodeForm,
  type TTwoFactorCodeForm,
  ZRecoveryCodeForm,
  ZTwoFactorCodeForm,
} from '@arara/contracts';
import { TWO_FACTOR_NAMESPACES, useTwoFactorTranslation } from '../i18n';
import { Button, Flex, Paragraph } from '@arara/ui/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, Navigate, useLocation, useNavigate } from 'react-router-dom';
import { safeRedirectTarget } from '@/components/guards';
import { AuthForm } from '@/components/auth-form';
import { FormAlert } from '@/components/form-alert';
import { AuthCard } from '@/components/auth-card';
import { loginWithTwoFactor, requestTwoFactorRevocation } from '../api/two-factor';
import { CodeField } from '../components/code-field';

/** What /login hands over in the router state (never in the URL). */
export type TwoFactorLoginState = { challengeToken: string; from?: string };

const readState = (state: unknown): TwoFactorLoginState | null => {
  if (typeof state !== 'object' || state === null) return null;
  const { challengeToken, from } = state as Record<string, unknown>;
  if (typeof challengeToken !== 'string' || !challengeToken) return null;
  return { challengeToken, from: typeof from === 'string' ? from : undefined };
};

/** /login/two-factor: the second step of sign-in, with a code of the app or a recovery code. */
export function TwoFactorLoginPage() {
  const { t } = useTwoFactorTranslation();
  const location = useLocation();
  const state = readState(location.state);
  if (!state) return <Navigate to="/login" replace />;
  return (
    <AuthCard
      title={t('twoFactor.login.title')}
      footer={<Link to="/login">{t('shell:auth.backToLogin')}</Link>}
    >
      <TwoFactorLoginForm challengeToken={state.challengeToken} from={state.from} />
    </AuthCard>
  );
}

type FormProps = { challengeToken: string; from: string | undefined };

function TwoFactorLoginForm({ challengeToken, from }: FormProps) {
  const { t } = useTwoFactorTranslation();
  const navigate = useNavigate();
  const [usesRecoveryCode, setUsesRecoveryCode] = useState(false);
  const codeForm = useForm<TTwoFactorCodeForm>({
    resolver: zodResolver(ZTwoFactorCodeForm),
    defaultValues: { code: '' },
  });
  const recoveryForm = useForm<TRecoveryCodeForm>({
    resolver: zodResolver(ZRecoveryCodeForm),
    defaultValues: { recoveryCode: '' },
  });

  const verify = useMutation({
    mutationFn: (factor: { code: string } | { recoveryCode: string }) =>
      loginWithTwoFactor({ challengeToken, ...factor }),
    onSuccess: (session) => {
      keepSession(session);
      navigate(safeRedirectTarget(from ?? null), { replace: true });
    },
    onError: (error) => {
      if (!(error instanceof ApiError)) return;
      if (error.fields.code) codeForm.setError('code', { message: error.fields.code });
      if (error.fields.recoveryCode) {
        recoveryForm.setError('recoveryCode', { message: error.fields.recoveryCode });
      }
    },
  });
  const revocation = useMutation({
    mutationFn: () => requestTwoFactorRevocation({ challengeToken }),
  });

  const failure = verify.error instanceof ApiError ? verify.error : null;
  const isFieldError = Boolean(failure && Object.keys(failure.fields).length > 0);
  const failureMessage =
    failure?.code === 'INVALID_TOKEN'
      ? t('twoFactor.login.expired')
      : failure?.code === 'RATE_LIMITED'
        ? t('twoFactor.login.rateLimited')
        : t('twoFactor.login.error');

  const toggle = () => {
    verify.reset();
    setUsesRecoveryCode((current) => !current);
  };

  return (
    <>
      {verify.isError && !isFieldError ? <FormAlert title={failureMessage} /> : null}
      {revocation.isSuccess ? (
        <FormAlert type="success" title={t('twoFactor.login.revocationSent')} />
      ) : null}
      {revocation.isError ? <FormAlert title={t('twoFactor.login.revocationError')} /> : null}
      {usesRecoveryCode ? (
        <AuthForm
          key="recovery"
          form={recoveryForm}
          onValid={(values) => verify.mutate(values)}
          errorNamespaces={TWO_FACTOR_NAMESPACES}
          submitLabel={t('twoFactor.login.submit')}
          pending={verify.isPending}
        >
          <Paragraph>{t('twoFactor.login.recoveryMessage')}</Paragraph>
          <CodeField
            name="recoveryCode"
            id="two-factor-recovery-code"
            label={t('twoFactor.login.recoveryCode')}
            kind="text"
          />
        </AuthForm>
      ) : (
        <AuthForm
          key="code"
          form={codeForm}
          onValid={(values) => verify.mutate(values)}
          errorNamespaces={TWO_FACTOR_NAMESPACES}
          submitLabel={t('twoFactor.login.submit')}
          pending={verify.isPending}
        >
          <Paragraph>{t('twoFactor.login.message')}</Paragraph>
          <CodeField name="code" id="two-factor-code" label={t('twoFactor.login.code')} />
        </AuthForm>
      )}
      <Flex justify="space-between" wrap gap={8} style={{ marginTop: 16 }}>
        <Button type="link" style={{ padding: 0 }} onClick={toggle}>
          {usesRecoveryCode
            ? t('twoFactor.login.useAppCode')
            : t('twoFactor.login.useRecoveryCode')}
        </Button>
        <Button
          type="link"
          style={{ padding: 0 }}
          loading={revocation.isPending}
          disabled={revocation.isSuccess}
          onClick={() => revocation.mutate()}
        >
          {t('twoFactor.login.lostDevice')}
        </Button>
      </Flex>
    </>
  );
}
