import { createHmac, timingSafeEqual } from 'node:crypto';
import type { TSignatureCheck } from '@arara/contracts';

/** The header every delivery carries (docs/webhooks.md "Verifying the signature"). */
export const SIGNATURE_HEADER = 'arara-signature';
/** A receiver should refuse a signature whose timestamp is further than this from its clock. */
export const SIGNATURE_TOLERANCE_SECONDS = 5 * 60;

const hmac = (secret: string, timestamp: number, body: string) =>
  createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex');

/**
 * `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>">` (Stripe's scheme): the timestamp
 * is signed with the body, so a captured request cannot be replayed later with a new time.
 */
export function signPayload(secret: string, body: string, timestamp: number): string {
  return `t=${timestamp},v1=${hmac(secret, timestamp, body)}`;
}

/**
 * The sandbox receiver's check of a header against the secrets that may have signed it (a
 * receiver of yours does the same with its one secret, docs/webhooks.md).
 */
export function checkSignature(
  header: string | undefined,
  body: string,
  secrets: readonly string[],
  nowSeconds: number,
): TSignatureCheck {
  if (!header) return 'missing';
  const parts = header.split(',').map((part) => part.trim().split('='));
  const timestamp = Number(parts.find(([name]) => name === 't')?.[1]);
  const signatures = parts.filter(([name]) => name === 'v1').map(([, value]) => value ?? '');
  if (!Number.isSafeInteger(timestamp) || signatures.length === 0) return 'invalid';
  const matches = secrets.some((secret) => {
    const expected = Buffer.from(hmac(secret, timestamp, body), 'hex');
    return signatures.some((signature) => {
      const given = Buffer.from(signature, 'hex');
      return given.length === expected.length && timingSafeEqual(given, expected);
    });
  });
  if (!matches) return 'invalid';
  return Math.abs(nowSeconds - timestamp) > SIGNATURE_TOLERANCE_SECONDS ? 'expired' : 'valid';
}
