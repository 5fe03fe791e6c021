import {
  AppErrorCode,
  REQUEST_LOG_MESSAGES,
  REQUEST_LOGS_PAGE_DEFAULT,
  type TRequestLogPage,
  type TRequestLogStatusClass,
} from '@arara/contracts';
import { AppError } from '../../lib/app-error';
import { isUuid } from '../../repositories/ledger-accounts-repository';
import type { ServiceDeps } from '../deps';
import { toRequestLogDto } from './to-request-log-dto';

export type RequestLogsQuery = {
  statusClass?: TRequestLogStatusClass | undefined;
  apiKeyId?: string | undefined;
  path?: string | undefined;
  from?: string | undefined;
  to?: string | undefined;
  cursor?: string | undefined;
  limit?: number | undefined;
};

const invalidCursor = () =>
  new AppError(AppErrorCode.VALIDATION_ERROR, 'Invalid cursor', {
    cursor: REQUEST_LOG_MESSAGES.invalidCursor,
  });

/** The cursor is the last row's time and id, base64url: opaque to the client. */
const encodeCursor = (at: Date, id: string) =>
  Buffer.from(`${at.toISOString()}|${id}`).toString('base64url');

function decodeCursor(cursor: string | undefined): { at: Date; id: string } | undefined {
  if (cursor === undefined) return undefined;
  const [at = '', id = ''] = Buffer.from(cursor, 'base64url').toString('utf8').split('|');
  const date = new Date(at);
  if (Number.isNaN(date.getTime()) || !isUuid(id)) throw invalidCursor();
  return { at: date, id };
}

/** The merchant's request logs, newest first, filtered, keyset-paginated. */
export async function listRequestLogs(
  deps: Pick<ServiceDeps, 'repositories'>,
  merchantId: string,
  query: RequestLogsQuery,
): Promise<TRequestLogPage> {
  const limit = query.limit ?? REQUEST_LOGS_PAGE_DEFAULT;
  // One row more than asked says whether another page exists.
  const rows = await deps.repositories.requestLogs.page(merchantId, {
    statusClass: query.statusClass,
    apiKeyId: query.apiKeyId,
    path: query.path?.trim() || undefined,
    from: query.from === undefined ? undefined : new Date(query.from),
    to: query.to === undefined ? undefined : new Date(query.to),
    after: decodeCursor(query.cursor),
    limit: limit + 1,
  });
  const items = rows.slice(0, limit);
  const last = items.at(-1);
  return {
    items: items.map(toRequestLogDto),
    nextCursor: rows.length > limit && last ? encodeCursor(last.at, last.id) : null,
  };
}
