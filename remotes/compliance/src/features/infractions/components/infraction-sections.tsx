import type { TInfraction, TStoredFile } from '@arara/contracts';
import { useTranslation } from '@arara/i18n';
import { Button, Flex, Paragraph, Text, toast } from '@arara/ui/core';
import { Descriptions, formatDateTime, moneyItem, StatusTag } from '@arara/ui/data';
import { Table } from '@arara/ui/table';
import {
  DEFENSE_STATUS,
  DeadlineText,
  HOLD_STATUS,
  INFRACTION_STATUS,
} from '@arara/ui/infractions';
import { DownloadOutlined } from '@arara/ui/layout';
import { Link } from 'react-router-dom';
import { downloadStoredFile } from '../api/infraction';
import { Card } from '@arara/ui/card';

type Props = { infraction: TInfraction };

const NONE = '—';

/** The received Pix, and the refund to the payer (a return document), in the documents remote. */
const entryPath = (id: string) => `/documents/entries/${id}`;
const returnPath = (id: string) => `/documents/returns/${id}`;

/** Type, status, who reported it, its dates and the deadline as time left. */
export function GeneralSection({ infraction }: Props) {
  const { t, i18n } = useTranslation('compliance');
  const date = (iso: string) => formatDateTime(iso, i18n.language);
  return (
    <Card
      title={t('infractions.detail.sections.general')}
      role="region"
      aria-label={t('infractions.detail.sections.general')}
    >
      <Descriptions
        bordered
        column={{ xs: 1, md: 2 }}
        items={[
          { key: 'id', label: t('infractions.fields.id'), children: infraction.id },
          {
            key: 'type',
            label: t('infractions.fields.type'),
            children: t(`infractions.types.${infraction.type}`),
          },
          {
            key: 'status',
            label: t('infractions.fields.status'),
            children: <StatusTag kind={INFRACTION_STATUS} status={infraction.status} />,
          },
          {
            key: 'reportedBy',
            label: t('infractions.fields.reportedBy'),
            children: infraction.reportedBy,
          },
          {
            key: 'creationDate',
            label: t('infractions.fields.creationDate'),
            children: date(infraction.creationDate),
          },
          {
            key: 'lastModificationDate',
            label: t('infractions.fields.lastModificationDate'),
            children: date(infraction.lastModificationDate),
          },
          {
            key: 'deadline',
            label: t('infractions.fields.deadline'),
            children: date(infraction.deadline),
          },
          {
            key: 'timeLeft',
            label: t('infractions.fields.timeLeft'),
            children: <DeadlineText deadline={infraction.deadline} />,
          },
        ]}
      />
    </Card>
  );
}

/** The received Pix the infraction is about, with a link to its document. */
export function TransactionSection({ infraction }: Props) {
  const { t, i18n } = useTranslation('compliance');
  return (
    <Card
      title={t('infractions.detail.sections.transaction')}
      role="region"
      aria-label={t('infractions.detail.sections.transaction')}
    >
      <Descriptions
        bordered
        column={{ xs: 1, md: 2 }}
        items={[
          {
            key: 'endToEndId',
            label: t('infractions.fields.endToEndId'),
            children: <span style={{ wordBreak: 'break-all' }}>{infraction.endToEndId}</span>,
          },
          moneyItem('amount', t('infractions.fields.amount'), infraction.amount, { strong: true }),
          {
            key: 'payer',
            label: t('infractions.fields.payer'),
            children: infraction.payerName ?? NONE,
          },
          {
            key: 'transactionDate',
            label: t('infractions.fields.transactionDate'),
            children: formatDateTime(infraction.transactionDate, i18n.language),
          },
          {
            key: 'virtualAccount',
            label: t('infractions.fields.virtualAccount'),
            children: infraction.virtualAccountName,
          },
          {
            key: 'transaction',
            label: t('infractions.fields.transaction'),
            children: (
              <Link to={entryPath(infraction.transactionId)}>
                {t('infractions.fields.openTransaction')}
              </Link>
            ),
          },
        ]}
      />
    </Card>
  );
}

/** The cautionary block: what is held and what became of it (with the refund when returned). */
export function HoldSection({ infraction }: Props) {
  const { t } = useTranslation('compliance');
  return (
    <Card
      title={t('infractions.detail.sections.hold')}
      role="region"
      aria-label={t('infractions.detail.sections.hold')}
    >
      <Paragraph type="secondary">{t('infractions.hold.note')}</Paragraph>
      <Descriptions
        bordered
        column={{ xs: 1, md: 2 }}
        items={[
          moneyItem('heldAmount', t('infractions.hold.amount'), infraction.heldAmount, {
            strong: true,
          }),
          {
            key: 'holdStatus',
            label: t('infractions.hold.status'),
            children: <StatusTag kind={HOLD_STATUS} status={infraction.holdStatus} />,
          },
          ...(infraction.refundDocumentId
            ? [
                {
                  key: 'refund',
                  label: t('infractions.hold.refundDocument'),
                  children: (
                    <Link to={returnPath(infraction.refundDocumentId)}>
                      {infraction.refundDocumentId}
                    </Link>
                  ),
                },
              ]
            : []),
        ]}
      />
    </Card>
  );
}

/** Files as download buttons (fetched with the session, saved under their own names). */
export function FileList({ merchantId, files }: { merchantId: string; files: TStoredFile[] }) {
  const { t } = useTranslation('compliance');
  const download = (file: TStoredFile) =>
    downloadStoredFile(merchantId, file).catch(() =>
      toast.error(t('infractions.attachments.downloadFailed')),
    );
  return (
    <Flex gap={8} wrap>
      {files.map((file) => (
        <Button
          key={file.id}
          icon={<DownloadOutlined />}
          aria-label={`${t('infractions.attachments.download')} ${file.filename}`}
          onClick={() => void download(file)}
        >
          {file.filename}
        </Button>
      ))}
    </Flex>
  );
}

/** The files the reporting institution sent. */
export function AttachmentsSection({ merchantId, infraction }: Props & { merchantId: string }) {
  const { t } = useTranslation('compliance');
  return (
    <Card
      title={t('infractions.detail.sections.attachments')}
      role="region"
      aria-label={t('infractions.detail.sections.attachments')}
    >
      {infraction.attachments.length === 0 ? (
        <Text type="secondary">{t('infractions.attachments.empty')}</Text>
      ) : (
        <FileList merchantId={merchantId} files={infraction.attachments} />
      )}
    </Card>
  );
}

/** What the institution reported and what its analysis decided. */
export function AnalysisSection({ infraction }: Props) {
  const { t } = useTranslation('compliance');
  return (
    <Card
      title={t('infractions.detail.sections.analysis')}
      role="region"
      aria-label={t('infractions.detail.sections.analysis')}
    >
      <Descriptions
        bordered
        column={1}
        items={[
          {
            key: 'reportDetails',
            label: t('infractions.fields.reportDetails'),
            children: infraction.reportDetails || NONE,
          },
          {
            key: 'analysisResult',
            label: t('infractions.fields.analysisResult'),
            children: infraction.analysisResult
              ? t(`infractions.analysisResults.${infraction.analysisResult}`)
              : t('infractions.fields.pendingAnalysis'),
          },
          {
            key: 'analysisDetails',
            label: t('infractions.fields.analysisDetails'),
            children: infraction.analysisDetails ?? NONE,
          },
        ]}
      />
    </Card>
  );
}

type Webhook = TInfraction['webhooks'][number];

/** The Infraction Created / Updated deliveries. */
export function WebhooksSection({ infraction }: Props) {
  const { t, i18n } = useTranslation('compliance');
  return (
    <Card
      title={t('infractions.detail.sections.webhooks')}
      role="region"
      aria-label={t('infractions.detail.sections.webhooks')}
    >
      <Table<Webhook>
        rowKey="id"
        dataSource={infraction.webhooks}
        pagination={false}
        locale={{ emptyText: t('infractions.webhooks.empty') }}
        columns={[
          {
            key: 'date',
            title: t('infractions.webhooks.date'),
            render: (_, row) => formatDateTime(row.createdAt, i18n.language),
          },
          { key: 'event', title: t('infractions.webhooks.event'), dataIndex: 'eventType' },
          { key: 'url', title: t('infractions.webhooks.url'), dataIndex: 'url' },
          { key: 'status', title: t('infractions.webhooks.status'), dataIndex: 'status' },
        ]}
      />
    </Card>
  );
}

/** Every defense sent, newest first, with its status, rejection reason and files. */
export function DefenseHistory({ merchantId, infraction }: Props & { merchantId: string }) {
  const { t, i18n } = useTranslation('compliance');
  const defenses = [...infraction.defenses].sort((a, b) => b.createdAt.localeCompare(a.createdAt));
  return (
    <Card
      title={t('infractions.detail.sections.defenses')}
      role="region"
      aria-label={t('infractions.detail.sections.defenses')}
    >
      {defenses.length === 0 ? (
        <Text type="secondary">{t('defense.history.empty')}</Text>
      ) : (
        <Flex vertical gap={16}>
          {defenses.map((defense) => (
            <section key={defense.id} aria-label={defense.title}>
              <Flex gap={8} align="center" wrap>
                <Text strong>{defense.title}</Text>
                <StatusTag kind={DEFENSE_STATUS} status={defense.status} />
              </Flex>
              <Paragraph style={{ whiteSpace: 'pre-wrap', margin: '8px 0' }}>
                {defense.description}
              </Paragraph>
              {defense.rejectionReason ? (
                <Paragraph type="danger">
                  {t('defense.history.rejectionReason')}: {defense.rejectionReason}
                </Paragraph>
              ) : null}
              <Flex vertical gap={4}>
                <Text type="secondary">
                  {t('defense.history.createdAt')}:{' '}
                  {formatDateTime(defense.createdAt, i18n.language)}
                  {' · '}
                  {t('defense.history.updatedAt')}:{' '}
                  {formatDateTime(defense.updatedAt, i18n.language)}
                </Text>
                {defense.attachments.length > 0 ? (
                  <FileList merchantId={merchantId} files={defense.attachments} />
                ) : (
                  <Text type="secondary">{t('defense.history.noAttachments')}</Text>
                )}
              </Flex>
            </section>
          ))}
        </Flex>
      )}
    </Card>
  );
}
