import * as z from 'zod';
import type { AppOptions, NodeEnv } from './app';
import { defaultMoneyRules, LEDGER_BALANCE_CAP } from './lib/money-rules';
import { defaultRateLimits, type RateLimitRule } from './lib/rate-limits';
import { defaultDataDir } from './paths';

const DEV_JWT_SECRET = 'arara-dev-secret-change-me-in-production-0123456789';

const booleanFromEnv = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

const positiveInt = (fallback: number) => z.coerce.number().int().positive().default(fallback);

const EnvSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
    PORT: z.coerce.number().int().min(0).max(65535).default(4000),
    HOST: z.string().min(1).default('0.0.0.0'),
    DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/ }).optional(),
    DATA_DIR: z.string().min(1).default(defaultDataDir),
    JWT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
    ACCESS_TOKEN_TTL: z.coerce.number().int().positive().default(900),
    REFRESH_TOKEN_TTL: z.coerce
      .number()
      .int()
      .positive()
      .default(30 * 24 * 60 * 60),
    // Seconds an admin's act-as session lasts from its start.
    ACT_AS_SESSION_TTL: positiveInt(30 * 60),
    // Seconds a sign-in lasts at most, however often it is refreshed.
    SESSION_MAX_AGE: positiveInt(30 * 24 * 60 * 60),
    SEED: booleanFromEnv.default(true),
    APP_URL: z.url({ protocol: /^https?$/ }).optional(),
    MAIL_FROM: z.string().min(3).default('Arara <no-reply@arara.dev>'),
    SMTP_URL: z.url({ protocol: /^smtps?$/ }).optional(),
    // docker-compose.yml describes Mailpit this way; SMTP_URL wins when both are set.
    SMTP_HOST: z.string().min(1).optional(),
    SMTP_PORT: z.coerce.number().int().min(1).max(65535).optional(),
    RATE_LIMIT_WINDOW: positiveInt(defaultRateLimits.login.perEmail.windowSeconds),
    RATE_LIMIT_LOGIN_PER_EMAIL: positiveInt(defaultRateLimits.login.perEmail.max),
    RATE_LIMIT_LOGIN_PER_ADDRESS: positiveInt(defaultRateLimits.login.perAddress.max),
    RATE_LIMIT_EMAIL_PER_EMAIL: positiveInt(defaultRateLimits.forgotPassword.perEmail.max),
    RATE_LIMIT_EMAIL_PER_ADDRESS: positiveInt(defaultRateLimits.forgotPassword.perAddress.max),
    // 'true'/'false' or comma-separated addresses, CIDRs, 'loopback', 'linklocal',
    // 'uniquelocal' (the proxies allowed to set X-Forwarded-For).
    TRUST_PROXY: z
      .string()
      .default('loopback')
      .transform((value): boolean | string =>
        value === 'true' || value === 'false' ? value === 'true' : value,
      ),
    RATE_LIMIT_TWO_FACTOR_PER_EMAIL: positiveInt(defaultRateLimits.twoFactor.perEmail.max),
    RATE_LIMIT_TWO_FACTOR_PER_ADDRESS: positiveInt(defaultRateLimits.twoFactor.perAddress.max),
    RATE_LIMIT_INVITATION_PER_EMAIL: positiveInt(defaultRateLimits.invitation.perEmail.max),
    RATE_LIMIT_INVITATION_PER_ADDRESS: positiveInt(defaultRateLimits.invitation.perAddress.max),
    RATE_LIMIT_PAYMENT_CODE_PER_EMAIL: positiveInt(defaultRateLimits.paymentCode.perEmail.max),
    RATE_LIMIT_PAYMENT_CODE_PER_ADDRESS: positiveInt(defaultRateLimits.paymentCode.perAddress.max),
    // Key lookups and Pix previews together (they both tell who holds a key).
    RATE_LIMIT_PIX_LOOKUP_WINDOW: positiveInt(defaultRateLimits.pixKeyLookup.perUser.windowSeconds),
    RATE_LIMIT_PIX_LOOKUP_PER_USER: positiveInt(defaultRateLimits.pixKeyLookup.perUser.max),
    RATE_LIMIT_PIX_LOOKUP_PER_MERCHANT: positiveInt(defaultRateLimits.pixKeyLookup.perMerchant.max),
    // Cents. Every money-moving route refuses more in one transaction (400 `fields.amount`).
    MAX_TRANSACTION_AMOUNT_CENTS: z.coerce
      .number()
      .int()
      .positive()
      .max(LEDGER_BALANCE_CAP, `must be at most ${LEDGER_BALANCE_CAP} (the balance cap)`)
      .default(defaultMoneyRules.maxTransactionAmount),
    // The sandbox payer's routes (money from nowhere): off unless asked for; see money-rules.ts.
    SANDBOX: booleanFromEnv.default(false),
    SANDBOX_ALLOW_IN_PRODUCTION: booleanFromEnv.default(false),
    SANDBOX_DAILY_CREDIT_AMOUNT_CENTS: positiveInt(defaultMoneyRules.sandbox.dailyCreditAmount),
    SANDBOX_DAILY_CREDIT_COUNT: positiveInt(defaultMoneyRules.sandbox.dailyCreditCount),
    LOG_LEVEL: z
      .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
      .default('info'),
    // Where the browser reaches the auth routes: the apps proxy /api/* to the API.
    REFRESH_COOKIE_PATH: z
      .string()
      .regex(/^\/[\w/-]*$/, 'must be a path')
      .default('/api/auth'),
    CORS_ORIGINS: z
      .string()
      .default(Array.from({ length: 7 }, (_, i) => `http://localhost:${3000 + i}`).join(','))
      .transform((value) =>
        value
          .split(',')
          .map((origin) => origin.trim())
          .filter(Boolean),
      ),
  })
  .superRefine((env, ctx) => {
    // E-mailed links must point at the real web app: no silent localhost in production.
    if (env.NODE_ENV === 'production' && !env.APP_URL) {
      ctx.addIssue({
        code: 'custom',
        path: ['APP_URL'],
        message: 'is required when NODE_ENV=production',
      });
    }
    // Sandbox money can leave by Pix or withdrawal: a production API serves it only when told
    // twice.
    if (env.NODE_ENV === 'production' && env.SANDBOX && !env.SANDBOX_ALLOW_IN_PRODUCTION) {
      ctx.addIssue({
        code: 'custom',
        path: ['SANDBOX'],
        message:
          'is refused when NODE_ENV=production (set SANDBOX_ALLOW_IN_PRODUCTION=true to allow it)',
      });
    }
    if (env.NODE_ENV === 'production' && !env.JWT_SECRET) {
      ctx.addIssue({
        code: 'custom',
        path: ['JWT_SECRET'],
        message: 'is required when NODE_ENV=production',
      });
    }
  });

export type Config = {
  nodeEnv: NodeEnv;
  port: number;
  host: string;
  logLevel: string;
  app: AppOptions;
};

export class ConfigError extends Error {
  override name = 'ConfigError';
}

export function parseConfig(env: NodeJS.ProcessEnv = process.env): Config {
  // An empty variable (e.g. `DATABASE_URL=` in a .env file) means "not set".
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''));
  const result = EnvSchema.safeParse(cleaned);
  if (!result.success) {
    const lines = result.error.issues.map(
      (issue) => `  - ${issue.path.join('.') || '(env)'}: ${issue.message}`,
    );
    throw new ConfigError(`Invalid environment configuration:\n${lines.join('\n')}`);
  }
  const e = result.data;
  const rule = (max: number): RateLimitRule => ({ max, windowSeconds: e.RATE_LIMIT_WINDOW });
  const emailSending = {
    perEmail: rule(e.RATE_LIMIT_EMAIL_PER_EMAIL),
    perAddress: rule(e.RATE_LIMIT_EMAIL_PER_ADDRESS),
  };
  return {
    nodeEnv: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    logLevel: e.LOG_LEVEL,
    app: {
      nodeEnv: e.NODE_ENV,
      database: e.DATABASE_URL
        ? { kind: 'postgres', url: e.DATABASE_URL }
        : { kind: 'pglite', dataDir: e.DATA_DIR },
      auth: {
        jwtSecret: e.JWT_SECRET ?? DEV_JWT_SECRET,
        accessTokenTtl: e.ACCESS_TOKEN_TTL,
        refreshTokenTtl: e.REFRESH_TOKEN_TTL,
        actAsSessionTtl: e.ACT_AS_SESSION_TTL,
        sessionMaxAge: e.SESSION_MAX_AGE,
      },
      seed: e.SEED,
      corsOrigins: e.CORS_ORIGINS,
      refreshCookiePath: e.REFRESH_COOKIE_PATH,
      trustProxy: e.TRUST_PROXY,
      appUrl: (e.APP_URL ?? 'http://localhost:3000').replace(/\/+$/, ''),
      mail: {
        from: e.MAIL_FROM,
        smtpUrl:
          e.SMTP_URL ?? (e.SMTP_HOST ? `smtp://${e.SMTP_HOST}:${e.SMTP_PORT ?? 25}` : undefined),
      },
      rateLimits: {
        login: {
          perEmail: rule(e.RATE_LIMIT_LOGIN_PER_EMAIL),
          perAddress: rule(e.RATE_LIMIT_LOGIN_PER_ADDRESS),
        },
        // Same thresholds as sign-in, separate counters (see lib/rate-limits.ts).
        passwordCheck: {
          perEmail: rule(e.RATE_LIMIT_LOGIN_PER_EMAIL),
          perAddress: rule(e.RATE_LIMIT_LOGIN_PER_ADDRESS),
        },
        // A registration sends an e-mail: the e-mail-sending thresholds.
        register: emailSending,
        invitation: {
          perEmail: rule(e.RATE_LIMIT_INVITATION_PER_EMAIL),
          perAddress: rule(e.RATE_LIMIT_INVITATION_PER_ADDRESS),
        },
        resendVerification: emailSending,
        forgotPassword: emailSending,
        twoFactor: {
          perEmail: rule(e.RATE_LIMIT_TWO_FACTOR_PER_EMAIL),
          perAddress: rule(e.RATE_LIMIT_TWO_FACTOR_PER_ADDRESS),
        },
        twoFactorRevocation: emailSending,
        paymentCode: {
          perEmail: rule(e.RATE_LIMIT_PAYMENT_CODE_PER_EMAIL),
          perAddress: rule(e.RATE_LIMIT_PAYMENT_CODE_PER_ADDRESS),
        },
        pixKeyCode: defaultRateLimits.pixKeyCode,
        pixKeyLookup: {
          perUser: {
            max: e.RATE_LIMIT_PIX_LOOKUP_PER_USER,
            windowSeconds: e.RATE_LIMIT_PIX_LOOKUP_WINDOW,
          },
          perMerchant: {
            max: e.RATE_LIMIT_PIX_LOOKUP_PER_MERCHANT,
            windowSeconds: e.RATE_LIMIT_PIX_LOOKUP_WINDOW,
          },
        },
      },
      money: {
        maxTransactionAmount: e.MAX_TRANSACTION_AMOUNT_CENTS,
        sandbox: {
          enabled: e.SANDBOX,
          dailyCreditAmount: e.SANDBOX_DAILY_CREDIT_AMOUNT_CENTS,
          dailyCreditCount: e.SANDBOX_DAILY_CREDIT_COUNT,
        },
      },
      logger: e.LOG_LEVEL === 'silent' ? false : { level: e.LOG_LEVEL },
    },
  };
}
