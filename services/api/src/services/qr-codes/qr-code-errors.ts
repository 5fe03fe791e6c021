import { AppErrorCode, QR_CODE_MESSAGES } from '@arara/contracts';
import { AppError } from '../../lib/app-error';

export const qrCodeNotFound = () =>
  new AppError(AppErrorCode.NOT_FOUND, 'QR Code not found', {
    qrCode: QR_CODE_MESSAGES.notFound,
  });
