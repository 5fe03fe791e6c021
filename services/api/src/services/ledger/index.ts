export {
  getBalance,
  getBalanceSummary,
  type Balance,
  type BalanceSummaryFilter,
} from './get-balance';
export {
  getStatementPage,
  STATEMENT_PAGE_DEFAULT,
  STATEMENT_PAGE_MAX,
  type StatementFilter,
  streamStatement,
} from './get-statement';
export {
  BALANCE_HISTORY_MAX_DAYS,
  type BalancePoint,
  getBalanceHistory,
} from './get-balance-history';
export { holdBalance, releaseHold } from './hold-balance';
export { createVirtualAccount, updateVirtualAccount } from './manage-virtual-accounts';
export {
  type MovementPosting,
  type MovementRequest,
  type MovementResult,
  postMovement,
  virtualAccountNotFound,
} from './post-movement';
export {
  assertSandboxCreditAllowed,
  type SandboxCreditLimits,
  sandboxCreditLimits,
} from './sandbox-credits';
export { systemAccounts } from './system-accounts';
export { toBankAccountDto, toVirtualAccountDto } from './to-ledger-dto';
