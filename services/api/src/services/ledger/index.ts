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
export { holdBalance, releaseHold } from './hold-balance';
export {
  type MovementPosting,
  type MovementRequest,
  type MovementResult,
  postMovement,
  virtualAccountNotFound,
} from './post-movement';
export { systemAccounts } from './system-accounts';
