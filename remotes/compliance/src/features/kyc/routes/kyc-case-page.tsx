import type { TOnboarding, TOnboardingEvent } from '@arara/contracts';
import { useTranslation } from '@arara/i18n';
import { Alert, Flex, Text, Title } from '@arara/ui/core';
import { dateColumn, formatDateTime, StatusTag } from '@arara/ui/data';
import { Table } from '@arara/ui/table';
import { DetailPage } from '@arara/ui/page';
import { kycCaseQueryOptions } from '@/api/onboarding';
import { OnboardingSummary } from '@/components/onboarding-summary';
import { actionKey, KYC_STATUS } from '@/components/statuses';

/** One KYC case read-only: status, reason, data, documents (download), activity history. */
function KycCase({ merchantId, onboarding }: { merchantId: string; onboarding: TOnboarding }) {
  const { t, i18n } = useTranslation('compliance');
  return (
    <>
      <Flex align="center" gap={12} wrap style={{ marginBottom: 16 }}>
        <StatusTag kind={KYC_STATUS} status={onboarding.status} />
        <Text type="secondary">
          {t('kyc.case.created', { date: formatDateTime(onboarding.createdAt, i18n.language) })}
        </Text>
      </Flex>
      {onboarding.decisionReason ? (
        <Alert
          type={onboarding.status === 'rejected' ? 'error' : 'warning'}
          showIcon
          title={t('kyc.case.reason')}
          description={onboarding.decisionReason}
          style={{ marginBottom: 24 }}
        />
      ) : null}
      <OnboardingSummary merchantId={merchantId} onboarding={onboarding} />
      <Title level={5} style={{ marginTop: 24 }}>
        {t('kyc.case.activity')}
      </Title>
      <Table<TOnboardingEvent>
        rowKey="id"
        aria-label={t('kyc.case.activity')}
        dataSource={onboarding.events}
        pagination={false}
        columns={[
          dateColumn<TOnboardingEvent, 'createdAt'>(
            'createdAt',
            t('kyc.case.when'),
            i18n.language,
            formatDateTime,
          ),
          {
            key: 'who',
            title: t('kyc.case.who'),
            render: (_, event) => event.actor.name ?? t(`kyc.actors.${event.actor.type}`),
          },
          {
            key: 'what',
            title: t('kyc.case.what'),
            render: (_, event) =>
              event.documentType
                ? `${t(actionKey(event.action))} · ${t(`onboarding.documentTypes.${event.documentType}`)}`
                : t(actionKey(event.action)),
          },
          {
            key: 'reason',
            title: t('kyc.case.reasonColumn'),
            render: (_, event) => event.reason ?? '—',
          },
        ]}
      />
    </>
  );
}

/** /kyc/:id: one case of the current merchant. */
export function KycCasePage() {
  const { t } = useTranslation('compliance');
  return (
    <DetailPage
      namespace="compliance"
      spec={{ titleKey: 'kycDetail.title', parents: [{ titleKey: 'kyc.title', path: '/kyc' }] }}
      query={kycCaseQueryOptions}
      errorTitle={t('kyc.loadError')}
      notFound={{
        title: t('onboarding.errors.notFound'),
        backTo: '/kyc',
        backLabel: t('kyc.back'),
      }}
    >
      {(onboarding, merchantId) => <KycCase merchantId={merchantId} onboarding={onboarding} />}
    </DetailPage>
  );
}
