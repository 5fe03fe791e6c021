import { downloadApiFile } from '@arara/api-client';
import {
  ONBOARDING_DOCUMENT_TYPES,
  type TOnboarding,
  type TOnboardingDocument,
} from '@arara/contracts';
import { useTranslation } from '@arara/i18n';
import { Alert, Button, Flex, Text, toast } from '@arara/ui/core';
import { formatDateTime, useObjectUrl } from '@arara/ui/data';
import { Table, type TableProps } from '@arara/ui/table';
import { DownloadOutlined } from '@arara/ui/layout';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { kycFilePath, kycFileQueryOptions } from '../kyc-api';
import { Card } from '@arara/ui/card';

/** Bytes in the reader's language: 850 B, 12.5 kB, 3.2 MB. */
export function formatFileSize(bytes: number, language: string): string {
  const [value, unit] =
    bytes >= 1024 * 1024
      ? [bytes / (1024 * 1024), 'megabyte']
      : bytes >= 1024
        ? [bytes / 1024, 'kilobyte']
        : [bytes, 'byte'];
  return new Intl.NumberFormat(language, {
    style: 'unit',
    unit,
    unitDisplay: 'short',
    maximumFractionDigits: 1,
  }).format(value);
}

/** What the browser can show itself: PDFs in a frame, JPG and PNG as images. */
const previewOf = (document: TOnboardingDocument): 'pdf' | 'image' | null =>
  document.file.type === 'pdf'
    ? 'pdf'
    : document.file.type === 'jpg' || document.file.type === 'png'
      ? 'image'
      : null;

function DownloadButton({ caseId, document }: { caseId: string; document: TOnboardingDocument }) {
  const { t } = useTranslation('admin');
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      await downloadApiFile(kycFilePath(caseId, document.file.id), document.file.filename);
    } catch {
      toast.error(t('kyc.documents.downloadFailed'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button icon={<DownloadOutlined />} loading={busy} onClick={() => void download()}>
      {t('kyc.documents.download')}
    </Button>
  );
}

/** The file read as a Blob with the admin's token and shown from an object URL (revoked after). */
function Preview({
  caseId,
  document,
  kind,
}: {
  caseId: string;
  document: TOnboardingDocument;
  kind: 'pdf' | 'image';
}) {
  const { t } = useTranslation('admin');
  const file = useQuery(kycFileQueryOptions(caseId, document.file.id));
  const url = useObjectUrl(file.data);
  if (file.isError) return <Alert type="error" showIcon title={t('kyc.documents.loadError')} />;
  if (file.isPending || !url) return <Text type="secondary">{t('kyc.documents.loading')}</Text>;
  const title = document.file.filename;
  if (kind === 'image')
    return (
      <img
        src={url}
        alt={title}
        style={{ maxWidth: '100%', maxHeight: 720, objectFit: 'contain' }}
      />
    );
  return <iframe title={title} src={url} style={{ width: '100%', height: 720, border: 0 }} />;
}

/** The document chosen: shown when the browser can, else 'Preview not available' and a download. */
function DocumentViewer({
  caseId,
  document,
  onClose,
}: {
  caseId: string;
  document: TOnboardingDocument;
  onClose: () => void;
}) {
  const { t } = useTranslation('admin');
  const kind = previewOf(document);
  return (
    <Card
      size="small"
      title={t('kyc.documents.viewerTitle', {
        type: t(`kyc.documents.types.${document.type}`),
        filename: document.file.filename,
      })}
      extra={
        <Flex gap={8}>
          <DownloadButton caseId={caseId} document={document} />
          <Button onClick={onClose}>{t('kyc.documents.close')}</Button>
        </Flex>
      }
    >
      {kind ? (
        <Preview caseId={caseId} document={document} kind={kind} />
      ) : (
        <Alert type="info" showIcon title={t('kyc.documents.previewUnavailable')} />
      )}
    </Card>
  );
}

type Row = { type: TOnboardingDocument['type']; document: TOnboardingDocument | undefined };

/** The five required documents, each with its file (or none yet), and the viewer. */
export function DocumentsTab({ onboarding }: { onboarding: TOnboarding }) {
  const { t, i18n } = useTranslation('admin');
  const [shownType, setShownType] = useState<Row['type'] | null>(null);
  const rows: Row[] = ONBOARDING_DOCUMENT_TYPES.map((type) => ({
    type,
    document: onboarding.documents.find((document) => document.type === type),
  }));
  const shown = rows.find((row) => row.type === shownType)?.document;
  const missing = <Text type="secondary">{t('kyc.documents.missing')}</Text>;
  const columns: TableProps<Row>['columns'] = [
    {
      key: 'type',
      title: t('kyc.documents.type'),
      render: (_, row) => t(`kyc.documents.types.${row.type}`),
    },
    {
      key: 'filename',
      title: t('kyc.documents.filename'),
      render: (_, row) => row.document?.file.filename ?? missing,
    },
    {
      key: 'size',
      title: t('kyc.documents.size'),
      render: (_, row) =>
        row.document ? formatFileSize(row.document.file.size, i18n.language) : null,
    },
    {
      key: 'uploadedAt',
      title: t('kyc.documents.uploadedAt'),
      render: (_, row) =>
        row.document ? formatDateTime(row.document.uploadedAt, i18n.language) : null,
    },
    {
      key: 'view',
      title: '',
      render: (_, row) =>
        row.document ? (
          <Button
            size="small"
            aria-label={`${t('kyc.documents.view')}: ${t(`kyc.documents.types.${row.type}`)}`}
            onClick={() => setShownType(row.type)}
          >
            {t('kyc.documents.view')}
          </Button>
        ) : null,
    },
  ];
  return (
    <Flex vertical gap={16}>
      <Table<Row>
        rowKey="type"
        dataSource={rows}
        columns={columns}
        pagination={false}
        scroll={{ x: true }}
      />
      {shown ? (
        <DocumentViewer
          key={shown.file.id}
          caseId={onboarding.id}
          document={shown}
          onClose={() => setShownType(null)}
        />
      ) : null}
    </Flex>
  );
}
