import { keepSession } from '@arara/api-client';
import type { TTwoFactorEnableResponse } from '@arara/contracts';
import { useTwoFactorTranslation } from '../i18n';
import { useState } from 'react';
import { Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import { AuthCard } from '@/components/auth-card';
import { RecoveryCodes } from '../components/recovery-codes';
import { TwoFactorSetup } from '../components/two-factor-setup';

/**
 * /setup-2fa?token: a merchant requires two-factor and the user signing in has none. Without
 * a token the user goes to /login (docs/requirements/identity-and-access.md "Public routes"). Enabling opens the session the sign-in was
 * waiting for; the recovery codes are shown once before going on.
 */
export function SetupTwoFactorPage() {
  const { t } = useTwoFactorTranslation();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token');
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);
  if (!token) return <Navigate to="/login" replace />;

  const onEnabled = ({ recoveryCodes: codes, session }: TTwoFactorEnableResponse) => {
    if (session) keepSession(session);
    setRecoveryCodes(codes);
  };

  return (
    <AuthCard title={t('twoFactor.setup.title')}>
      {recoveryCodes ? (
        <RecoveryCodes
          codes={recoveryCodes}
          continueLabel={t('twoFactor.recoveryCodes.continue')}
          onContinue={() => navigate('/', { replace: true })}
        />
      ) : (
        <TwoFactorSetup setupToken={token} onEnabled={onEnabled} />
      )}
    </AuthCard>
  );
}
