import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

/**
 * Development key of the providers' passwords (public: production refuses it and requires
 * PROVIDER_CREDENTIALS_KEY, see config.ts). Only ever used outside production.
 */
export const DEV_PROVIDER_CREDENTIALS_KEY = Buffer.alloc(32, 'arara-dev-provider-credentials');

const PREFIX = 'v1:';
const IV_BYTES = 12;
const TAG_BYTES = 16;

let currentKey: Buffer = DEV_PROVIDER_CREDENTIALS_KEY;

/**
 * Sets the key merchants' provider passwords are sealed with (buildApp, from
 * PROVIDER_CREDENTIALS_KEY). Its own key, not the TOTP one: a leak of one does not open the
 * other, and each can be rotated alone.
 */
export function configureProviderCredentials(key: Buffer = DEV_PROVIDER_CREDENTIALS_KEY): void {
  if (key.length !== 32) throw new Error('Provider credentials key must be 32 bytes');
  currentKey = key;
}

/**
 * AES-256-GCM with a random IV: `v1:` + base64url(iv | tag | ciphertext)
 * (docs/back-office.md "Providers and accounts"). The same password twice gives different text.
 */
export function sealProviderPassword(password: string, key: Buffer = currentKey): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const body = Buffer.concat([cipher.update(password, 'utf8'), cipher.final()]);
  return PREFIX + Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url');
}

/** The password of a stored value (for the provider integration); another key fails. */
export function openProviderPassword(stored: string, key: Buffer = currentKey): string {
  if (!stored.startsWith(PREFIX)) throw new Error('Unknown provider password format');
  const raw = Buffer.from(stored.slice(PREFIX.length), 'base64url');
  const decipher = createDecipheriv('aes-256-gcm', key, raw.subarray(0, IV_BYTES));
  decipher.setAuthTag(raw.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
  return Buffer.concat([
    decipher.update(raw.subarray(IV_BYTES + TAG_BYTES)),
    decipher.final(),
  ]).toString('utf8');
}
