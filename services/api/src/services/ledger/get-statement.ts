import {
  AppErrorCode,
  type TMovementType,
  type TStatementEntry,
  type TStatementPage,
} from '@arara/contracts';
import { AppError } from '../../lib/app-error';
import { createLedgerRepository, type StatementRow } from '../../repositories/ledger-repository';
import type { ServiceDeps } from '../deps';
import { requireVirtualAccount } from './post-movement';

export const STATEMENT_PAGE_DEFAULT = 50;
export const STATEMENT_PAGE_MAX = 500;

type StatementDeps = Pick<ServiceDeps, 'db' | 'repositories'>;

export type StatementFilter = {
  /** One virtual account; all of the merchant's when absent. */
  virtualAccountId?: string | undefined;
  types?: readonly TMovementType[] | undefined;
  /** Credits only (`in`) or debits only (`out`): the public API's statement in / out. */
  direction?: 'in' | 'out' | undefined;
  /** Inclusive. */
  from?: Date | undefined;
  /** Exclusive. */
  to?: Date | undefined;
};

const toEntry = (row: StatementRow): TStatementEntry => ({
  ...row,
  id: String(row.id),
  createdAt: row.createdAt.toISOString(),
});

function parseCursor(cursor: string | undefined): number | undefined {
  if (cursor === undefined) return undefined;
  if (!/^[1-9][0-9]{0,15}$/.test(cursor)) {
    throw new AppError(AppErrorCode.VALIDATION_ERROR, 'Invalid cursor', {
      cursor: 'ledger.errors.invalidCursor',
    });
  }
  return Number(cursor);
}

async function checkAccount(
  deps: StatementDeps,
  merchantId: string,
  filter: StatementFilter,
): Promise<void> {
  if (filter.virtualAccountId === undefined) return;
  await requireVirtualAccount(
    deps.repositories.ledgerAccounts,
    merchantId,
    filter.virtualAccountId,
  );
}

async function readPage(
  deps: StatementDeps,
  merchantId: string,
  filter: StatementFilter,
  afterPostingId: number | undefined,
  limit: number,
): Promise<{ rows: StatementRow[]; hasMore: boolean }> {
  // One row more than asked says whether another page exists without a count(*).
  const rows = await createLedgerRepository(deps.db).statementPage({
    merchantId,
    ...filter,
    afterPostingId,
    limit: limit + 1,
  });
  return { rows: rows.slice(0, limit), hasMore: rows.length > limit };
}

/**
 * One statement page (docs/ledger.md "Statement: index design"), newest first, keyset-paginated: `nextCursor`
 * of a page is the `cursor` of the next one; every movement appears once across pages even while
 * new movements arrive.
 */
export async function getStatementPage(
  deps: StatementDeps,
  merchantId: string,
  filter: StatementFilter & { cursor?: string | undefined; limit?: number | undefined },
): Promise<TStatementPage> {
  const limit = filter.limit ?? STATEMENT_PAGE_DEFAULT;
  if (!Number.isSafeInteger(limit) || limit < 1 || limit > STATEMENT_PAGE_MAX) {
    throw new AppError(AppErrorCode.VALIDATION_ERROR, 'Invalid page size', {
      limit: 'ledger.errors.pageSize',
    });
  }
  const after = parseCursor(filter.cursor);
  await checkAccount(deps, merchantId, filter);
  const { rows, hasMore } = await readPage(deps, merchantId, filter, after, limit);
  const last = rows.at(-1);
  return {
    items: rows.map(toEntry),
    nextCursor: hasMore && last ? String(last.id) : null,
  };
}

/**
 * Every statement line matching the filter, newest first, read in keyset batches: memory stays
 * flat however long the period (for CSV and OFX exports).
 */
export async function* streamStatement(
  deps: StatementDeps,
  merchantId: string,
  filter: StatementFilter,
  options: { batchSize?: number } = {},
): AsyncGenerator<TStatementEntry> {
  const batchSize = options.batchSize ?? 1000;
  await checkAccount(deps, merchantId, filter);
  let after: number | undefined;
  for (;;) {
    const { rows, hasMore } = await readPage(deps, merchantId, filter, after, batchSize);
    for (const row of rows) yield toEntry(row);
    const last = rows.at(-1);
    if (!hasMore || !last) return;
    after = last.id;
  }
}
