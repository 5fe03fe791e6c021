import { randomInt } from 'node:crypto';
import { generateSecret, generateURI, verify } from 'otplib';
import { hashOpaqueToken } from './opaque-token';

/** RFC 6238 as every authenticator app does it: SHA-1, 6 digits, 30-second steps. */
const TOTP = { algorithm: 'sha1', digits: 6, period: 30 } as const;

/** One step either side is accepted: the phone's clock may be a little off. */
const TOLERANCE_SECONDS = TOTP.period;

export const TOTP_ISSUER = 'Arara';

/** A new base32 secret of 160 bits (RFC 4226's recommended length). */
export const newTotpSecret = (): string => generateSecret({ length: 20 });

/** The otpauth:// URI an authenticator app scans (issuer Arara, account = e-mail). */
export const totpUri = (secret: string, email: string): string =>
  generateURI({ issuer: TOTP_ISSUER, label: email, secret, ...TOTP });

/**
 * The time step the code belongs to, when it is right for now ± one step and newer than
 * `afterStep` (a code already used cannot be used again); undefined otherwise.
 */
export async function matchTotpStep(
  secret: string,
  code: string,
  afterStep: number | null,
): Promise<number | undefined> {
  if (!/^\d{6}$/.test(code)) return undefined;
  const result = await verify({
    secret,
    token: code,
    ...TOTP,
    epochTolerance: TOLERANCE_SECONDS,
    ...(afterStep === null ? {} : { afterTimeStep: afterStep }),
  });
  return result.valid && 'timeStep' in result ? result.timeStep : undefined;
}

// Crockford-like alphabet without 0/O, 1/I/L: easy to read from paper.
const RECOVERY_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

/** A recovery code such as `k7m2q-x9c4h` (about 50 bits). */
export function newRecoveryCode(): string {
  const chars = Array.from(
    { length: 10 },
    () => RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)],
  );
  return `${chars.slice(0, 5).join('')}-${chars.slice(5).join('')}`;
}

/** Case, spaces and dashes do not matter when a recovery code is typed back. */
export const hashRecoveryCode = (code: string): string =>
  hashOpaqueToken(code.toLowerCase().replace(/[\s-]/g, ''));
