import { type Algorithm, hash, verify } from '@node-rs/argon2';

// `Algorithm` is an ambient const enum, unreadable under verbatimModuleSyntax:
// 2 is Algorithm.Argon2id (a test checks the hashes start with $argon2id$).
const ARGON2ID = 2 as Algorithm;
const options = { algorithm: ARGON2ID };

export const hashPassword = (password: string): Promise<string> => hash(password, options);

export const verifyPassword = (passwordHash: string, password: string): Promise<boolean> =>
  verify(passwordHash, password, options);

let dummyHash: Promise<string> | undefined;

/**
 * Verifies against a throw-away hash so that a login for an unknown e-mail costs about the
 * same time as one with a wrong password.
 */
export async function burnPasswordCheck(password: string): Promise<void> {
  dummyHash ??= hashPassword('arara-dummy-password-for-timing');
  await verify(await dummyHash, password, options);
}
