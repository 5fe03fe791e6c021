import { ApiError } from '@arara/api-client';
import { useTwoFactorTranslation } from '../i18n';
import { Button, Paragraph, StatusScreen } from '@arara/ui/core';
import { useMutation } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router-dom';
import { FormAlert } from '@/components/form-alert';
import { AuthCard } from '@/components/auth-card';
import { revokeTwoFactor } from '../api/two-factor';

/**
 * /confirm-2fa-revocation?token: the link of the "lost your device?" e-mail. Turning
 * two-factor off waits for the user's click, so a mail scanner opening the link does nothing.
 */
export function ConfirmTwoFactorRevocationPage() {
  const { t } = useTwoFactorTranslation();
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token');
  const revoke = useMutation({ mutationFn: revokeTwoFactor });
  const backToLogin = <Link to="/login">{t('twoFactor.revocation.backToLogin')}</Link>;

  const body = () => {
    if (!token) {
      return (
        <StatusScreen
          status="error"
          title={t('twoFactor.revocation.tokenMissing')}
          actions={backToLogin}
        />
      );
    }
    if (revoke.isSuccess) {
      return (
        <StatusScreen
          status="success"
          title={t('twoFactor.revocation.done')}
          message={t('twoFactor.revocation.doneMessage')}
          actions={backToLogin}
        />
      );
    }
    const isInvalidToken =
      revoke.error instanceof ApiError && revoke.error.code === 'INVALID_TOKEN';
    return (
      <>
        {revoke.isError ? (
          <FormAlert
            title={t('twoFactor.revocation.error')}
            description={isInvalidToken ? t('twoFactor.revocation.invalidToken') : undefined}
          />
        ) : null}
        <Paragraph>{t('twoFactor.revocation.message')}</Paragraph>
        <Button
          type="primary"
          danger
          block
          size="large"
          loading={revoke.isPending}
          disabled={isInvalidToken}
          onClick={() => revoke.mutate({ token })}
        >
          {t('twoFactor.revocation.confirm')}
        </Button>
      </>
    );
  };

  return (
    <AuthCard
      title={t('twoFactor.revocation.title')}
      footer={token && !revoke.isSuccess ? backToLogin : undefined}
    >
      {body()}
    </AuthCard>
  );
}
