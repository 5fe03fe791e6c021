import { APPROVAL_MESSAGES, AppErrorCode } from '@arara/contracts';
import { AppError } from '../../lib/app-error';

export const approvalNotFound = () =>
  new AppError(AppErrorCode.NOT_FOUND, 'Approval not found', {
    approval: APPROVAL_MESSAGES.notFound,
  });

export const approvalNotPending = () =>
  new AppError(AppErrorCode.CONFLICT, 'This payment is no longer waiting for approval', {
    approval: APPROVAL_MESSAGES.notPending,
  });
