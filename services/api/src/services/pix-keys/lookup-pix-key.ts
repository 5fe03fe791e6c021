import {
  AppErrorCode,
  maskDocument,
  normalizePixKey,
  PIX_KEY_TYPES,
  type TPixKeyLookup,
  type TPixKeyType,
} from '@arara/contracts';
import { AppError } from '../../lib/app-error';
import type { PixKeysRepository } from '../../repositories/pix-keys-repository';
import type { ServiceDeps } from '../deps';
import { pixKeyNotFound } from './pix-key-errors';

/** What a key typed by a payer may be stored as: every type it is valid for, and as typed. */
export function lookupCandidates(input: string): string[] {
  const candidates = new Set<string>();
  const trimmed = input.trim();
  for (const type of PIX_KEY_TYPES) {
    const normalized = normalizePixKey(type, trimmed);
    if (normalized !== null) candidates.add(normalized);
  }
  candidates.add(trimmed.toLowerCase());
  return [...candidates];
}

const typeOrder: Record<TPixKeyType, number> = { cnpj: 0, cpf: 1, email: 2, phone: 3, random: 4 };

/** The active key a payer typed (`input`), with who and where receives it. */
export async function findKeyHolder(pixKeys: PixKeysRepository, input: string) {
  const rows = await pixKeys.findActiveByKeys(lookupCandidates(input));
  // 11 digits may be both a CPF and a mobile number: the document wins, as in Pix apps.
  return rows.sort((a, b) => typeOrder[a.type] - typeOrder[b.type])[0];
}

/** The receiver of a Pix to `input`; 404 for a key nobody holds (or that was deactivated). */
export async function lookupPixKey(
  deps: Pick<ServiceDeps, 'repositories'>,
  input: string,
): Promise<TPixKeyLookup> {
  const row = await findKeyHolder(deps.repositories.pixKeys, input);
  if (!row) throw pixKeyNotFound();
  return {
    type: row.type,
    key: row.key,
    receiverName: row.receiverName,
    maskedDocument: maskDocument(row.document),
    institutionName: row.institutionName,
    institutionCode: row.institutionCode,
  };
}

/**
 * GET /pix-keys/lookup for a signed-in user: only members of a merchant may look keys up, and
 * each lookup counts against the user and every merchant they act for (`pixKeyLookup`, 429).
 */
export async function lookupPixKeyAsMember(
  deps: Pick<ServiceDeps, 'repositories' | 'rateLimiter'>,
  user: { id: string; actingAs?: { merchantId: string } | undefined },
  input: string,
): Promise<TPixKeyLookup> {
  // Not tied to one merchant: it counts against each one the caller acts for.
  const merchantIds = user.actingAs
    ? [user.actingAs.merchantId]
    : (await deps.repositories.merchants.listForUser(user.id)).map((merchant) => merchant.id);
  if (merchantIds.length === 0) {
    throw new AppError(AppErrorCode.FORBIDDEN, 'Only members of a merchant can look up keys');
  }
  await deps.rateLimiter.hitMember('pixKeyLookup', { userId: user.id, merchantIds });
  return lookupPixKey(deps, input);
}
