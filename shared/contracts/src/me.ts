import * as z from 'zod/mini';
import { ZUser } from './auth';

export const ZMerchantStatus = z.enum([
  'active',
  'onboarding',
  'inactive',
  'approved',
  'rejected',
  'pending',
]);
export type TMerchantStatus = z.infer<typeof ZMerchantStatus>;

export const ZMembershipRole = z.enum(['owner', 'admin', 'manager', 'viewer', 'developer']);
export type TMembershipRole = z.infer<typeof ZMembershipRole>;

/** Who a merchant is, wherever a member sees one. */
export const merchantIdentityFields = {
  id: z.uuid(),
  name: z.string(),
  /** CNPJ, 14 characters, no punctuation (numeric, or alphanumeric from July 2026). */
  document: z.string().check(z.regex(/^[0-9A-Z]{12}\d{2}$/)),
  status: ZMerchantStatus,
};

export const ZMerchant = z.object({
  ...merchantIdentityFields,
  role: ZMembershipRole,
});
export type TMerchant = z.infer<typeof ZMerchant>;

export const ZMeResponse = z.object({
  user: ZUser,
  merchants: z.array(ZMerchant),
  /**
   * Present while a back-office admin acts as this user (X-Act-As-Session): `merchants` then
   * holds only the merchant acted in.
   */
  actingAs: z.optional(
    z.object({ sessionId: z.uuid(), admin: z.object({ id: z.uuid(), name: z.string() }) }),
  ),
});
export type TMeResponse = z.infer<typeof ZMeResponse>;
