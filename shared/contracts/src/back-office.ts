import * as z from 'zod/mini';

// The back office's own entities (docs/requirements/admin.md; docs/back-office.md): the values the
// database checks. Each area's requests and responses live in its admin-*.ts file.

/** docs/requirements/admin.md "Admin profile": an inactive profile grants nothing. */
export const ZAdminProfileStatus = z.enum(['active', 'inactive']);
export type TAdminProfileStatus = z.infer<typeof ZAdminProfileStatus>;

/**
 * The spec's user statuses (docs/requirements/merchants-and-team.md "User"). A `blocked` user
 * loses access at once (sessions ended) and can be unblocked; the sign-in accepts `active` and
 * `approved` only.
 */
export const ZUserStatus = z.enum([
  'approved',
  'onboarding',
  'inactive',
  'rejected',
  'active',
  'invited',
  'revoked',
  'blocked',
]);
export type TUserStatus = z.infer<typeof ZUserStatus>;

/** docs/requirements/admin.md "Provider": what a banking provider can do. */
export const ZProviderOperation = z.enum([
  'pix_receive',
  'pix_send',
  'ted_receive',
  'ted_send',
  'doc_receive',
  'doc_send',
]);
export type TProviderOperation = z.infer<typeof ZProviderOperation>;

export const ZProviderStatus = z.enum(['active', 'inactive']);
export type TProviderStatus = z.infer<typeof ZProviderStatus>;

/** An attribute a provider's configuration asks for (e.g. `client_id`), required or not. */
export const ZProviderAttribute = z.object({
  name: z.string().check(z.trim(), z.minLength(1), z.maxLength(64)),
  required: z.boolean(),
});
export type TProviderAttribute = z.infer<typeof ZProviderAttribute>;
