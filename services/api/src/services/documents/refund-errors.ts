import { AppErrorCode, DOCUMENT_MESSAGES, REFUND_WINDOW_DAYS } from '@arara/contracts';
import { AppError } from '../../lib/app-error';

/** More than what is left to refund of the Pix (422 `fields.amount`). */
export const refundTooHigh = () =>
  new AppError(
    AppErrorCode.UNPROCESSABLE,
    'The refund is more than what is left to refund of this Pix',
    { amount: DOCUMENT_MESSAGES.refundTooHigh },
  );

/** Past the Pix rules' window after the Pix settled (422 `fields.documentId`). */
export const refundWindowClosed = () =>
  new AppError(
    AppErrorCode.UNPROCESSABLE,
    `This Pix can no longer be refunded: the ${REFUND_WINDOW_DAYS} days allowed by the Pix rules have passed`,
    { documentId: DOCUMENT_MESSAGES.refundWindowClosed },
  );

/** Not a settled Pix of the right direction (409 `fields.documentId`). */
export const notRefundable = () =>
  new AppError(AppErrorCode.CONFLICT, 'This document cannot be refunded', {
    documentId: DOCUMENT_MESSAGES.notRefundable,
  });

/** A receipt of a document that has not settled (409). */
export const receiptUnavailable = () =>
  new AppError(AppErrorCode.CONFLICT, 'The receipt is available once the document has settled', {
    documentId: DOCUMENT_MESSAGES.receiptUnavailable,
  });
