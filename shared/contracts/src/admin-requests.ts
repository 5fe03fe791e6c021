import * as z from 'zod/mini';
import { periodInOrder, ZIsoDate } from './accounts';
import { ZUserStatus } from './back-office';

/** Rows per page of the back office's lists (users, audit log). */
export const BACK_OFFICE_PAGE_SIZE = 20;

// What the back office sends (bodies, params, query strings). Apart from the responses in
// admin.ts, so the web app's bundle does not carry the server's query coercion.

const page = z._default(
  z.coerce
    .number({ error: 'admin:errors.invalid' })
    .check(
      z.int({ error: 'admin:errors.invalid' }),
      z.minimum(1, { error: 'admin:errors.invalid' }),
      z.maximum(100_000, { error: 'admin:errors.invalid' }),
    ),
  1,
);

export const ZAdminUsersQuery = z.object({
  /** Part of the name or e-mail, any case. */
  search: z.optional(z.string().check(z.trim(), z.maxLength(254))),
  /** Only users in this status. */
  status: z.optional(z.enum(ZUserStatus.options, { error: 'admin:errors.invalid' })),
  page,
});
export type TAdminUsersQuery = z.infer<typeof ZAdminUsersQuery>;

export const ZAdminUserParams = z.object({ userId: z.uuid({ error: 'admin:errors.invalid' }) });

export const ZActAsRequest = z.object({
  userId: z.uuid({ error: 'validation.required' }),
  merchantId: z.uuid({ error: 'validation.required' }),
});
export type TActAsRequest = z.infer<typeof ZActAsRequest>;

export const ZActAsSessionParams = z.object({
  sessionId: z.uuid({ error: 'admin:errors.invalid' }),
});

const auditText = z.optional(
  z
    .string()
    .check(
      z.trim(),
      z.minLength(1, { error: 'admin:errors.invalid' }),
      z.maxLength(100, { error: 'admin:errors.invalid' }),
    ),
);

/** Filters of the audit log; `from` / `to` are days (`YYYY-MM-DD`, both included, in the platform's time zone). */
export const ZAuditLogQuery = z
  .object({
    actAsSessionId: z.optional(z.uuid({ error: 'admin:errors.invalid' })),
    actorId: z.optional(z.uuid({ error: 'admin:errors.invalid' })),
    /** The action or its start: `setting` finds `setting.update`. */
    action: auditText,
    targetType: auditText,
    merchantId: z.optional(z.uuid({ error: 'admin:errors.invalid' })),
    // Days within the ledger's range (a year 0 or 9999 is a 400 on its field, not a query).
    from: z.optional(ZIsoDate),
    to: z.optional(ZIsoDate),
    page,
  })
  .check(periodInOrder);
export type TAuditLogQuery = z.infer<typeof ZAuditLogQuery>;
