import {
  AppErrorCode,
  COUNTERPARTY_MESSAGES,
  normalizeCounterpartyPixKey,
  normalizeFiscalDocument,
  normalizePhone,
  type TCounterpartyDetail,
  type TCreateCounterpartyRequest,
  type TPixKeyType,
  type TUpdateCounterpartyRequest,
} from '@arara/contracts';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { counterparties } from '../../db/schema-counterparties';
import { AppError } from '../../lib/app-error';
import { isUniqueViolation } from '../../lib/db-errors';
import {
  counterpartyNotFound,
  documentTaken,
  requireCounterparty,
  toCounterpartyDetail,
} from './counterparty-store';

/** '' and null clear an optional text; undefined leaves it as it is. */
const optional = (value: string | null | undefined): string | null | undefined =>
  value === undefined ? undefined : value === null || value.trim() === '' ? null : value.trim();

type OptionalFields = Pick<
  TCreateCounterpartyRequest,
  'email' | 'phone' | 'address' | 'pixKeyType' | 'pixKey'
>;

/** The stored form of the optional fields sent (absent ones are left out). */
function optionalColumns(request: OptionalFields) {
  const email = optional(request.email);
  const phone = optional(request.phone);
  const columns: {
    email?: string | null;
    phone?: string | null;
    address?: string | null;
    pixKeyType?: TPixKeyType | null;
    pixKey?: string | null;
  } = {};
  if (email !== undefined) columns.email = email?.toLowerCase() ?? null;
  if (phone !== undefined) columns.phone = phone === null ? null : normalizePhone(phone);
  const address = optional(request.address);
  if (address !== undefined) columns.address = address;
  if (request.pixKey !== undefined || request.pixKeyType !== undefined) {
    const key = optional(request.pixKey);
    const type = request.pixKeyType ?? null;
    // The contract checked the pair; no key (or no type) = no Pix key.
    const normalized = key && type ? normalizeCounterpartyPixKey(type, key) : null;
    columns.pixKey = normalized;
    columns.pixKeyType = normalized === null ? null : type;
  }
  return columns;
}

/** Adds a counterparty; a document the merchant already has is a 409 on `document`. */
export async function createCounterparty(
  db: Db,
  merchantId: string,
  request: TCreateCounterpartyRequest,
): Promise<TCounterpartyDetail> {
  const document = normalizeFiscalDocument(request.document);
  if (document === null) {
    throw new AppError(AppErrorCode.VALIDATION_ERROR, 'Invalid document', {
      document: COUNTERPARTY_MESSAGES.invalidDocument,
    });
  }
  try {
    const [row] = await db
      .insert(counterparties)
      .values({
        merchantId,
        name: request.name.trim(),
        document,
        status: request.status ?? 'active',
        ...optionalColumns(request),
      })
      .returning();
    if (!row) throw new Error('insert returned no row');
    return await toCounterpartyDetail(db, row);
  } catch (error) {
    if (isUniqueViolation(error)) throw documentTaken();
    throw error;
  }
}

/**
 * Edits a counterparty. The document identifies it and never changes: the same document (any
 * punctuation) is accepted, another one is a 400 on `document`.
 */
export async function updateCounterparty(
  db: Db,
  merchantId: string,
  id: string,
  request: TUpdateCounterpartyRequest,
): Promise<TCounterpartyDetail> {
  const current = await requireCounterparty(db, merchantId, id);
  if (request.document !== undefined && request.document.replace(/\D/g, '') !== current.document) {
    throw new AppError(AppErrorCode.VALIDATION_ERROR, 'The document cannot be changed', {
      document: COUNTERPARTY_MESSAGES.documentImmutable,
    });
  }
  const changes = {
    ...(request.name === undefined ? {} : { name: request.name.trim() }),
    ...(request.status === undefined ? {} : { status: request.status }),
    ...optionalColumns(request),
  };
  if (Object.keys(changes).length === 0) return toCounterpartyDetail(db, current);
  const [row] = await db
    .update(counterparties)
    .set({ ...changes, updatedAt: new Date() })
    .where(and(eq(counterparties.merchantId, merchantId), eq(counterparties.id, id)))
    .returning();
  if (!row) throw counterpartyNotFound();
  return toCounterpartyDetail(db, row);
}
