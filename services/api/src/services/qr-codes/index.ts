export { listQrCodes } from './list-qr-codes';
export { getQrCode } from './get-qr-code';
export { generateQrReference, createQrCode } from './create-qr-code';
export { type QrCodePayment, assertQrCodePayable, settleQrCodePayment } from './pay-qr-code';
export { payQrCodeInSandbox } from './pay-qr-code-in-sandbox';
