import assert from 'node:assert/strict';
import type { TMembershipRole } from '@arara/contracts';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { demoMerchants, otherMerchant } from '../src/seeds/seed';
import { merchants } from '../src/db/schema';
import { freshAddress, signIn } from './helper';

export const PASSWORD = 'Arara@2026';
export const ROLES = ['owner', 'admin', 'manager', 'viewer', 'developer'] as const;
export const EMAILS: Record<TMembershipRole, string> = {
  owner: 'demo@arara.dev',
  admin: 'team.admin@arara.dev',
  manager: 'manager@arara.dev',
  viewer: 'viewer@arara.dev',
  developer: 'developer@arara.dev',
};
/** Roles with `accounts.manage` (docs/permissions.md). */
export const MANAGES_ACCOUNTS = new Set<TMembershipRole>(['owner', 'admin', 'manager']);
export const MERCHANT_NOT_FOUND = { error: { code: 'NOT_FOUND', message: 'Merchant not found' } };
export const VIRTUAL_ACCOUNT_NOT_FOUND = {
  error: { code: 'NOT_FOUND', message: 'Virtual account not found' },
};

export type Call = { method: 'GET' | 'POST' | 'PATCH'; url: string; payload?: object };

export function call(app: FastifyInstance, accessToken: string, { method, url, payload }: Call) {
  return app.inject({
    method,
    url,
    remoteAddress: freshAddress(),
    headers: { authorization: `Bearer ${accessToken}` },
    ...(payload === undefined ? {} : { payload }),
  });
}

export async function merchantIdByDocument(app: FastifyInstance, document: string) {
  const [row] = await app.db.select().from(merchants).where(eq(merchants.document, document));
  assert.ok(row, `no merchant ${document}`);
  return row.id;
}

/** Tokens of the seeded team of the first demo merchant and of other@arara.dev. */
export async function signInEveryone(app: FastifyInstance) {
  const tokens = {} as Record<TMembershipRole, string>;
  for (const role of ROLES) {
    tokens[role] = (await signIn(app, { email: EMAILS[role], password: PASSWORD })).accessToken;
  }
  const other = (await signIn(app, { email: 'other@arara.dev', password: PASSWORD })).accessToken;
  return {
    tokens,
    other,
    merchantId: await merchantIdByDocument(app, demoMerchants[0].document),
    otherMerchantId: await merchantIdByDocument(app, otherMerchant.document),
  };
}
