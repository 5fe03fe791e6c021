import {
  type TPaymentInitiation,
  type TPaymentInitiationStatus,
  ZPaymentInitiationStatus,
} from '@arara/contracts';
import { QueryView } from '@arara/ui/page';
import { PaymentsListPage } from '@/components/list-page';
import { useTranslation } from '@arara/i18n';
import { Button } from '@arara/ui/core';
import { dateColumn, formatDateTime, moneyColumn, statusColumn } from '@arara/ui/data';
import { Table } from '@arara/ui/table';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router-dom';
import * as z from 'zod/mini';
import { paymentInitiationsQueryOptions } from '../api/open-finance';
import { CreatePaymentInitiationDrawer } from '../components/create-payment-initiation-drawer';
import { PaymentInitiationDrawer } from '../components/payment-initiation-drawer';
import { PAYMENT_INITIATION_STATUS } from '../components/payment-initiation-status';
import { Tabs } from '@arara/ui/card';

const SPEC = {
  titleKey: 'openFinance.title',
  descriptionKey: 'openFinance.description',
  newKey: 'openFinance.new',
};
const TABS = ['all', ...ZPaymentInitiationStatus.options] as const;

function RequestsTable({
  merchantId,
  status,
  onOpen,
}: {
  merchantId: string;
  status: TPaymentInitiationStatus | undefined;
  onOpen: (id: string) => void;
}) {
  const { t, i18n } = useTranslation('payments');
  const requests = useQuery(paymentInitiationsQueryOptions(merchantId, status));
  return (
    <QueryView query={requests} errorTitle={t('openFinance.loadError')}>
      {(data) => (
        <Table<TPaymentInitiation>
          rowKey="id"
          dataSource={data.items}
          pagination={data.items.length > 20 ? { pageSize: 20 } : false}
          locale={{ emptyText: t('openFinance.empty') }}
          columns={[
            {
              key: 'reference',
              title: t('openFinance.fields.reference'),
              render: (_, row) => (
                <Button type="link" style={{ padding: 0 }} onClick={() => onOpen(row.id)}>
                  {row.reference}
                </Button>
              ),
            },
            dateColumn(
              'createdAt',
              t('openFinance.fields.createdAt'),
              i18n.language,
              formatDateTime,
            ),
            {
              key: 'payerInstitution',
              title: t('openFinance.fields.payerInstitution'),
              render: (_, row) => row.payerInstitution.name,
            },
            {
              key: 'payerName',
              title: t('openFinance.fields.payerName'),
              render: (_, row) => row.payerName ?? '—',
            },
            {
              key: 'virtualAccount',
              title: t('openFinance.fields.virtualAccount'),
              render: (_, row) => row.virtualAccountLabel,
            },
            moneyColumn('amount', t('openFinance.fields.amount'), (row) => row.amount),
            statusColumn(t('openFinance.fields.status'), PAYMENT_INITIATION_STATUS),
            {
              key: 'expiresAt',
              title: t('openFinance.fields.expiresAt'),
              // A decided request no longer expires.
              render: (_, row) =>
                row.status === 'awaiting_authorisation' || row.status === 'expired'
                  ? formatDateTime(row.expiresAt, i18n.language)
                  : '—',
            },
          ]}
        />
      )}
    </QueryView>
  );
}

/**
 * `/initiation/open-finance/`: payment initiation requests by status (in the URL), the one
 * opened in a drawer (`?request=`), and a drawer to ask for a new one.
 */
export function OpenFinancePage() {
  const { t } = useTranslation('payments');
  const [params, setParams] = useSearchParams();
  const parsed = z.safeParse(ZPaymentInitiationStatus, params.get('status'));
  const status = parsed.success ? parsed.data : undefined;
  const opened = params.get('request');
  const update = (changes: Record<string, string | null>) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(changes)) {
      if (value === null) next.delete(key);
      else next.set(key, value);
    }
    setParams(next);
  };
  return (
    <PaymentsListPage
      spec={SPEC}
      createDrawer={CreatePaymentInitiationDrawer}
      onCreated={(request, drawer) => {
        drawer.onClose();
        update({ status: null, request: request.id });
      }}
    >
      {(merchantId) => (
        <>
          <Tabs
            activeKey={status ?? 'all'}
            onChange={(key) => update({ status: key === 'all' ? null : key })}
            items={TABS.map((key) => ({
              key,
              label: key === 'all' ? t('openFinance.all') : t(`openFinance.status.${key}`),
              children:
                key === (status ?? 'all') ? (
                  <RequestsTable
                    merchantId={merchantId}
                    status={status}
                    onOpen={(id) => update({ request: id })}
                  />
                ) : null,
            }))}
          />
          <PaymentInitiationDrawer
            merchantId={merchantId}
            id={opened}
            onClose={() => update({ request: null })}
          />
        </>
      )}
    </PaymentsListPage>
  );
}
