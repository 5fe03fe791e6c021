export { getPublicPix } from './get-public-pix';
export { type PixReceiver, previewPix, resolvePixDestination } from './resolve-pix-destination';
export {
  executePix,
  movePixMoney,
  sendPixOrder,
  sendPixTransfer,
} from './send-pix-transfer';
export type { PaymentResult } from './commit-payment';
export {
  executeBetweenAccounts,
  paymentStatusCode,
  transferBetweenAccounts,
} from './transfer-between-accounts';
export { receiveSandboxPix } from './receive-sandbox-pix';
