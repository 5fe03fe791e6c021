import { ApiError } from '@arara/api-client';
import type { TOnboarding } from '@arara/contracts';
import { useTranslation } from '@arara/i18n';
import { useCurrentMerchant } from '@arara/session/me';
import { Button, Flex, PendingIndicator, StatusScreen, Text, toast } from '@arara/ui/core';
import { StatusTag } from '@arara/ui/data';
import { QueryView, RoutePage } from '@arara/ui/page';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import {
  onboardingQueryOptions,
  type OnboardingActions,
  useOnboardingActions,
} from '@/api/onboarding';
import { OnboardingSummary } from '@/components/onboarding-summary';
import { KYC_STATUS } from '@/components/statuses';
import { OnboardingWizard } from '../components/onboarding-wizard';
import { isCannotEdit, isEditable } from '../lib/onboarding-form';

/** Starts an onboarding (none yet, or after a rejection): a new draft. */
function StartButton({ actions, label }: { actions: OnboardingActions; label: string }) {
  const { t } = useTranslation('compliance');
  const [pending, setPending] = useState(false);
  return (
    <Button
      type="primary"
      loading={pending}
      onClick={() => {
        setPending(true);
        actions
          .start()
          .catch((error: unknown) =>
            toast.error(
              isCannotEdit(error)
                ? t('onboarding.errors.cannotEdit')
                : t('onboarding.errors.update'),
            ),
          )
          .finally(() => setPending(false));
      }}
    >
      {label}
    </Button>
  );
}

/** What the merchant sees of an onboarding that cannot be edited: its status, then its data. */
function StatusView({
  merchantId,
  onboarding,
  actions,
}: {
  merchantId: string;
  onboarding: TOnboarding;
  actions: OnboardingActions;
}) {
  const { t } = useTranslation('compliance');
  const { status } = onboarding;
  const screen =
    status === 'approved' ? (
      <StatusScreen
        status="success"
        title={t('onboarding.status.approved.title')}
        message={t('onboarding.status.approved.message')}
      />
    ) : status === 'rejected' ? (
      <StatusScreen
        status="error"
        title={t('onboarding.status.rejected.title')}
        message={
          <>
            {t('onboarding.status.rejected.message')}
            {onboarding.decisionReason ? (
              <span style={{ display: 'block' }}>
                {t('onboarding.status.reason', { reason: onboarding.decisionReason })}
              </span>
            ) : null}
          </>
        }
        actions={<StartButton actions={actions} label={t('onboarding.startNew')} />}
      />
    ) : (
      <StatusScreen
        status="info"
        title={t(
          `onboarding.status.${status === 'under_review' ? 'under_review' : 'submitted'}.title`,
        )}
        message={t(
          `onboarding.status.${status === 'under_review' ? 'under_review' : 'submitted'}.message`,
        )}
        actions={
          <Link to="/kyc">
            <Button>{t('onboarding.seeKyc')}</Button>
          </Link>
        }
      />
    );
  return (
    <>
      {screen}
      <OnboardingSummary merchantId={merchantId} onboarding={onboarding} />
    </>
  );
}

/** One merchant's onboarding: the start screen, the steps, or the status screen. */
export function OnboardingView({ merchantId }: { merchantId: string }) {
  const { t } = useTranslation('compliance');
  const query = useQuery(onboardingQueryOptions(merchantId));
  const actions = useOnboardingActions(merchantId);
  const [reloads, setReloads] = useState(0);

  if (query.isError && query.error instanceof ApiError && query.error.status === 404) {
    return (
      <StatusScreen
        status="info"
        title={t('onboarding.start.title')}
        message={t('onboarding.start.message')}
        actions={<StartButton actions={actions} label={t('onboarding.start.action')} />}
      />
    );
  }
  return (
    <QueryView query={query} errorTitle={t('onboarding.loadError')}>
      {(onboarding) => (
        <>
          {/* /onboarding/{id} may be another merchant than the one in the header: say which. */}
          <Flex align="center" gap={8} style={{ marginBottom: 16 }}>
            <Text strong>{onboarding.merchantName}</Text>
            <StatusTag kind={KYC_STATUS} status={onboarding.status} />
          </Flex>
          {isEditable(onboarding.status) ? (
            <OnboardingWizard
              key={`${onboarding.id}:${onboarding.status}:${reloads}`}
              merchantId={merchantId}
              onboarding={onboarding}
              actions={actions}
              onConflict={() => void query.refetch().then(() => setReloads((count) => count + 1))}
            />
          ) : (
            <StatusView merchantId={merchantId} onboarding={onboarding} actions={actions} />
          )}
        </>
      )}
    </QueryView>
  );
}

/** /onboarding: the current merchant's; /onboarding/:merchantId: that merchant's (e.g. just added). */
export function OnboardingPage() {
  const { merchantId: routeMerchant } = useParams();
  const { merchantId: current } = useCurrentMerchant();
  const merchantId = routeMerchant ?? current;
  const spec = routeMerchant
    ? {
        titleKey: 'onboardingMerchant.title',
        parents: [{ titleKey: 'onboarding.title', path: '/onboarding' }],
      }
    : { titleKey: 'onboarding.title', descriptionKey: 'onboarding.description' };
  return (
    <RoutePage namespace="compliance" spec={spec}>
      {merchantId ? (
        <OnboardingView key={merchantId} merchantId={merchantId} />
      ) : (
        <PendingIndicator />
      )}
    </RoutePage>
  );
}
