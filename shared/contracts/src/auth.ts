import * as z from 'zod/mini';

export const ZLanguage = z.enum(['en', 'pt-BR']);
export type TLanguage = z.infer<typeof ZLanguage>;

export const ZUser = z.object({
  id: z.uuid(),
  name: z.string(),
  email: z.email(),
  /**
   * True only for a back-office session (POST /admin/auth/login). The merchant sign-in
   * (POST /auth/login) is never an admin session, even for an admin's account.
   */
  isAdmin: z.boolean(),
  language: ZLanguage,
});
export type TUser = z.infer<typeof ZUser>;

export const ZLoginRequest = z.object({
  email: z.email({
    error: (issue) =>
      issue.input === undefined || issue.input === ''
        ? 'validation.required'
        : 'validation.invalidEmail',
  }),
  password: z
    .string({ error: 'validation.required' })
    .check(z.minLength(1, { error: 'validation.required' })),
});
export type TLoginRequest = z.infer<typeof ZLoginRequest>;

export const ZAuthTokens = z.object({
  accessToken: z.string(),
  refreshToken: z.string(),
  /** Access token lifetime in seconds. */
  expiresIn: z.int().check(z.positive()),
});
export type TAuthTokens = z.infer<typeof ZAuthTokens>;

export const ZLoginResponse = z.extend(ZAuthTokens, { user: ZUser });
export type TLoginResponse = z.infer<typeof ZLoginResponse>;

const refreshTokenField = z
  .string({ error: 'validation.required' })
  .check(z.minLength(1, { error: 'validation.required' }));

export const ZRefreshRequest = z.object({ refreshToken: refreshTokenField });
export type TRefreshRequest = z.infer<typeof ZRefreshRequest>;

export const ZRefreshResponse = ZAuthTokens;
export type TRefreshResponse = z.infer<typeof ZRefreshResponse>;

export const ZLogoutRequest = z.object({ refreshToken: refreshTokenField });
export type TLogoutRequest = z.infer<typeof ZLogoutRequest>;
