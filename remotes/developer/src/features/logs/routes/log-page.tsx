import type { TRequestLogDetail } from '@arara/contracts';
import { useTranslation } from '@arara/i18n';
import { Flex, Paragraph } from '@arara/ui/core';
import { Descriptions, formatDateTime } from '@arara/ui/data';
import { DetailPage } from '@arara/ui/page';
import { JsonSection } from '@/components/json-block';
import { logQueryOptions } from '../api/logs';
import { LogStatus } from '../components/log-status';

const SPEC = {
  titleKey: 'logs.detailTitle',
  parents: [
    { titleKey: 'development.title', path: '/development/webhooks' },
    { titleKey: 'logs.title', path: '/development/logs' },
  ],
};

function LogDetail({ log }: { log: TRequestLogDetail }) {
  const { t, i18n } = useTranslation('developer');
  const bodies = [
    { key: 'query', value: log.query },
    { key: 'requestBody', value: log.requestBody },
    { key: 'responseBody', value: log.responseBody },
  ] as const;
  return (
    <Flex vertical gap={24}>
      <Descriptions
        bordered
        column={{ xs: 1, md: 2 }}
        items={[
          {
            key: 'at',
            label: t('logs.columns.at'),
            children: formatDateTime(log.at, i18n.language),
          },
          {
            key: 'request',
            label: t('logs.fields.request'),
            children: <code style={{ wordBreak: 'break-all' }}>{`${log.method} ${log.path}`}</code>,
          },
          {
            key: 'status',
            label: t('logs.columns.status'),
            children: <LogStatus status={log.status} />,
          },
          {
            key: 'latency',
            label: t('logs.columns.latency'),
            children: t('logs.ms', { ms: log.latencyMs }),
          },
          {
            key: 'keyPrefix',
            label: t('logs.columns.keyPrefix'),
            children: log.keyPrefix ? <code>{log.keyPrefix}…</code> : '—',
          },
          {
            key: 'requestId',
            label: t('logs.columns.requestId'),
            children: <code>{log.requestId}</code>,
          },
        ]}
      />
      <Paragraph>{t('logs.redacted')}</Paragraph>
      {bodies.map(({ key, value }) => (
        <JsonSection
          key={key}
          title={t(`logs.fields.${key}`)}
          value={value}
          empty={t('logs.noBody')}
        />
      ))}
    </Flex>
  );
}

/** `/development/logs/{id}`: one request to the public API, its bodies redacted. */
export function LogPage() {
  const { t } = useTranslation('developer');
  return (
    <DetailPage
      namespace="developer"
      spec={SPEC}
      query={logQueryOptions}
      errorTitle={t('logs.loadError')}
      forbiddenTitle={t('forbidden')}
      notFound={{
        title: t('logs.errors.notFound'),
        backTo: '/development/logs',
        backLabel: t('logs.back'),
      }}
    >
      {(log) => <LogDetail log={log} />}
    </DetailPage>
  );
}
