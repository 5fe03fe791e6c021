/** The steps, review, cancel dialog, account picker and amount input both transfer flows share. */
export { virtualAccountsQueryOptions } from './api/get-virtual-accounts';
export { AccountPicker } from './components/account-picker';
export { AmountInput } from './components/amount-input';
export { FailureAlert } from './components/failure-alert';
export { ReviewCard, type ReviewItem } from './components/review-card';
export { TransferConfirmation } from './components/transfer-confirmation';
export { TransferFrame } from './components/transfer-frame';
export { VirtualAccountsView } from './components/virtual-accounts-view';
export { useTransferFlow } from './use-transfer-flow';
export { useTransferSend } from './use-transfer-send';
