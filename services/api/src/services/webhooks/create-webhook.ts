import {
  AppErrorCode,
  type TCreateWebhookRequest,
  type TWebhookWithSecret,
  WEBHOOK_MESSAGES,
  WEBHOOKS_PER_BANK_ACCOUNT_MAX,
} from '@arara/contracts';
import { AppError } from '../../lib/app-error';
import type { ServiceDeps } from '../deps';
import { checkWebhookUrl } from './check-webhook-url';
import { newWebhookSecret } from './new-webhook-secret';
import { toWebhookDto } from './to-webhook-dto';
import type { WebhookOptions } from './webhook-options';

/**
 * POST …/webhooks: the URL checked as a delivery would check it (a name that does not resolve
 * yet is accepted: each delivery checks again), the bank account the merchant's, at most
 * WEBHOOKS_PER_BANK_ACCOUNT_MAX per account; answers the secret this once.
 */
export async function createWebhook(
  deps: Pick<ServiceDeps, 'repositories'>,
  options: WebhookOptions,
  merchantId: string,
  request: TCreateWebhookRequest,
): Promise<TWebhookWithSecret> {
  const target = await checkWebhookUrl(request.url, options, { unresolvedIsOk: true });
  if (!target.ok) {
    throw new AppError(AppErrorCode.VALIDATION_ERROR, `Refused URL: ${target.detail}`, {
      url: WEBHOOK_MESSAGES[target.refusal],
    });
  }
  const { ledgerAccounts, webhooks } = deps.repositories;
  const bank = await ledgerAccounts.findBankAccount(merchantId, request.bankAccountId);
  if (!bank) {
    throw new AppError(AppErrorCode.NOT_FOUND, 'Bank account not found', {
      bankAccountId: WEBHOOK_MESSAGES.bankAccountNotFound,
    });
  }
  if ((await webhooks.countOnBankAccount(bank.id)) >= WEBHOOKS_PER_BANK_ACCOUNT_MAX) {
    throw new AppError(AppErrorCode.CONFLICT, 'Too many webhooks on this bank account', {
      bankAccountId: WEBHOOK_MESSAGES.tooMany,
    });
  }
  const { secret, secretSealed, secretLast4 } = newWebhookSecret();
  const row = await webhooks.insert({
    merchantId,
    bankAccountId: bank.id,
    url: target.url.toString(),
    events: [...new Set(request.events)],
    secretSealed,
    secretLast4,
  });
  const created = await webhooks.find(merchantId, row.id);
  if (!created) throw new Error('the webhook just created is missing');
  return { webhook: toWebhookDto(created), secret };
}
