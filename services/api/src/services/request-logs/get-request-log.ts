import { AppErrorCode, REQUEST_LOG_MESSAGES, type TRequestLogDetail } from '@arara/contracts';
import { AppError } from '../../lib/app-error';
import type { ServiceDeps } from '../deps';
import { toRequestLogDetail } from './to-request-log-dto';

/** One request of the merchant's log, with its redacted query and bodies. */
export async function getRequestLog(
  deps: Pick<ServiceDeps, 'repositories'>,
  merchantId: string,
  requestLogId: string,
): Promise<TRequestLogDetail> {
  const row = await deps.repositories.requestLogs.find(merchantId, requestLogId);
  if (!row) {
    throw new AppError(AppErrorCode.NOT_FOUND, 'Request log not found', {
      requestLog: REQUEST_LOG_MESSAGES.notFound,
    });
  }
  return toRequestLogDetail(row);
}
