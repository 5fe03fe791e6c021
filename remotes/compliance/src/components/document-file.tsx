import type { TOnboardingDocument, TStoredFile } from '@arara/contracts';
import { useTranslation } from '@arara/i18n';
import { Button, Text, toast } from '@arara/ui/core';
import { formatDateTime } from '@arara/ui/data';
import { DownloadOutlined } from '@arara/ui/layout';
import { useState } from 'react';
import { downloadFile } from '@/api/onboarding';

/** A file's size as people read it (KB / MB). */
function fileSize(bytes: number, language: string): string {
  const format = (value: number) =>
    new Intl.NumberFormat(language, { maximumFractionDigits: 1 }).format(value);
  if (bytes >= 1024 * 1024) return `${format(bytes / (1024 * 1024))} MB`;
  return `${format(Math.max(bytes, 1) / 1024)} KB`;
}

/** The document's file: name, size, upload date. */
export function DocumentFacts({ document }: { document: TOnboardingDocument }) {
  const { i18n } = useTranslation('compliance');
  return (
    <Text type="secondary">
      {document.file.filename} · {fileSize(document.file.size, i18n.language)} ·{' '}
      {formatDateTime(document.uploadedAt, i18n.language)}
    </Text>
  );
}

/** Download of a stored file, with the spec's error message as a toast. */
export function DownloadButton({
  merchantId,
  file,
  label,
}: {
  merchantId: string;
  file: TStoredFile;
  label: string;
}) {
  const { t } = useTranslation('compliance');
  const [pending, setPending] = useState(false);
  return (
    <Button
      icon={<DownloadOutlined />}
      loading={pending}
      aria-label={label}
      onClick={() => {
        setPending(true);
        downloadFile(merchantId, file)
          .catch(() => toast.error(t('onboarding.errors.download')))
          .finally(() => setPending(false));
      }}
    >
      {t('onboarding.documents.download')}
    </Button>
  );
}
