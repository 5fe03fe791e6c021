import { randomUUID } from 'node:crypto';

/**
 * A sign-in is a refresh-token family; whether it is a back-office session is fixed when it
 * starts and kept by every rotation, without a column: back-office families get a UUID of
 * version 8 (RFC 9562, "custom"), every other family a random version-4 UUID. The server alone
 * chooses family ids, so a client cannot turn a merchant sign-in into an admin one.
 */
const VERSION_INDEX = 14;

export const newSessionFamilyId = (isAdmin: boolean): string => {
  const id = randomUUID();
  return isAdmin ? `${id.slice(0, VERSION_INDEX)}8${id.slice(VERSION_INDEX + 1)}` : id;
};

export const isAdminSessionFamily = (familyId: string): boolean =>
  familyId.charAt(VERSION_INDEX) === '8';
