export { listQrCodes } from './list-qr-codes';
export { getQrCode } from './get-qr-code';
export { createQrCode } from './create-qr-code';
export { assertQrCodePayable, settleQrCodePayment } from './pay-qr-code';
export { payQrCodeInSandbox } from './pay-qr-code-in-sandbox';
