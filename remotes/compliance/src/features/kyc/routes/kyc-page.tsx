import { formatDocument, type TKycCaseSummary, type TKycOverview } from '@arara/contracts';
import { useTranslation } from '@arara/i18n';
import { Button, Flex, Paragraph, Text } from '@arara/ui/core';
import { dateColumn, formatDateTime, linkColumn, StatusTag, statusColumn } from '@arara/ui/data';
import { Table } from '@arara/ui/table';
import { MerchantPage, QueryView } from '@arara/ui/page';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { kycQueryOptions } from '@/api/onboarding';
import { KYC_STATUS } from '@/components/statuses';

/** The KYC status, what to do about it, and the history of cases. */
function KycOverview({ overview }: { overview: TKycOverview }) {
  const { t, i18n } = useTranslation('compliance');
  const language = i18n.language;
  const optionalDate = (key: 'submittedAt' | 'decidedAt', title: string) => ({
    key,
    title,
    render: (_: unknown, row: TKycCaseSummary) =>
      row[key] ? formatDateTime(row[key], language) : '—',
  });
  return (
    <>
      <section aria-label={t('kyc.statusTitle')} style={{ marginBottom: 32 }}>
        <Flex align="center" gap={12} wrap>
          <Text strong>{t('kyc.statusTitle')}</Text>
          <StatusTag kind={KYC_STATUS} status={overview.status} />
        </Flex>
        <Paragraph type="secondary" style={{ marginTop: 8 }}>
          {t(`kyc.statusHelp.${overview.status}`)}
        </Paragraph>
        <Link to="/onboarding">
          <Button type={overview.status === 'approved' ? 'default' : 'primary'}>
            {t(overview.status === 'approved' ? 'kyc.seeOnboarding' : 'kyc.goToOnboarding')}
          </Button>
        </Link>
      </section>
      <Table<TKycCaseSummary>
        rowKey="id"
        aria-label={t('kyc.history')}
        title={() => <Text strong>{t('kyc.history')}</Text>}
        dataSource={overview.cases}
        pagination={false}
        locale={{ emptyText: t('kyc.noCases') }}
        columns={[
          linkColumn<TKycCaseSummary>(
            'id',
            t('kyc.columns.case'),
            (row) => `/kyc/${row.id}`,
            (row) => row.id.slice(0, 8),
          ),
          {
            key: 'document',
            title: t('kyc.columns.document'),
            dataIndex: 'document',
            render: (document: string) => formatDocument(document),
          },
          statusColumn<TKycCaseSummary, TKycCaseSummary['status']>(
            t('kyc.columns.status'),
            KYC_STATUS,
          ),
          dateColumn<TKycCaseSummary, 'createdAt'>(
            'createdAt',
            t('kyc.columns.createdAt'),
            language,
            formatDateTime,
          ),
          optionalDate('submittedAt', t('kyc.columns.submittedAt')),
          optionalDate('decidedAt', t('kyc.columns.decidedAt')),
        ]}
      />
    </>
  );
}

/** /kyc: the merchant's KYC status (the spec's names) with a way to the onboarding, and its cases. */
export function KycPage() {
  const { t } = useTranslation('compliance');
  return (
    <MerchantPage
      namespace="compliance"
      spec={{ titleKey: 'kyc.title', descriptionKey: 'kyc.description' }}
    >
      {(merchantId) => <KycContent merchantId={merchantId} errorTitle={t('kyc.loadError')} />}
    </MerchantPage>
  );
}

function KycContent({ merchantId, errorTitle }: { merchantId: string; errorTitle: string }) {
  const query = useQuery(kycQueryOptions(merchantId));
  return (
    <QueryView query={query} errorTitle={errorTitle}>
      {(overview) => <KycOverview overview={overview} />}
    </QueryView>
  );
}
