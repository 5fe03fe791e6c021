import { AppErrorCode, PAYMENT_MESSAGES } from '@arara/contracts';
import { AppError } from '../../lib/app-error';

export const pixKeyNotFound = () =>
  new AppError(AppErrorCode.NOT_FOUND, 'Pix key not found', { key: PAYMENT_MESSAGES.keyNotFound });

/** the generic failure of a transfer or payment (nothing moved). */
export const paymentFailed = () =>
  new AppError(
    AppErrorCode.INTERNAL_ERROR,
    'Failed to process the transfer/payment. Please try again.',
    { payment: PAYMENT_MESSAGES.failed },
  );

const IDEMPOTENCY_KEY = /^[\x21-\x7e]{1,255}$/;

/** The `Idempotency-Key` header: required, 1–255 printable ASCII characters. */
export function requireIdempotencyKey(value: unknown): string {
  if (typeof value !== 'string' || !IDEMPOTENCY_KEY.test(value)) {
    throw new AppError(
      AppErrorCode.VALIDATION_ERROR,
      'A valid Idempotency-Key header is required',
      {
        idempotencyKey: 'accounts:ledger.errors.idempotencyKey',
      },
    );
  }
  return value;
}

/**
 * The ledger's errors in the payments contract's terms: its field keys live in the `accounts`
 * namespace (`ledger.errors.*` → `accounts:ledger.errors.*`); other errors pass unchanged.
 */
export function fromLedgerError(error: unknown): unknown {
  if (!(error instanceof AppError) || !error.fields) return error;
  const fields = Object.fromEntries(
    Object.entries(error.fields).map(([field, key]) => [
      field,
      key.startsWith('ledger.errors.') ? `accounts:${key}` : key,
    ]),
  );
  return new AppError(error.code, error.message, fields, { headers: { ...error.headers } });
}
