import { randomBytes } from 'node:crypto';
import { WEBHOOK_SECRET_PREFIX } from '@arara/contracts';
import { sealSecret } from '../../lib/totp-encryption';

/**
 * A new signing secret (`whsec_` + 32 random bytes, base64url): the clear text to show once,
 * and what is stored — sealed with AES-256-GCM, plus its last 4 characters to tell it apart.
 */
export function newWebhookSecret() {
  const secret = `${WEBHOOK_SECRET_PREFIX}${randomBytes(32).toString('base64url')}`;
  return { secret, secretSealed: sealSecret(secret), secretLast4: secret.slice(-4) };
}
