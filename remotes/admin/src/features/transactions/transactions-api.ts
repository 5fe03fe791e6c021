import { downloadApiFile } from '@arara/api-client';
import { callApi } from '@arara/api-client/call';
import { endpointKey } from '@arara/api-client/query';
import {
  adminTransactionEndpoints,
  endpointPath,
  endpointSearch,
  TRANSACTION_STATUSES,
  TRANSACTION_TYPES,
  type TAdminTransactionsParsedQuery,
  type TLanguage,
  type TTransactionStatus,
  type TTransactionType,
} from '@arara/contracts';
import type { StatusTagKind } from '@arara/ui/data';
import { infiniteQueryOptions, keepPreviousData } from '@tanstack/react-query';

/** What the list filters by (the cursor and page size belong to the pagination). */
export type TransactionFilters = Omit<TAdminTransactionsParsedQuery, 'cursor' | 'limit'>;

export const TRANSACTIONS_PAGE_SIZE = 50;

export const isTransactionType = (value: unknown): value is TTransactionType =>
  (TRANSACTION_TYPES as readonly unknown[]).includes(value);
export const isTransactionStatus = (value: unknown): value is TTransactionStatus =>
  (TRANSACTION_STATUSES as readonly unknown[]).includes(value);

/** A transaction's status as a StatusTag shows it. */
export const TRANSACTION_STATUS: StatusTagKind<TTransactionStatus> = {
  namespace: 'admin',
  keyPrefix: 'money.transactions.statuses',
  colors: {
    pending: 'gold',
    processing: 'blue',
    approved: 'green',
    rejected: 'red',
    cancelled: 'default',
    failed: 'red',
    declined: 'volcano',
  },
};

/**
 * Keyset pages of one filter, newest first: "load more" asks for the rows after the previous
 * page's `nextCursor`. The rows shown stay while a new filter loads.
 */
export const transactionsQueryOptions = (filters: TransactionFilters) =>
  infiniteQueryOptions({
    queryKey: endpointKey(adminTransactionEndpoints.list, undefined, filters),
    queryFn: ({ signal, pageParam }) =>
      callApi(adminTransactionEndpoints.list, {
        query: { ...filters, cursor: pageParam, limit: TRANSACTIONS_PAGE_SIZE },
        signal,
      }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.nextCursor ?? undefined,
    placeholderData: keepPreviousData,
  });

/** GET /admin/transactions/export with the list's filters (every page, not only those loaded). */
export const downloadTransactionsCsv = (filters: TransactionFilters, language: TLanguage) =>
  downloadApiFile(
    `${endpointPath(adminTransactionEndpoints.exportCsv)}${endpointSearch({ ...filters, language })}`,
    'transactions.csv',
  );
