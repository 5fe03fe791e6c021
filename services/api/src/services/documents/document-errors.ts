import { AppErrorCode, PAYMENT_MESSAGES } from '@arara/contracts';
import { AppError } from '../../lib/app-error';

export const documentNotFound = () => new AppError(AppErrorCode.NOT_FOUND, 'Document not found');

/** The same Idempotency-Key came again with another request (409 `fields.idempotencyKey`). */
export const idempotencyKeyReused = () =>
  new AppError(
    AppErrorCode.CONFLICT,
    'This idempotency key was already used for a different request',
    { idempotencyKey: PAYMENT_MESSAGES.idempotencyKeyReused },
  );
