import { AppErrorCode, OPEN_FINANCE_MESSAGES } from '@arara/contracts';
import { AppError } from '../../lib/app-error';

export const initiationNotFound = () =>
  new AppError(AppErrorCode.NOT_FOUND, 'Payment request not found', {
    initiation: OPEN_FINANCE_MESSAGES.notFound,
  });
