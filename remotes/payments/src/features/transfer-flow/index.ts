/**
 * The transfer wizard engine (`useTransferWizard` + `TransferWizard`) and the pieces the money
 * flows share: account and amount fields, review, confirmation, the password / code step-up.
 */
export { AccountField } from './components/account-field';
export { ActiveAccountSelect } from './components/active-account-select';
export { ChoiceField } from './components/choice-field';
export { FeeQuote } from './components/fee-quote';
export { ReviewCard } from './components/review-card';
export { StepUpDialogs } from './components/step-up-dialogs';
export { type TransferFlowProps, TransferPage } from './components/transfer-page';
export { TransferWizard } from './components/transfer-wizard';
export { VirtualAccountsView } from './components/virtual-accounts-view';
export { findFieldError } from './find-field-error';
export { useStepUp } from '@arara/ui/form';
export { useTransferWizard } from './use-transfer-wizard';
export { useDebounced } from './use-debounced';
export { checkOperationFee, useOperationFee } from './use-operation-fee';
