import {
  AppErrorCode,
  COMPLIANCE_MESSAGES,
  type TAdminKycQuery,
  type TKycCasePage,
} from '@arara/contracts';
import { AppError } from '../../lib/app-error';
import { isUuid } from '../../repositories/ledger-accounts-repository';
import type { DataDeps } from '../deps';
import { toKycCaseSummary } from './to-onboarding-dto';

const PAGE_DEFAULT = 20;

const invalidCursor = () =>
  new AppError(AppErrorCode.VALIDATION_ERROR, 'Invalid cursor', {
    cursor: COMPLIANCE_MESSAGES.invalidCursor,
  });

/** The cursor is the last row's sort time and id, base64url: opaque to the client. */
const encodeCursor = (at: Date, id: string) =>
  Buffer.from(`${at.toISOString()}|${id}`).toString('base64url');

function decodeCursor(cursor: string | undefined): { at: Date; id: string } | undefined {
  if (cursor === undefined || cursor === '') return undefined;
  const [at = '', id = ''] = Buffer.from(cursor, 'base64url').toString('utf8').split('|');
  const date = new Date(at);
  if (Number.isNaN(date.getTime()) || !isUuid(id)) throw invalidCursor();
  return { at: date, id };
}

/** Lower case, without accents: how the name filter compares. */
const foldName = (name: string) =>
  name.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().trim();

/**
 * The back office's KYC cases, newest submission first (a draft by its creation), filtered by
 * status, part of the merchant's name (case- and accent-insensitive) and the beginning of a
 * CNPJ (punctuation ignored), keyset-paginated.
 */
export async function listKycCases(
  deps: Pick<DataDeps, 'repositories'>,
  query: TAdminKycQuery,
): Promise<TKycCasePage> {
  const limit = Number(query.limit ?? PAGE_DEFAULT);
  const name = query.name === undefined ? '' : foldName(query.name);
  const document = (query.document ?? '').replace(/[^0-9a-z]/gi, '').toUpperCase();
  const rows = await deps.repositories.onboardings.page({
    status: query.status,
    name: name || undefined,
    document: document || undefined,
    after: decodeCursor(query.cursor),
    // One row more than asked says whether another page exists.
    limit: limit + 1,
  });
  const items = rows.slice(0, limit);
  const last = items.at(-1);
  return {
    items: items.map(toKycCaseSummary),
    nextCursor: rows.length > limit && last ? encodeCursor(last.at, last.id) : null,
  };
}
