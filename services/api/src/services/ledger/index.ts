export {
  getBalance,
  getBalanceSummary,
} from './get-balance';
export {
  getStatementPage,
  type StatementFilter,
  streamStatement,
} from './get-statement';
export { getBalanceHistory } from './get-balance-history';
export { holdBalance, releaseHold } from './hold-balance';
export { createVirtualAccount, updateVirtualAccount } from './manage-virtual-accounts';
export {
  type MovementRequest,
  postMovement,
  requireActiveAccount,
  requireVirtualAccount,
  virtualAccountNotFound,
} from './post-movement';
export {
  assertSandboxCreditAllowed,
  type SandboxCreditLimits,
  sandboxCreditLimits,
} from './sandbox-credits';
export { systemAccounts } from './system-accounts';
export { toBankAccountDto, toVirtualAccountDto } from './to-ledger-dto';
