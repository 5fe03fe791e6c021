import { formatDocument, type TOnboarding } from '@arara/contracts';
import { useTranslation } from '@arara/i18n';
import { Alert, Flex } from '@arara/ui/core';
import { Descriptions, formatDateTime, StatusTag } from '@arara/ui/data';
import { QueryView, RoutePage } from '@arara/ui/page';
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router-dom';
import { DocumentsTab } from './components/document-viewer';
import { KycActions } from './components/kyc-actions';
import { KycActivity } from './components/kyc-activity';
import { CompanyTab, OwnersTab, PersonalTab } from './components/kyc-data-tabs';
import { kycCaseQueryOptions } from './kyc-api';
import { KYC_STATUS } from './kyc-status';
import { Tabs } from '@arara/ui/card';

const KYC = { titleKey: 'pages.kyc.title', path: '/admin/kyc' };

/** The case's CNPJ: the company's as filled, shown with its mask (numeric or alphanumeric). */
const cnpjOf = (onboarding: TOnboarding) => {
  const typed = onboarding.data.company?.tax_id?.replace(/[./\s-]/g, '').toUpperCase();
  return typed ? formatDocument(typed) : '—';
};

function KycCase({ onboarding }: { onboarding: TOnboarding }) {
  const { t, i18n } = useTranslation('admin');
  const date = (value: string | null) => (value ? formatDateTime(value, i18n.language) : '—');
  return (
    <Flex vertical gap={24}>
      <Flex justify="space-between" align="flex-start" gap={16} wrap>
        <Descriptions
          column={{ xs: 1, md: 3 }}
          items={[
            { key: 'merchant', label: t('kyc.detail.merchant'), children: onboarding.merchantName },
            { key: 'document', label: t('kyc.detail.document'), children: cnpjOf(onboarding) },
            {
              key: 'status',
              label: t('kyc.detail.status'),
              children: <StatusTag kind={KYC_STATUS} status={onboarding.status} />,
            },
            {
              key: 'submittedAt',
              label: t('kyc.detail.submittedAt'),
              children: date(onboarding.submittedAt),
            },
            {
              key: 'decidedAt',
              label: t('kyc.detail.decidedAt'),
              children: date(onboarding.decidedAt),
            },
          ]}
          style={{ flex: 1, minWidth: 320 }}
        />
        <KycActions onboarding={onboarding} />
      </Flex>
      {onboarding.decisionReason ? (
        <Alert
          type={onboarding.status === 'rejected' ? 'error' : 'warning'}
          showIcon
          title={t('kyc.detail.decisionReason')}
          description={onboarding.decisionReason}
        />
      ) : null}
      <Tabs
        items={[
          {
            key: 'company',
            label: t('kyc.tabs.company'),
            children: <CompanyTab data={onboarding.data} />,
          },
          {
            key: 'personal',
            label: t('kyc.tabs.personal'),
            children: <PersonalTab data={onboarding.data} />,
          },
          {
            key: 'documents',
            label: t('kyc.tabs.documents'),
            children: <DocumentsTab onboarding={onboarding} />,
          },
          {
            key: 'owners',
            label: t('kyc.tabs.owners'),
            children: <OwnersTab data={onboarding.data} />,
          },
        ]}
      />
      <KycActivity events={onboarding.events} />
    </Flex>
  );
}

/** /admin/kyc/:id: one KYC case, its data, documents and owners, its history and decisions. */
export function KycDetailPage() {
  const { t } = useTranslation('admin');
  const { id = '' } = useParams();
  const query = useQuery(kycCaseQueryOptions(id));
  return (
    <RoutePage
      namespace="admin"
      spec={{ titleKey: 'pages.kycDetail.title', parents: [KYC] }}
      title={query.data?.merchantName}
    >
      <QueryView
        query={query}
        errorTitle={t('kyc.detail.loadError')}
        forbiddenTitle={t('kyc.errors.forbidden')}
        notFound={{
          title: t('kyc.detail.notFound'),
          backTo: KYC.path,
          backLabel: t('kyc.detail.back'),
        }}
      >
        {(onboarding) => <KycCase onboarding={onboarding} />}
      </QueryView>
    </RoutePage>
  );
}
