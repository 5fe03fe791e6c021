import { createHash, randomBytes } from 'node:crypto';

/** 32 random bytes, base64url: what the client holds. Only its hash is stored. */
export const generateOpaqueToken = (): string => randomBytes(32).toString('base64url');

export const hashOpaqueToken = (token: string): string =>
  createHash('sha256').update(token).digest('hex');
