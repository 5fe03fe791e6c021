import { useCurrentMerchant } from '@arara/session/me';
import type { TQrCode } from '@arara/contracts';
import { DetailPage } from '@arara/ui/page';
import { useTranslation } from '@arara/i18n';
import { Button, Flex, Panel, toast } from '@arara/ui/core';
import { Descriptions, formatDateTime, Money, moneyItem, StatusTag } from '@arara/ui/data';
import { QRCode } from '@arara/ui/qr-code';
import { useSandboxMode } from '@arara/api-client/query';
import { qrCodeQueryOptions } from '../api/qr-codes';
import { QR_CODE_STATUS } from '../components/qr-code-status';
import { SandboxPayPanel } from '../components/sandbox-pay-panel';
import { Input } from '@arara/ui/input';

const SPEC = {
  titleKey: 'qrCodes.detailTitle',
  parents: [{ titleKey: 'qrCodes.title', path: '/initiation/qrcodes' }],
};

/** The code as an image and as copy-and-paste text, with a copy button. */
function PixCode({ code }: { code: TQrCode }) {
  const { t } = useTranslation('payments');
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(code.pixCode);
      toast.success(t('qrCodes.copied'));
    } catch {
      toast.error(t('qrCodes.copyFailed'));
    }
  };
  return (
    <Panel>
      <Flex gap={24} wrap align="flex-start">
        <div aria-label={t('qrCodes.image')} role="img">
          <QRCode value={code.pixCode} size={200} />
        </div>
        <Flex vertical gap={8} style={{ flex: 1, minWidth: 280 }}>
          <label htmlFor="qr-pix-code">{t('qrCodes.fields.pixCode')}</label>
          <Input.TextArea id="qr-pix-code" value={code.pixCode} readOnly rows={4} />
          <Button onClick={() => void copy()} style={{ alignSelf: 'flex-start' }}>
            {t('qrCodes.copy')}
          </Button>
        </Flex>
      </Flex>
    </Panel>
  );
}

function QrCodeDetail({ merchantId, code }: { merchantId: string; code: TQrCode }) {
  const { t, i18n } = useTranslation('payments');
  const { can } = useCurrentMerchant();
  const sandbox = useSandboxMode();
  const date = (value: string | null) => (value ? formatDateTime(value, i18n.language) : '—');
  return (
    <Flex vertical gap={16}>
      <PixCode code={code} />
      {sandbox && code.status === 'pending' && can('accounts.manage') ? (
        <SandboxPayPanel merchantId={merchantId} code={code} />
      ) : null}
      <Descriptions
        bordered
        column={{ xs: 1, md: 2 }}
        items={[
          {
            key: 'status',
            label: t('qrCodes.fields.status'),
            children: <StatusTag kind={QR_CODE_STATUS} status={code.status} />,
          },
          {
            key: 'type',
            label: t('qrCodes.fields.type'),
            children: t(`qrCodes.types.${code.type}`),
          },
          {
            key: 'externalId',
            label: t('qrCodes.fields.externalId'),
            children: code.externalId ?? '—',
          },
          {
            key: 'description',
            label: t('qrCodes.fields.description'),
            children: code.description ?? '—',
          },
          { key: 'reference', label: t('qrCodes.fields.reference'), children: code.reference },
          {
            key: 'bankAccount',
            label: t('qrCodes.fields.bankAccount'),
            children: code.bankAccountLabel,
          },
          {
            key: 'virtualAccount',
            label: t('qrCodes.fields.virtualAccount'),
            children: code.virtualAccountLabel,
          },
          {
            key: 'value',
            label: t('qrCodes.fields.value'),
            children:
              code.amount === null ? t('qrCodes.payerChooses') : <Money cents={code.amount} />,
          },
          moneyItem('finalAmount', t('qrCodes.fields.finalAmount'), code.finalAmount),
          moneyItem('netAmount', t('qrCodes.fields.netAmount'), code.netAmount),
          { key: 'payments', label: t('qrCodes.fields.payments'), children: code.payments },
          { key: 'currency', label: t('qrCodes.fields.currency'), children: code.currency },
          { key: 'pixKey', label: t('qrCodes.fields.pixKey'), children: code.pixKey },
          {
            key: 'expiresAt',
            label: t('qrCodes.fields.expiresAt'),
            children: date(code.expiresAt),
          },
          { key: 'paidAt', label: t('qrCodes.fields.paidAt'), children: date(code.paidAt) },
          {
            key: 'createdAt',
            label: t('qrCodes.fields.createdAt'),
            children: date(code.createdAt),
          },
        ]}
      />
    </Flex>
  );
}

/** `/initiation/qrcodes/{id}`: one QR code, its image and copy-and-paste text. */
export function QrCodePage() {
  const { t } = useTranslation('payments');
  return (
    <DetailPage
      namespace="payments"
      spec={SPEC}
      query={qrCodeQueryOptions}
      errorTitle={t('qrCodes.loadError')}
      notFound={{
        title: t('qrCodes.errors.notFound'),
        backTo: '/initiation/qrcodes',
        backLabel: t('qrCodes.back'),
      }}
    >
      {(code, merchantId) => <QrCodeDetail merchantId={merchantId} code={code} />}
    </DetailPage>
  );
}
