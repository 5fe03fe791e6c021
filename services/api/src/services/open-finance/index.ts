export { listPaymentInitiations } from './list-payment-initiations';
export { getPaymentInitiation } from './get-payment-initiation';
export { createPaymentInitiation } from './create-payment-initiation';
export { cancelPaymentInitiation } from './cancel-payment-initiation';
export { rejectPaymentInitiation } from './reject-payment-initiation';
export { authorisePaymentInitiation } from './authorise-payment-initiation';
