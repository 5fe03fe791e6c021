import { AppErrorCode, TWO_FACTOR_MESSAGES } from '@arara/contracts';
import { AppError } from '../../lib/app-error';

/** Wrong, replayed or unknown code: one answer for all, on the field the user typed in. */
export const invalidTwoFactorCode = (field: 'code' | 'recoveryCode' = 'code') =>
  new AppError(AppErrorCode.INVALID_TWO_FACTOR_CODE, 'Invalid code, please try again', {
    [field]: TWO_FACTOR_MESSAGES.invalidCode,
  });
