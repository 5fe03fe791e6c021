import { createHmac } from 'node:crypto';

// An independent TOTP (RFC 6238 over RFC 4226), written from the RFCs with node:crypto only,
// so the server's library is checked against something it does not share code with.

const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

export function base32Decode(input: string): Buffer {
  const clean = input.replace(/=+$/, '').toUpperCase();
  let bits = 0;
  let value = 0;
  const out: number[] = [];
  for (const char of clean) {
    const index = BASE32.indexOf(char);
    if (index < 0) throw new Error(`not base32: ${char}`);
    value = (value << 5) | index;
    bits += 5;
    if (bits >= 8) {
      out.push((value >>> (bits - 8)) & 0xff);
      bits -= 8;
    }
  }
  return Buffer.from(out);
}

/** HOTP (RFC 4226 §5.3): HMAC-SHA1 of the 8-byte counter, dynamic truncation. */
export function hotp(key: Buffer, counter: number, digits: number): string {
  const message = Buffer.alloc(8);
  message.writeBigUInt64BE(BigInt(counter));
  const hmac = createHmac('sha1', key).update(message).digest();
  const offset = (hmac[hmac.length - 1] ?? 0) & 0x0f;
  const binary =
    (((hmac[offset] ?? 0) & 0x7f) << 24) |
    ((hmac[offset + 1] ?? 0) << 16) |
    ((hmac[offset + 2] ?? 0) << 8) |
    (hmac[offset + 3] ?? 0);
  return String(binary % 10 ** digits).padStart(digits, '0');
}

/** TOTP (RFC 6238 §4): counter = floor(unix seconds / 30). */
export const totpAt = (key: Buffer, unixSeconds: number, digits = 6) =>
  hotp(key, Math.floor(unixSeconds / 30), digits);

/** The 6-digit code of a base32 secret, `offsetSteps` steps from now. */
export const codeFor = (secret: string, offsetSteps = 0) =>
  totpAt(base32Decode(secret), Date.now() / 1000 + offsetSteps * 30);

/** A right-looking code that is not the code of now ± 1 step. */
export function wrongCodeFor(secret: string): string {
  const valid = new Set([-1, 0, 1].map((offset) => codeFor(secret, offset)));
  let candidate = 0;
  while (valid.has(String(candidate).padStart(6, '0'))) candidate += 1;
  return String(candidate).padStart(6, '0');
}
