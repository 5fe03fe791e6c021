import type { TPaymentDocument } from '@arara/contracts';
import { isLanguage, useTranslation } from '@arara/i18n';
import { Alert, Button, Flex, Text, toast } from '@arara/ui/core';
import { DownloadOutlined } from '@arara/ui/layout';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { downloadReceipt, fetchReceiptBlob } from '../api/receipt';

/** Downloads the PDF receipt of a settled document. */
export function ReceiptButton({
  merchantId,
  document,
}: {
  merchantId: string;
  document: TPaymentDocument;
}) {
  const { t, i18n } = useTranslation('documents');
  const [busy, setBusy] = useState(false);
  if (!document.receiptAvailable) return null;
  const download = async () => {
    setBusy(true);
    try {
      await downloadReceipt(
        merchantId,
        document.id,
        isLanguage(i18n.language) ? i18n.language : undefined,
      );
    } catch {
      toast.error(t('receipt.downloadFailed'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button icon={<DownloadOutlined />} loading={busy} onClick={() => void download()}>
      {t('receipt.download')}
    </Button>
  );
}

/** An object URL of the blob while it is shown, revoked once it is not. */
function useObjectUrl(blob: Blob | undefined): string | null {
  const url = useMemo(
    () => (blob && typeof URL.createObjectURL === 'function' ? URL.createObjectURL(blob) : null),
    [blob],
  );
  useEffect(
    () => () => {
      if (url) URL.revokeObjectURL(url);
    },
    [url],
  );
  return url;
}

/**
 * The receipt shown on the page: the PDF fetched with the session (as a Blob) in an <iframe>;
 * 'Preview not available' when it cannot be read or the browser cannot show it.
 */
export function ReceiptPreview({
  merchantId,
  document,
}: {
  merchantId: string;
  document: TPaymentDocument;
}) {
  const { t } = useTranslation('documents');
  const query = useQuery({
    queryKey: ['documents', 'receipt-preview', merchantId, document.id],
    queryFn: ({ signal }) => fetchReceiptBlob(merchantId, document.id, undefined, signal),
    enabled: document.receiptAvailable,
    retry: false,
  });
  const url = useObjectUrl(query.data);
  if (!document.receiptAvailable)
    return <Text type="secondary">{t('errors.receiptUnavailable')}</Text>;
  if (query.isPending) return <Text type="secondary">{t('receipt.loading')}</Text>;
  if (query.isError || !url)
    return <Alert type="info" showIcon title={t('receipt.previewUnavailable')} />;
  return (
    <Flex vertical gap={8}>
      <iframe
        title={t('receipt.previewTitle')}
        src={url}
        style={{ width: '100%', height: 640, border: 0 }}
      />
    </Flex>
  );
}
