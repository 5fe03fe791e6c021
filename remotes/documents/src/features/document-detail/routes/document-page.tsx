import type { TPaymentDocument, TPaymentDocumentKind } from '@arara/contracts';
import { useTranslation } from '@arara/i18n';
import { Button, Flex, Text } from '@arara/ui/core';
import { StatusTag } from '@arara/ui/data';
import { DetailPage } from '@arara/ui/page';
import { useState } from 'react';
import { DOCUMENT_STATUS } from '@/components/statuses';
import { DOCUMENT_LISTS, listPath } from '@/lib/document-lists';
import { documentQueryOptions } from '../api/get-document';
import {
  CounterpartyTab,
  DetailsTab,
  MovementsTab,
  ReferenceTab,
  StagesTab,
} from '../components/document-tabs';
import { EventsTab } from '../components/events-tab';
import { ReceiptButton, ReceiptPreview } from '../components/receipt-panel';
import { canRefund, RefundDrawer } from '../components/refund-drawer';
import { SandboxInfractionButton } from '../components/sandbox-infraction';
import { SandboxRefundButton } from '../components/sandbox-refund-button';
import { Tabs } from '@arara/ui/card';

const DETAIL_TITLES: Record<TPaymentDocumentKind, string> = {
  entry: 'entryDetail.title',
  out: 'outDetail.title',
  transfer: 'transferDetail.title',
  return: 'returnDetail.title',
};

/** The actions that apply to this document: refund, receipt, the sandbox's refund and infraction. */
function Actions({ merchantId, document }: { merchantId: string; document: TPaymentDocument }) {
  const { t } = useTranslation('documents');
  const [isRefundOpen, setRefundOpen] = useState(false);
  return (
    <Flex gap={8} wrap>
      <ReceiptButton merchantId={merchantId} document={document} />
      <SandboxRefundButton merchantId={merchantId} document={document} />
      <SandboxInfractionButton merchantId={merchantId} document={document} />
      {canRefund(document) ? (
        <>
          <Button type="primary" onClick={() => setRefundOpen(true)}>
            {t('refund.open')}
          </Button>
          <RefundDrawer
            merchantId={merchantId}
            document={document}
            open={isRefundOpen}
            onClose={() => setRefundOpen(false)}
          />
        </>
      ) : null}
    </Flex>
  );
}

function DocumentView({
  merchantId,
  document,
}: {
  merchantId: string;
  document: TPaymentDocument;
}) {
  const { t } = useTranslation('documents');
  return (
    <Flex vertical gap={16}>
      <Flex justify="space-between" align="center" gap={8} wrap>
        <Flex gap={8} align="center">
          <StatusTag kind={DOCUMENT_STATUS} status={document.status} />
          {document.status === 'pending' ? (
            <Text type="secondary">{t('detail.polling')}</Text>
          ) : null}
        </Flex>
        <Actions merchantId={merchantId} document={document} />
      </Flex>
      <Tabs
        items={[
          {
            key: 'details',
            label: t('tabs.details'),
            children: <DetailsTab document={document} />,
          },
          {
            key: 'movements',
            label: t('tabs.movements'),
            children: <MovementsTab document={document} />,
          },
          {
            key: 'events',
            label: t('tabs.events'),
            children: <EventsTab merchantId={merchantId} documentId={document.id} />,
          },
          { key: 'stages', label: t('tabs.stages'), children: <StagesTab document={document} /> },
          {
            key: 'counterparty',
            label: t('tabs.counterparty'),
            children: <CounterpartyTab document={document} />,
          },
          {
            key: 'reference',
            label: t('tabs.reference'),
            children: <ReferenceTab document={document} />,
          },
          {
            key: 'receipt',
            label: t('tabs.receipt'),
            children: <ReceiptPreview merchantId={merchantId} document={document} />,
          },
        ]}
      />
    </Flex>
  );
}

/** `/documents/{entries|out|transfers|returns}/{id}`: one document, its tabs and actions. */
export function DocumentPage({ kind }: { kind: TPaymentDocumentKind }) {
  const { t } = useTranslation('documents');
  const list = DOCUMENT_LISTS[kind];
  return (
    <DetailPage
      namespace="documents"
      spec={{
        titleKey: DETAIL_TITLES[kind],
        parents: [
          { titleKey: 'documents.title' },
          { titleKey: `${list.segment}.title`, path: listPath(kind) },
        ],
      }}
      query={documentQueryOptions}
      title={(document) => document.endToEndId ?? document.reference}
      errorTitle={t('detail.loadError')}
      notFound={{
        title: t('errors.notFound'),
        backTo: listPath(kind),
        backLabel: t('detail.back'),
      }}
    >
      {(document, merchantId) => <DocumentView merchantId={merchantId} document={document} />}
    </DetailPage>
  );
}

export const EntryPage = () => <DocumentPage kind="entry" />;
export const OutDocumentPage = () => <DocumentPage kind="out" />;
export const TransferPage = () => <DocumentPage kind="transfer" />;
export const ReturnPage = () => <DocumentPage kind="return" />;
