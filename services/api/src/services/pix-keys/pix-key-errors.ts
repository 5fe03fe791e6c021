import { AppErrorCode, PIX_KEY_MESSAGES } from '@arara/contracts';
import { AppError } from '../../lib/app-error';

export const pixKeyNotFound = () => new AppError(AppErrorCode.NOT_FOUND, 'Pix key not found');

export const notOwnDocument = () =>
  new AppError(AppErrorCode.VALIDATION_ERROR, 'A CPF or CNPJ key must be the account’s document', {
    key: PIX_KEY_MESSAGES.notOwnDocument,
  });

export const pixKeyTaken = () =>
  new AppError(AppErrorCode.CONFLICT, 'This Pix key is already registered', {
    key: PIX_KEY_MESSAGES.taken,
  });

export const notPending = () =>
  new AppError(AppErrorCode.CONFLICT, 'This Pix key is not waiting for a code', {
    key: PIX_KEY_MESSAGES.notPending,
  });
