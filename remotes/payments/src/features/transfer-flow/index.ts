/**
 * The steps, review, cancel dialog, account picker and the password / code dialogs the money
 * flows share (the amount input is @arara/ui/form's).
 */
export { virtualAccountsQueryOptions } from './api/get-virtual-accounts';
export { AccountField } from './components/account-field';
export { AccountPicker } from './components/account-picker';
export { ActiveAccountSelect } from './components/active-account-select';
export { AmountFields } from './components/amount-fields';
export { FailureAlert } from './components/failure-alert';
export { ReviewCard, type ReviewItem } from './components/review-card';
export { ReviewNotices } from './components/review-notices';
export { CodeDialog, PasswordDialog } from './components/security-dialogs';
export { StepAction } from './components/step-action';
export { TransferConfirmation } from './components/transfer-confirmation';
export { TransferFrame } from './components/transfer-frame';
export { VirtualAccountsView } from './components/virtual-accounts-view';
export { useTransferFlow } from './use-transfer-flow';
export { useTransferSend } from './use-transfer-send';
