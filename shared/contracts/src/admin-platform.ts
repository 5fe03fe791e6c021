import * as z from 'zod/mini';
import type { Endpoint } from './endpoint';
import { ZMerchantStatus } from './me';
import { ZFeeCurrency } from './withdrawals';

// The back office's dashboard and platform settings (docs/back-office.md "Dashboard, settings
// and audit"). The audit log's endpoint is adminEndpoints.auditLog.

/** Pix in or out over a period: how many and how much (cents), approved documents only. */
export const ZPixTotals = z.object({ count: z.int(), amount: z.int() });
export type TPixTotals = z.infer<typeof ZPixTotals>;

export const ZPixPeriod = z.object({ in: ZPixTotals, out: ZPixTotals });
export type TPixPeriod = z.infer<typeof ZPixPeriod>;

/** One day of the chart (`YYYY-MM-DD` in the platform's time zone). */
export const ZPixDay = z.object({
  date: z.string(),
  inCount: z.int(),
  inAmount: z.int(),
  outCount: z.int(),
  outAmount: z.int(),
});
export type TPixDay = z.infer<typeof ZPixDay>;

/** Days of the dashboard's longest period (the chart's series). */
export const DASHBOARD_DAYS = 30;

/**
 * GET /admin/dashboard. Each block is there only when the admin's profile can open its list:
 * `merchants` (merchants.read), `kyc` (kyc.review), `pix`, `documents` and `infractions`
 * (transactions.read).
 */
export const ZAdminDashboard = z.object({
  /** The first day (`today` minus 29 days) and today, in `timeZone`. */
  period: z.object({ from: z.string(), to: z.string(), timeZone: z.string() }),
  merchants: z.optional(
    z.object({
      total: z.int(),
      byStatus: z.array(z.object({ status: ZMerchantStatus, count: z.int() })),
    }),
  ),
  kyc: z.optional(z.object({ submitted: z.int(), underReview: z.int(), waiting: z.int() })),
  pix: z.optional(
    z.object({
      today: ZPixPeriod,
      last7Days: ZPixPeriod,
      last30Days: ZPixPeriod,
      /** Every day of the 30, oldest first, days without Pix included. */
      days: z.array(ZPixDay),
    }),
  ),
  /** Documents failed in the 30 days, and pending now. */
  documents: z.optional(z.object({ failed: z.int(), pending: z.int() })),
  /** Infractions waiting for the merchant's defense. */
  infractions: z.optional(z.object({ waitingDefense: z.int() })),
});
export type TAdminDashboard = z.infer<typeof ZAdminDashboard>;

export const EMAIL_SENDER_NAME_MAX = 100;

/** The platform's settings (table platform_settings, one row per key). */
export const ZPlatformSettings = z.object({
  /** The currency a new bank account fee starts with. */
  defaultFeeCurrency: ZFeeCurrency,
  /** The name of the From of every e-mail; null = the address of MAIL_FROM as configured. */
  emailSenderName: z.nullable(z.string()),
});
export type TPlatformSettings = z.infer<typeof ZPlatformSettings>;

export const ZPlatformSettingsResponse = z.extend(ZPlatformSettings, {
  updatedAt: z.nullable(z.string()),
});
export type TPlatformSettingsResponse = z.infer<typeof ZPlatformSettingsResponse>;

export const PLATFORM_SETTINGS_MESSAGES = {
  currency: 'admin:platform.errors.currency',
  senderNameTooLong: 'admin:platform.errors.senderNameTooLong',
  senderNameInvalid: 'admin:platform.errors.senderNameInvalid',
} as const;

/**
 * PUT /admin/settings. A blank sender name clears it (the environment's default again); quotes,
 * angle brackets and line breaks are refused (they would break the From header).
 */
export const ZPlatformSettingsRequest = z.object({
  defaultFeeCurrency: z.enum(ZFeeCurrency.options, {
    error: PLATFORM_SETTINGS_MESSAGES.currency,
  }),
  emailSenderName: z.pipe(
    z.nullable(
      z.string().check(
        z.trim(),
        z.maxLength(EMAIL_SENDER_NAME_MAX, {
          error: PLATFORM_SETTINGS_MESSAGES.senderNameTooLong,
        }),
        z.regex(/^[^"<>\r\n\\]*$/, { error: PLATFORM_SETTINGS_MESSAGES.senderNameInvalid }),
      ),
    ),
    z.transform((value: string | null) => (value ? value : null)),
  ),
});
export type TPlatformSettingsRequest = z.input<typeof ZPlatformSettingsRequest>;

/** The dashboard and the platform settings. */
export const adminPlatformEndpoints = {
  dashboard: {
    method: 'GET',
    path: '/admin/dashboard',
    access: { admin: null },
    group: 'admin-platform',
    summary: "The platform's figures the admin's profile can see",
    description:
      'Merchants by status (merchants.read), KYC cases waiting (kyc.review), Pix in and out ' +
      'today, 7 and 30 days with a per-day series, failed and pending documents and ' +
      'infractions waiting for defense (transactions.read). A block the profile cannot see ' +
      'is left out.',
    response: ZAdminDashboard,
    errors: [401, 403],
  },
  settings: {
    method: 'GET',
    path: '/admin/settings',
    access: { admin: 'settings.manage' },
    group: 'admin-platform',
    summary: 'The platform settings',
    response: ZPlatformSettingsResponse,
    errors: [401, 403],
  },
  updateSettings: {
    method: 'PUT',
    path: '/admin/settings',
    access: { admin: 'settings.manage' },
    group: 'admin-platform',
    summary: 'Change the platform settings (audited, target type `setting`)',
    body: ZPlatformSettingsRequest,
    response: ZPlatformSettingsResponse,
    errors: [400, 401, 403],
    invalidates: ['admin-platform', 'admin'],
  },
} as const satisfies Record<string, Endpoint>;
