import type { TQrCodeStatus } from '@arara/contracts';
import type { StatusTagKind } from '@arara/ui/data';

/** A QR code's status (docs/payments.md "QR codes") as a StatusTag shows it. */
export const QR_CODE_STATUS: StatusTagKind<TQrCodeStatus> = {
  namespace: 'payments',
  keyPrefix: 'qrCodes.status',
  colors: { created: 'default', pending: 'processing', paid: 'success', expired: 'warning' },
};
