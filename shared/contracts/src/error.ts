import * as z from 'zod/mini';

export const AppErrorCode = {
  VALIDATION_ERROR: 'VALIDATION_ERROR',
  INVALID_CREDENTIALS: 'INVALID_CREDENTIALS',
  UNAUTHORIZED: 'UNAUTHORIZED',
  TOKEN_EXPIRED: 'TOKEN_EXPIRED',
  FORBIDDEN: 'FORBIDDEN',
  NOT_FOUND: 'NOT_FOUND',
  CONFLICT: 'CONFLICT',
  /** Sign-in refused until the e-mail address is verified. */
  EMAIL_NOT_VERIFIED: 'EMAIL_NOT_VERIFIED',
  /** Sign-in refused: the back office blocked the account (docs/back-office.md). */
  ACCOUNT_BLOCKED: 'ACCOUNT_BLOCKED',
  /** A one-time token (verification, reset) that is unknown, used, expired or for another purpose. */
  INVALID_TOKEN: 'INVALID_TOKEN',
  /** A two-factor (TOTP) or recovery code that is wrong, already used or not yet set up. */
  INVALID_TWO_FACTOR_CODE: 'INVALID_TWO_FACTOR_CODE',
  RATE_LIMITED: 'RATE_LIMITED',
  /**
   * X-Act-As-Session refused: not an admin token, another admin's or an ended session, the
   * membership is no longer active, or the endpoint is not open to act-as (credentials).
   */
  ACT_AS_INVALID: 'ACT_AS_INVALID',
  /** A debit or a hold larger than the available balance (current − blocked) of the account. */
  INSUFFICIENT_FUNDS: 'INSUFFICIENT_FUNDS',
  /**
   * The merchant is not active or approved (onboarding, pending, inactive, rejected): no money
   * leaves it (Pix, withdrawal, release of a held payment).
   */
  MERCHANT_NOT_ACTIVE: 'MERCHANT_NOT_ACTIVE',
  /**
   * Well-formed, but a money rule refuses it as asked (a refund beyond what is left of the Pix,
   * or past the Pix rules' 90 days): 422, with the field to correct.
   */
  UNPROCESSABLE: 'UNPROCESSABLE',
  /** An upload past its endpoint's limit (docs/compliance.md "Files"): refused as soon as seen. */
  FILE_TOO_LARGE: 'FILE_TOO_LARGE',
  /** An upload whose content is not one of the accepted types, whatever its name says. */
  UNSUPPORTED_FILE_TYPE: 'UNSUPPORTED_FILE_TYPE',
  INTERNAL_ERROR: 'INTERNAL_ERROR',
  /** Not ready to serve (GET /ready: the database does not answer). */
  SERVICE_UNAVAILABLE: 'SERVICE_UNAVAILABLE',
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
  EMAIL_NOT_VERIFIED: 403,
  ACCOUNT_BLOCKED: 403,
  INVALID_TOKEN: 400,
  INVALID_TWO_FACTOR_CODE: 400,
  RATE_LIMITED: 429,
  ACT_AS_INVALID: 403,
  // Well-formed and allowed, but the account cannot pay it now: 422, not a conflict.
  INSUFFICIENT_FUNDS: 422,
  MERCHANT_NOT_ACTIVE: 403,
  UNPROCESSABLE: 422,
  FILE_TOO_LARGE: 413,
  UNSUPPORTED_FILE_TYPE: 415,
  INTERNAL_ERROR: 500,
  SERVICE_UNAVAILABLE: 503,
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
