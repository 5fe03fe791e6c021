export { checkPaymentStepUp } from './check-payment-step-up';
export { sendPixCode } from './send-pix-code';
