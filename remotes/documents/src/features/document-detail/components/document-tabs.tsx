import type { TPaymentDocument } from '@arara/contracts';
import { useTranslation } from '@arara/i18n';
import { Flex, Text } from '@arara/ui/core';
import { Descriptions, formatDateTime, Money, moneyItem, StatusTag } from '@arara/ui/data';
import { Table } from '@arara/ui/table';
import { Link } from 'react-router-dom';
import { DOCUMENT_STATUS, STAGE_STATUS } from '@/components/statuses';
import { listPath } from '@/lib/document-lists';

type Doc = { document: TPaymentDocument };

const NONE = '—';
const orNone = (value: string | null | undefined) => value || NONE;

/** The page of a document's related one: a return's original, or the original's return. */
function relatedPath(document: TPaymentDocument, relatedId: string): string {
  if (document.kind !== 'return') return `${listPath('return')}/${relatedId}`;
  // The merchant refunding a Pix it received sends money out; a sent Pix refunded brings it in.
  return `${listPath(document.direction === 'out' ? 'entry' : 'out')}/${relatedId}`;
}

/** Every field of the document (docs/requirements/documents.md "Document"). */
export function DetailsTab({ document }: Doc) {
  const { t, i18n } = useTranslation('documents');
  const date = (value: string | null) => (value ? formatDateTime(value, i18n.language) : NONE);
  const mono = (value: string | null) =>
    value ? <span style={{ wordBreak: 'break-all' }}>{value}</span> : NONE;
  return (
    <Descriptions
      bordered
      column={{ xs: 1, md: 2 }}
      items={[
        { key: 'id', label: t('fields.id'), children: mono(document.id) },
        { key: 'externalId', label: t('fields.externalId'), children: mono(document.externalId) },
        { key: 'endToEndId', label: t('fields.endToEndId'), children: mono(document.endToEndId) },
        { key: 'txid', label: t('fields.txid'), children: mono(document.txid) },
        {
          key: 'reconciliationId',
          label: t('fields.reconciliationId'),
          children: mono(document.reconciliationId),
        },
        { key: 'reference', label: t('fields.reference'), children: document.reference },
        {
          key: 'type',
          label: t('fields.type'),
          children: `${t(`kinds.${document.kind}`)} · ${t(`directions.${document.direction}`)}`,
        },
        {
          key: 'virtualAccount',
          label: t('fields.virtualAccount'),
          children: `${document.virtualAccountLabel} (${document.virtualAccountId})`,
        },
        moneyItem('amount', t('fields.amount'), document.amount, { strong: true }),
        moneyItem('netAmount', t('fields.netAmount'), document.netAmount),
        moneyItem('fee', t('fields.fee'), document.fee),
        { key: 'currency', label: t('fields.currency'), children: document.currency },
        {
          key: 'related',
          label: t('fields.relatedTransaction'),
          children: document.relatedDocumentId ? (
            <Link to={relatedPath(document, document.relatedDocumentId)}>
              {document.relatedDocumentId}
            </Link>
          ) : (
            NONE
          ),
        },
        { key: 'origin', label: t('fields.origin'), children: t(`origins.${document.origin}`) },
        { key: 'apiClient', label: t('fields.apiClient'), children: orNone(document.apiKeyPrefix) },
        {
          key: 'description',
          label: t('fields.description'),
          children: orNone(document.description),
        },
        { key: 'method', label: t('fields.method'), children: t(`methods.${document.method}`) },
        ...(document.refundReason
          ? [
              {
                key: 'refundReason',
                label: t('fields.refundReason'),
                children: t(`refundReasons.${document.refundReason}`),
              },
            ]
          : []),
        ...(document.refundedAmount > 0
          ? [moneyItem('refunded', t('fields.refundedAmount'), document.refundedAmount)]
          : []),
        { key: 'createdAt', label: t('fields.createdAt'), children: date(document.createdAt) },
        { key: 'updatedAt', label: t('fields.updatedAt'), children: date(document.updatedAt) },
        {
          key: 'processedAt',
          label: t('fields.processedAt'),
          children: date(document.processedAt),
        },
        {
          key: 'status',
          label: t('fields.status'),
          children: <StatusTag kind={DOCUMENT_STATUS} status={document.status} />,
        },
        {
          key: 'failureReason',
          label: t('fields.failureReason'),
          children: orNone(document.failureReason),
        },
      ]}
    />
  );
}

type Movement = TPaymentDocument['movements'][number];

/** The ledger postings of the document on the merchant's own accounts. */
export function MovementsTab({ document }: Doc) {
  const { t } = useTranslation('documents');
  return (
    <Table<Movement>
      rowKey={(row) => `${row.virtualAccountId}-${row.type}-${row.balanceAfter}`}
      dataSource={document.movements}
      pagination={false}
      locale={{ emptyText: t('movements.empty') }}
      columns={[
        {
          key: 'account',
          title: t('movements.account'),
          render: (_, row) => row.virtualAccountLabel,
        },
        { key: 'type', title: t('movements.type'), render: (_, row) => row.type },
        {
          key: 'amount',
          title: t('movements.amount'),
          align: 'right',
          render: (_, row) => <Money cents={row.amount} signed />,
        },
        {
          key: 'balanceAfter',
          title: t('movements.balanceAfter'),
          align: 'right',
          render: (_, row) => <Money cents={row.balanceAfter} />,
        },
      ]}
    />
  );
}

/** Every stage the document went through, oldest first, with why one failed or was cancelled. */
export function StagesTab({ document }: Doc) {
  const { t, i18n } = useTranslation('documents');
  if (document.stages.length === 0) return <Text type="secondary">{t('stagesTab.empty')}</Text>;
  return (
    <ol aria-label={t('tabs.stages')} style={{ margin: 0, paddingInlineStart: 20 }}>
      {document.stages.map((stage) => (
        <li key={`${stage.status}-${stage.createdAt}`} style={{ marginBottom: 12 }}>
          <Flex gap={8} align="center" wrap>
            <StatusTag kind={STAGE_STATUS} status={stage.status} />
            <Text type="secondary">{formatDateTime(stage.createdAt, i18n.language)}</Text>
            {stage.reason ? <Text>{t('stagesTab.reason', { reason: stage.reason })}</Text> : null}
          </Flex>
        </li>
      ))}
    </ol>
  );
}

/** Who paid or was paid: name, masked tax document, institution, account or key. */
export function CounterpartyTab({ document }: Doc) {
  const { t } = useTranslation('documents');
  const institution = [document.counterpartyInstitution, document.counterpartyIspb]
    .filter(Boolean)
    .join(' · ');
  const account =
    document.counterpartyBranch || document.counterpartyAccount
      ? t('counterparty.branchAccount', {
          branch: document.counterpartyBranch ?? NONE,
          account: document.counterpartyAccount ?? NONE,
        })
      : null;
  return (
    <Descriptions
      bordered
      column={1}
      items={[
        {
          key: 'name',
          label: t('counterparty.name'),
          children: orNone(document.counterpartyName ?? document.counterpartVirtualAccountLabel),
        },
        {
          key: 'document',
          label: t('counterparty.document'),
          children: orNone(document.counterpartyDocument),
        },
        {
          key: 'institution',
          label: t('counterparty.institution'),
          children: orNone(institution),
        },
        { key: 'account', label: t('counterparty.account'), children: orNone(account) },
        { key: 'pixKey', label: t('counterparty.pixKey'), children: orNone(document.pixKey) },
      ]}
    />
  );
}

/** What the payment referred to: the QR code's type, key and whether its value could change. */
export function ReferenceTab({ document }: Doc) {
  const { t } = useTranslation('documents');
  return (
    <Descriptions
      bordered
      column={1}
      items={[
        {
          key: 'qrType',
          label: t('referenceTab.qrType'),
          children: document.qrType
            ? t(`referenceTab.qrTypes.${document.qrType}`)
            : t('referenceTab.noQr'),
        },
        { key: 'pixKey', label: t('referenceTab.pixKey'), children: orNone(document.pixKey) },
        {
          key: 'allowsValueChange',
          label: t('referenceTab.allowsValueChange'),
          children:
            document.allowsValueChange === null
              ? NONE
              : t(document.allowsValueChange ? 'referenceTab.yes' : 'referenceTab.no'),
        },
        {
          key: 'fixedAmount',
          label: t('referenceTab.fixedAmount'),
          children: document.fixedAmount === null ? NONE : <Money cents={document.fixedAmount} />,
        },
      ]}
    />
  );
}
