import { ApiError } from '@arara/api-client';
import {
  type TTwoFactorEnableResponse,
  type TTwoFactorSignedInSetupForm,
  ZTwoFactorSetupForm,
  ZTwoFactorSignedInSetupForm,
} from '@arara/contracts';
import { TWO_FACTOR_NAMESPACES, useTwoFactorTranslation } from '../i18n';
import { Button, Flex, Paragraph, PendingIndicator, StatusScreen, Text } from '@arara/ui/core';
import { TextField } from '@arara/ui/form';
import { QRCode } from '@arara/ui/qr-code';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQuery } from '@tanstack/react-query';
import { type Resolver, useForm } from 'react-hook-form';
import { AuthForm } from '@/components/auth-form';
import { enableTwoFactor, startTwoFactorSetup, twoFactorSetupKey } from '../api/two-factor';
import { CodeField } from './code-field';

type TwoFactorSetupProps = {
  /** The setup token of a sign-in; without it, the signed-in user sets up. */
  setupToken?: string;
  onEnabled: (result: TTwoFactorEnableResponse) => void;
};

/**
 * Setup: the QR code (and the secret as text) of a new pending secret, then the code the app
 * shows, which turns two-factor on.
 */
export function TwoFactorSetup({ setupToken, onEnabled }: TwoFactorSetupProps) {
  const { t } = useTwoFactorTranslation();
  // A POST that creates a secret: asked once per mount (deduplicated by its key), never
  // refetched behind the user's back, which would replace the secret they scanned.
  const setup = useQuery({
    queryKey: twoFactorSetupKey(setupToken),
    queryFn: () => startTwoFactorSetup(setupToken),
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
    refetchOnReconnect: false,
    refetchOnWindowFocus: false,
  });
  // Signed in, the password is asked too (from a sign-in's setup token it was just given).
  const form = useForm<TTwoFactorSignedInSetupForm>({
    // With a setup token the form has no password field: the code alone is checked.
    resolver: (setupToken
      ? zodResolver(ZTwoFactorSetupForm)
      : zodResolver(ZTwoFactorSignedInSetupForm)) as Resolver<TTwoFactorSignedInSetupForm>,
    defaultValues: { code: '', password: '' },
  });
  const enable = useMutation({
    mutationFn: ({ code, password }: TTwoFactorSignedInSetupForm) =>
      enableTwoFactor(setupToken ? { code, setupToken } : { code, password }),
    onSuccess: onEnabled,
    onError: (error) => {
      if (!(error instanceof ApiError)) return;
      if (error.fields.code) form.setError('code', { message: error.fields.code });
      if (error.fields.password) form.setError('password', { message: error.fields.password });
    },
  });

  if (setup.isPending) return <PendingIndicator />;
  if (setup.isError) {
    const isTokenRejected = setup.error instanceof ApiError && setup.error.code === 'INVALID_TOKEN';
    return (
      <StatusScreen
        status="error"
        title={t('twoFactor.setup.qrError')}
        message={isTokenRejected ? t('twoFactor.setup.expired') : undefined}
        actions={
          isTokenRejected ? undefined : (
            <Button onClick={() => setup.refetch()}>{t('twoFactor.setup.retry')}</Button>
          )
        }
      />
    );
  }

  const codeRejected =
    enable.error instanceof ApiError &&
    Boolean(enable.error.fields.code || enable.error.fields.password);
  const tokenRejected = enable.error instanceof ApiError && enable.error.code === 'INVALID_TOKEN';
  return (
    <AuthForm
      form={form}
      onValid={(values) => enable.mutate(values)}
      errorNamespaces={TWO_FACTOR_NAMESPACES}
      failure={enable.isError && !codeRejected ? t('twoFactor.setup.error') : null}
      failureDescription={tokenRejected ? t('twoFactor.setup.expired') : undefined}
      submitLabel={t('twoFactor.setup.submit')}
      pending={enable.isPending}
    >
      <Paragraph>{t('twoFactor.setup.scan')}</Paragraph>
      <Flex vertical align="center" gap={8} style={{ marginBottom: 16 }}>
        <div role="img" aria-label={t('twoFactor.setup.qrAlt')}>
          <QRCode value={setup.data.otpauthUrl} size={200} />
        </div>
        <Text type="secondary">{t('twoFactor.setup.secret')}</Text>
        <code style={{ fontSize: 15, letterSpacing: '0.1em', wordBreak: 'break-all' }}>
          {setup.data.secret}
        </code>
      </Flex>
      <CodeField name="code" id="two-factor-setup-code" label={t('twoFactor.setup.code')} />
      {setupToken ? null : (
        <TextField
          name="password"
          id="two-factor-setup-password"
          label={t('twoFactor.setup.password')}
          type="password"
          autoComplete="current-password"
        />
      )}
    </AuthForm>
  );
}
