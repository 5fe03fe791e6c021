import type { TQrCodeStatus } from '@arara/contracts';
import { useTranslation } from '@arara/i18n';
import { Tag } from '@arara/ui/layout';

const COLORS: Record<TQrCodeStatus, string> = {
  created: 'default',
  pending: 'processing',
  paid: 'success',
  expired: 'warning',
};

/** Spec §4 QR code statuses. */
export function QrCodeStatusTag({ status }: { status: TQrCodeStatus }) {
  const { t } = useTranslation('payments');
  return <Tag color={COLORS[status]}>{t(`qrCodes.status.${status}`)}</Tag>;
}
