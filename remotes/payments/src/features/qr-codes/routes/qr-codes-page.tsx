import { type TQrCode, type TQrCodeType, ZQrCodeType } from '@arara/contracts';
import { QueryView } from '@arara/ui/page';
import { PaymentsListPage } from '@/components/list-page';
import { useTranslation } from '@arara/i18n';
import { dateColumn, formatDateTime, linkColumn, Money, statusColumn } from '@arara/ui/data';
import { Table } from '@arara/ui/table';
import { useQuery } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from 'react-router-dom';
import * as z from 'zod/mini';
import { qrCodesQueryOptions } from '../api/qr-codes';
import { CreateQrCodeDrawer } from '../components/create-qr-code-drawer';
import { QR_CODE_STATUS } from '../components/qr-code-status';
import { Tabs } from '@arara/ui/card';

const SPEC = {
  titleKey: 'qrCodes.title',
  descriptionKey: 'qrCodes.description',
  newKey: 'qrCodes.new',
};

function QrCodesTable({ merchantId, type }: { merchantId: string; type: TQrCodeType }) {
  const { t, i18n } = useTranslation('payments');
  const codes = useQuery(qrCodesQueryOptions(merchantId, type));
  return (
    <QueryView query={codes} errorTitle={t('qrCodes.loadError')}>
      {(data) => (
        <Table<TQrCode>
          rowKey="id"
          dataSource={data.items}
          pagination={data.items.length > 20 ? { pageSize: 20 } : false}
          locale={{ emptyText: t('qrCodes.empty') }}
          columns={[
            linkColumn(
              'reference',
              t('qrCodes.fields.reference'),
              (row) => `/initiation/qrcodes/${row.id}`,
              (row) => row.reference,
            ),
            {
              key: 'description',
              title: t('qrCodes.fields.description'),
              render: (_, row) => row.description ?? '—',
            },
            {
              key: 'value',
              title: t('qrCodes.fields.value'),
              align: 'right',
              render: (_, row) =>
                row.amount === null ? t('qrCodes.payerChooses') : <Money cents={row.amount} />,
            },
            statusColumn(t('qrCodes.fields.status'), QR_CODE_STATUS),
            {
              key: 'expiresAt',
              title: t('qrCodes.fields.expiresAt'),
              render: (_, row) =>
                row.expiresAt ? formatDateTime(row.expiresAt, i18n.language) : '—',
            },
            dateColumn('createdAt', t('qrCodes.fields.createdAt'), i18n.language, formatDateTime),
          ]}
        />
      )}
    </QueryView>
  );
}

/** `/initiation/qrcodes/`: tabs dynamic and static (the tab in the URL); managers issue codes. */
export function QrCodesPage() {
  const { t } = useTranslation('payments');
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const parsed = z.safeParse(ZQrCodeType, params.get('type'));
  const type: TQrCodeType = parsed.success ? parsed.data : 'dynamic';
  return (
    <PaymentsListPage
      spec={SPEC}
      createDrawer={CreateQrCodeDrawer}
      onCreated={(code) => navigate(`/initiation/qrcodes/${code.id}`)}
    >
      {(merchantId) => (
        <Tabs
          activeKey={type}
          onChange={(key) => setParams(key === 'dynamic' ? {} : { type: key })}
          items={(['dynamic', 'static'] as const).map((key) => ({
            key,
            label: t(`qrCodes.types.${key}`),
            children: key === type ? <QrCodesTable merchantId={merchantId} type={key} /> : null,
          }))}
        />
      )}
    </PaymentsListPage>
  );
}
