import {
  AppErrorCode,
  type TCreateVirtualAccountRequest,
  type TVirtualAccountDetail,
} from '@arara/contracts';
import { AppError } from '../../lib/app-error';
import type { ServiceDeps } from '../deps';
import { createVirtualAccount } from '../ledger';
import { getVirtualAccount } from './get-virtual-account';

/** Opens a virtual account from the form: an unknown bank account is a field error. */
export async function openVirtualAccount(
  deps: Pick<ServiceDeps, 'db' | 'repositories'>,
  merchantId: string,
  request: TCreateVirtualAccountRequest,
): Promise<TVirtualAccountDetail> {
  const account = await createVirtualAccount(deps, merchantId, request).catch((error: unknown) => {
    // The bank account is a field of the form: say which one is wrong.
    if (error instanceof AppError && error.code === AppErrorCode.NOT_FOUND) {
      throw new AppError(AppErrorCode.VALIDATION_ERROR, 'Bank account not found', {
        bankAccountId: 'ledger.errors.bankAccountNotFound',
      });
    }
    throw error;
  });
  return getVirtualAccount(deps, merchantId, account.id);
}
