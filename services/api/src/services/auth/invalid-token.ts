import { AppErrorCode } from '@arara/contracts';
import { AppError } from '../../lib/app-error';

/** Unknown, used, expired, for another purpose or another address: one answer for all. */
export const invalidToken = () => new AppError(AppErrorCode.INVALID_TOKEN, 'Invalid Token');
