import { type Algorithm, hash, verify } from '@node-rs/argon2';

// `Algorithm` is an ambient const enum, unreadable under verbatimModuleSyntax:
// 2 is Algorithm.Argon2id (a test checks the hashes start with $argon2id$).
const ARGON2ID = 2 as Algorithm;
// OWASP's minimum for argon2id, also the library's defaults, spelled out so they are visible:
// 19 MiB of memory, 2 passes, 1 lane. The hash records them, so raising them later still
// verifies the old hashes. About 12 ms per hash on the 2-core CI machine (docs/api.md).
const options = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 };

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
