import * as z from 'zod/mini';

export const AppErrorCode = {
  VALIDATION_ERROR: 'VALIDATION_ERROR',
  INVALID_CREDENTIALS: 'INVALID_CREDENTIALS',
  UNAUTHORIZED: 'UNAUTHORIZED',
  TOKEN_EXPIRED: 'TOKEN_EXPIRED',
  FORBIDDEN: 'FORBIDDEN',
  NOT_FOUND: 'NOT_FOUND',
  CONFLICT: 'CONFLICT',
  RATE_LIMITED: 'RATE_LIMITED',
  INTERNAL_ERROR: 'INTERNAL_ERROR',
} as const;

export type TAppErrorCode = (typeof AppErrorCode)[keyof typeof AppErrorCode];

export const appErrorStatus = {
  VALIDATION_ERROR: 400,
  INVALID_CREDENTIALS: 401,
  UNAUTHORIZED: 401,
  TOKEN_EXPIRED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  RATE_LIMITED: 429,
  INTERNAL_ERROR: 500,
} as const satisfies Record<TAppErrorCode, number>;

export const isAppErrorCode = (value: string): value is TAppErrorCode =>
  Object.hasOwn(appErrorStatus, value);

// `code` stays a plain string so a client built today still parses codes added later.
export const ZApiError = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    // Dotted field path (e.g. "email", "items.0.amount") → i18n message key.
    fields: z.optional(z.record(z.string(), z.string())),
  }),
});

export type TApiError = z.infer<typeof ZApiError>;
