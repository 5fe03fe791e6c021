import { randomInt } from 'node:crypto';

/** The ISPB (8 digits) Arara's end-to-end ids start with (a sandbox value). */
export const ARARA_ISPB = '99999999';
const ALPHANUMERIC = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/**
 * A Pix end-to-end id (Banco Central's format, 32 characters): `E`, the ISPB, the UTC date and
 * time `yyyyMMddHHmm`, and 11 random alphanumerics. The ISPB is the paying institution's: Arara's
 * for a Pix sent here, the payer's bank for one that arrives from outside.
 */
export function generateEndToEndId(now = new Date(), ispb = ARARA_ISPB): string {
  const stamp = now.toISOString().replace(/\D/g, '').slice(0, 12);
  let random = '';
  for (let i = 0; i < 11; i += 1) random += ALPHANUMERIC[randomInt(ALPHANUMERIC.length)];
  return `E${ispb}${stamp}${random}`;
}

/** A document reference for transfers between accounts: `TRF` + date + 8 random hex digits. */
export function generateTransferReference(now = new Date()): string {
  const stamp = now.toISOString().slice(0, 10).replace(/-/g, '');
  return `TRF${stamp}${randomInt(0x100000000).toString(16).toUpperCase().padStart(8, '0')}`;
}

/**
 * The reconciliation id of a settled payment to another institution (the settlement's own id,
 * what the institution's statement shows): `RCN` + UTC date + 12 random hex digits.
 */
export function generateReconciliationId(now = new Date()): string {
  const stamp = now.toISOString().slice(0, 10).replace(/-/g, '');
  const random = `${randomInt(0x1000000).toString(16)}${randomInt(0x1000000).toString(16)}`;
  return `RCN${stamp}${random.toUpperCase().padStart(12, '0')}`;
}
