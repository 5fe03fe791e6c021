export { toDocumentDto, toDocumentDtos } from './document-store';
export { generateEndToEndId } from './end-to-end-id';
export { getPublicPix } from './get-public-pix';
export { DOCUMENTS_PAGE_DEFAULT, getDocument, listDocuments } from './list-documents';
export { paymentFailed, requireIdempotencyKey } from './payment-errors';
export { type PixReceiver, previewPix, resolvePixDestination } from './resolve-pix-destination';
export { checkPaymentStepUp } from './check-payment-step-up';
export {
  PAYMENT_CODE_MAX_ATTEMPTS,
  PAYMENT_CODE_TTL_MS,
  type PaymentCodePurpose,
  sendPixCode,
} from './send-pix-code';
export {
  executePix,
  movePixMoney,
  type PixMoneyRequest,
  sendPixTransfer,
} from './send-pix-transfer';
export {
  executeBetweenAccounts,
  type PaymentResult,
  paymentStatusCode,
  transferBetweenAccounts,
} from './transfer-between-accounts';
export { verifyPixCode } from './verify-pix-code';
