import { randomBytes } from 'node:crypto';
import { API_KEY_PREFIX_LENGTH, API_KEY_SECRET_PREFIX } from '@arara/contracts';
import { hashOpaqueToken } from '../../lib/opaque-token';

const BASE62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
/** 40 base62 characters: about 238 bits, beyond any guessing. */
const RANDOM_LENGTH = 40;

/**
 * A new secret: `arara_sk_` and 40 base62 characters drawn without bias (bytes of 248 and
 * above are dropped, so each character is one of 62 equally likely).
 */
export function generateApiKeySecret(): string {
  let out = '';
  while (out.length < RANDOM_LENGTH) {
    for (const byte of randomBytes(64)) {
      if (byte < 248 && out.length < RANDOM_LENGTH) out += BASE62[byte % 62];
    }
  }
  return `${API_KEY_SECRET_PREFIX}${out}`;
}

/** What is stored of a secret: its SHA-256 (hex), and its visible prefix. */
export const hashApiKeySecret = hashOpaqueToken;
export const apiKeyPrefixOf = (secret: string): string => secret.slice(0, API_KEY_PREFIX_LENGTH);
