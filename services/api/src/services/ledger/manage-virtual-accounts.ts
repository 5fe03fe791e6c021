import {
  AppErrorCode,
  type TVirtualAccountType,
  VIRTUAL_ACCOUNT_CURRENCIES,
  VIRTUAL_ACCOUNT_TYPES,
} from '@arara/contracts';
import type { VirtualAccount } from '../../db/schema-ledger';
import { AppError } from '../../lib/app-error';
import type { ServiceDeps } from '../deps';
import { virtualAccountNotFound, requireVirtualAccount } from './post-movement';

const LABEL_MAX = 80;

function checkLabel(label: string): string {
  const trimmed = label.trim();
  if (trimmed === '') {
    throw new AppError(AppErrorCode.VALIDATION_ERROR, 'The label is required', {
      label: 'validation.required',
    });
  }
  if (trimmed.length > LABEL_MAX) {
    throw new AppError(AppErrorCode.VALIDATION_ERROR, 'The label is too long', {
      label: 'ledger.errors.labelTooLong',
    });
  }
  return trimmed;
}

/**
 * Opens a virtual account on one of the merchant's bank accounts (another merchant's bank
 * account: not found). The merchant's first account, or one asked to be the default, becomes the
 * default (the previous default stops being it, in the same transaction).
 */
export async function createVirtualAccount(
  deps: Pick<ServiceDeps, 'db' | 'repositories'>,
  merchantId: string,
  request: {
    label: string;
    type: TVirtualAccountType;
    bankAccountId: string;
    currency?: string | undefined;
    isDefault?: boolean | undefined;
  },
): Promise<VirtualAccount> {
  const label = checkLabel(request.label);
  if (!VIRTUAL_ACCOUNT_TYPES.includes(request.type)) {
    throw new AppError(AppErrorCode.VALIDATION_ERROR, 'Invalid virtual account type', {
      type: 'validation.required',
    });
  }
  const currency = request.currency ?? 'BRL';
  if (currency !== VIRTUAL_ACCOUNT_CURRENCIES[0]) {
    throw new AppError(AppErrorCode.VALIDATION_ERROR, 'Virtual accounts are in BRL', {
      currency: 'ledger.errors.currencyBrl',
    });
  }
  const repo = deps.repositories.ledgerAccounts;
  return deps.db.transaction(async (tx) => {
    const bank = await repo.findBankAccount(merchantId, request.bankAccountId, tx);
    if (!bank) throw new AppError(AppErrorCode.NOT_FOUND, 'Bank account not found');
    const existing = await repo.listVirtualAccounts(merchantId, {}, tx);
    const isDefault = request.isDefault === true || existing.length === 0;
    if (isDefault) await repo.clearDefaultVirtualAccount(merchantId, tx);
    return repo.createVirtualAccount(
      { merchantId, bankAccountId: bank.id, label, type: request.type, currency: 'BRL', isDefault },
      tx,
    );
  });
}

/**
 * Only the label of a virtual account can change (docs/ledger.md "Accounts"). A request that would change its type
 * or currency is refused with a field error (sending the current values back is fine).
 */
export async function updateVirtualAccount(
  deps: Pick<ServiceDeps, 'repositories'>,
  merchantId: string,
  virtualAccountId: string,
  patch: { label?: string | undefined; type?: string | undefined; currency?: string | undefined },
): Promise<VirtualAccount> {
  const repo = deps.repositories.ledgerAccounts;
  const account = await requireVirtualAccount(repo, merchantId, virtualAccountId);
  if (patch.type !== undefined && patch.type !== account.type) {
    throw new AppError(
      AppErrorCode.VALIDATION_ERROR,
      'The type of a virtual account cannot change after creation',
      { type: 'ledger.errors.typeImmutable' },
    );
  }
  if (patch.currency !== undefined && patch.currency !== account.currency) {
    throw new AppError(
      AppErrorCode.VALIDATION_ERROR,
      'The currency of a virtual account cannot change after creation',
      { currency: 'ledger.errors.currencyImmutable' },
    );
  }
  if (patch.label === undefined) return account;
  const renamed = await repo.renameVirtualAccount(merchantId, account.id, checkLabel(patch.label));
  if (!renamed) throw virtualAccountNotFound();
  return renamed;
}
