import { isLanguage, useTranslation } from '@arara/i18n';
import { Button, Flex, toast } from '@arara/ui/core';
import { DownloadOutlined, Tooltip } from '@arara/ui/layout';
import { useState } from 'react';
import { downloadStatement, type StatementFileFormat } from '../api/download-statement';
import type { StatementFilter } from '../api/statement-filter';
import { useStatementErrorText } from './use-statement-error-text';

const LABELS: Record<StatementFileFormat, string> = { csv: 'CSV', ofx: 'OFX' };

/**
 * CSV and OFX files of what the screen shows (same filters, every page), in the UI language.
 * OFX holds one account, so it waits for a virtual account to be chosen.
 */
export function StatementDownloads({
  merchantId,
  filter,
}: {
  merchantId: string;
  filter: StatementFilter;
}) {
  const { t, i18n } = useTranslation('accounts');
  const errorText = useStatementErrorText();
  const [busy, setBusy] = useState<StatementFileFormat | null>(null);
  const ofxNeedsAccount = !filter.virtualAccountId;

  const download = async (format: StatementFileFormat) => {
    setBusy(format);
    try {
      const language = isLanguage(i18n.language) ? i18n.language : undefined;
      await downloadStatement(merchantId, format, filter, language);
    } catch (error) {
      toast.error(t('statement.download.failed', { format: LABELS[format] }), {
        description: errorText(error) ?? t('statement.download.tryAgain'),
      });
    } finally {
      setBusy(null);
    }
  };

  const button = (format: StatementFileFormat, disabled = false) => (
    <Button
      icon={<DownloadOutlined />}
      loading={busy === format}
      disabled={disabled || (busy !== null && busy !== format)}
      onClick={() => void download(format)}
    >
      {t(`statement.download.${format}`)}
    </Button>
  );

  return (
    <Flex gap={8} wrap>
      <Tooltip title={t('statement.download.csvHint')}>{button('csv')}</Tooltip>
      <Tooltip
        trigger={['hover', 'focus']}
        title={
          ofxNeedsAccount
            ? t('statement.download.ofxNeedsAccount')
            : t('statement.download.ofxHint')
        }
      >
        {/* A disabled button gets neither pointer events nor focus: the wrapper tells why. */}
        <span style={{ display: 'inline-block' }} tabIndex={ofxNeedsAccount ? 0 : undefined}>
          {button('ofx', ofxNeedsAccount)}
        </span>
      </Tooltip>
    </Flex>
  );
}
