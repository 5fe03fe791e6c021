import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

/** Development key (public: production refuses it, see config.ts). */
export const DEV_TOTP_ENCRYPTION_KEY = Buffer.alloc(32, 'arara-dev-totp-key');

const PREFIX = 'v1:';
const IV_BYTES = 12;
const TAG_BYTES = 16;

let currentKey: Buffer = DEV_TOTP_ENCRYPTION_KEY;

/**
 * Sets the key TOTP secrets are sealed with (buildApp, from TOTP_ENCRYPTION_KEY). A process
 * runs one API, so the key is process-wide: every two-factor repository, also the seed's
 * (createRepositories(tx)), seals and opens with it without being handed it.
 */
export function configureTotpEncryption(key: Buffer = DEV_TOTP_ENCRYPTION_KEY): void {
  if (key.length !== 32) throw new Error('TOTP encryption key must be 32 bytes');
  currentKey = key;
}

/**
 * AES-256-GCM with a random IV: `v1:` + base64url(iv | tag | ciphertext). Sealing the same
 * secret twice gives different text; a changed byte or another key fails to open.
 */
export function sealTotpSecret(secret: string, key: Buffer = currentKey): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const body = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
  return PREFIX + Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url');
}

/**
 * The secret of a stored value. Rows written before encryption hold the bare base32 secret
 * (never a `v1:` prefix): they are read as they are and sealed on their next write.
 */
export function openTotpSecret(stored: string, key: Buffer = currentKey): string {
  if (!stored.startsWith(PREFIX)) return stored;
  const raw = Buffer.from(stored.slice(PREFIX.length), 'base64url');
  const decipher = createDecipheriv('aes-256-gcm', key, raw.subarray(0, IV_BYTES));
  decipher.setAuthTag(raw.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
  return Buffer.concat([
    decipher.update(raw.subarray(IV_BYTES + TAG_BYTES)),
    decipher.final(),
  ]).toString('utf8');
}

/**
 * The same sealing for the other secrets the API must read back, not only compare (webhook
 * signing secrets: the server signs with them), under the same key.
 */
export const sealSecret = (secret: string): string => sealTotpSecret(secret);
export const openSecret = (stored: string): string => openTotpSecret(stored);
