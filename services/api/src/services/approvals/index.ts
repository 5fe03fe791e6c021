export { findApprovalHold } from './find-approval-rule';
export {
  type ApprovalExecution,
  type ApprovalExecutions,
  holdForApproval,
} from './hold-for-approval';
export { listApprovals } from './list-approvals';
export { requirePendingApproval } from './require-pending-approval';
export { sendApprovalCode } from './send-approval-code';
export { decideApproval } from './decide-approval';
