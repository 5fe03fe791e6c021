import * as z from 'zod';
import type { AppOptions, NodeEnv } from './app';
import { defaultMoneyRules, LEDGER_BALANCE_CAP } from './lib/money-rules';
import { defaultRateLimits, type RateLimitRule } from './lib/rate-limits';
import { loggerOptions } from './lib/log-redaction';
import { DEV_PROVIDER_CREDENTIALS_KEY } from './lib/provider-credentials';
import { DEV_TOTP_ENCRYPTION_KEY } from './lib/totp-encryption';
import { defaultDataDir } from './paths';
import { defaultFilesDir } from './services/files/object-storage';

const DEV_JWT_SECRET = 'arara-dev-secret-change-me-in-production-0123456789';

/**
 * Secrets that were ever written in this repository (the development default, the old compose
 * fallback): public, so production refuses them.
 */
const PUBLIC_JWT_SECRETS = new Set([
  DEV_JWT_SECRET,
  'arara-compose-dev-secret-change-me-0123456789',
]);

/** 32 bytes, as 64 hex digits or base64 (`openssl rand -base64 32`). */
const encryptionKey = z.string().transform((value, ctx) => {
  const key = /^[0-9a-f]{64}$/i.test(value)
    ? Buffer.from(value, 'hex')
    : /^[A-Za-z0-9+/]{43}=?$/.test(value)
      ? Buffer.from(value, 'base64')
      : undefined;
  if (key?.length !== 32) {
    ctx.addIssue({ code: 'custom', message: 'must be 32 bytes as 64 hex digits or base64' });
    return z.NEVER;
  }
  return key;
});

const booleanFromEnv = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

const positiveInt = (fallback: number) => z.coerce.number().int().positive().default(fallback);

const EnvSchema = z
  .object({
    // Unset = production: every development convenience (mailbox, default secrets, demo seed)
    // has to be asked for, never left on by a forgotten variable.
    NODE_ENV: z.enum(['development', 'test', 'production']).default('production'),
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
    /** Unset: seed outside production only. */
    SEED: booleanFromEnv.optional(),
    /**
     * false: this process neither migrates nor seeds (the migrate job does, src/migrate.ts) and
     * refuses a database that lacks a migration.
     */
    MIGRATE_ON_START: booleanFromEnv.default(true),
    /** The demo accounts share a public password: production seeds them only when asked. */
    SEED_DEMO_IN_PRODUCTION: booleanFromEnv.default(false),
    /** `/dev/mailbox` shows every stored e-mail (reset links included) to anyone: opt-in. */
    DEV_MAILBOX: booleanFromEnv.default(false),
    /** Hours a stored e-mail (mailbox mode) is kept before it is purged. */
    MAILBOX_RETENTION_HOURS: positiveInt(24),
    TOTP_ENCRYPTION_KEY: encryptionKey.optional(),
    /** Merchants' provider passwords at rest (docs/back-office.md "Providers and accounts"). */
    PROVIDER_CREDENTIALS_KEY: encryptionKey.optional(),
    DB_CONNECTION_TIMEOUT_MS: positiveInt(10_000),
    DB_STATEMENT_TIMEOUT_MS: positiveInt(30_000),
    DB_IDLE_IN_TRANSACTION_TIMEOUT_MS: positiveInt(60_000),
    DB_POOL_MAX: positiveInt(10),
    /** Fastify: a whole request (headers and body) must arrive within this. */
    REQUEST_TIMEOUT_MS: positiveInt(30_000),
    /** Fastify: an idle socket is closed after this. */
    CONNECTION_TIMEOUT_MS: positiveInt(60_000),
    /** On SIGTERM/SIGINT the process exits after this even if connections are still open. */
    SHUTDOWN_TIMEOUT_MS: positiveInt(10_000),
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
    /** Public API (/v1): requests per API key per window (docs/developers.md "Rate limit"). */
    RATE_LIMIT_API_KEY_PER_KEY: positiveInt(defaultRateLimits.apiKey.perKey.max),
    RATE_LIMIT_API_KEY_WINDOW: positiveInt(defaultRateLimits.apiKey.perKey.windowSeconds),
    /** Days a public API request log is kept before it is pruned. */
    REQUEST_LOG_RETENTION_DAYS: positiveInt(30),
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
    // Webhooks (docs/webhooks.md "Settings"). Development: http://localhost receivers allowed.
    WEBHOOKS_ALLOW_LOCALHOST: booleanFromEnv.default(false),
    /** Run the delivery worker in this process (false: another instance delivers). */
    WEBHOOK_WORKER: booleanFromEnv.default(true),
    WEBHOOK_POLL_INTERVAL_MS: positiveInt(250),
    WEBHOOK_TIMEOUT_MS: positiveInt(10_000),
    WEBHOOK_RETRY_BASE_MS: positiveInt(10_000),
    WEBHOOK_RETRY_MAX_DELAY_MS: positiveInt(60 * 60 * 1000),
    WEBHOOK_RETRY_WINDOW_MS: positiveInt(24 * 60 * 60 * 1000),
    WEBHOOK_CONCURRENCY: positiveInt(16),
    // Uploaded files (docs/compliance.md "Files"): a folder (default DATA_DIR/files), or an
    // S3-compatible bucket when S3_BUCKET is set (MinIO in docker-compose).
    FILE_STORAGE_DIR: z.string().min(1).optional(),
    S3_BUCKET: z.string().min(3).optional(),
    S3_REGION: z.string().min(1).default('us-east-1'),
    S3_ENDPOINT: z.url({ protocol: /^https?$/ }).optional(),
    S3_ACCESS_KEY_ID: z.string().min(1).optional(),
    S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
    S3_FORCE_PATH_STYLE: booleanFromEnv.default(true),
    SETTLEMENT_WORKER: booleanFromEnv.default(true),
    SETTLEMENT_DELAY_MS: positiveInt(1500),
    SETTLEMENT_SLOW_DELAY_MS: positiveInt(10_000),
    SETTLEMENT_POLL_INTERVAL_MS: positiveInt(200),
    /** This API's public address (the sandbox receiver's URL); default http://localhost:PORT. */
    API_PUBLIC_URL: z.url({ protocol: /^https?$/ }).optional(),
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
    const production = env.NODE_ENV === 'production';
    const refuse = (path: string, message: string) =>
      ctx.addIssue({ code: 'custom', path: [path], message });
    if (production && env.JWT_SECRET && PUBLIC_JWT_SECRETS.has(env.JWT_SECRET)) {
      refuse('JWT_SECRET', 'is a default secret published in the repository');
    }
    if (production && !env.TOTP_ENCRYPTION_KEY) {
      refuse('TOTP_ENCRYPTION_KEY', 'is required when NODE_ENV=production');
    }
    if (production && env.TOTP_ENCRYPTION_KEY?.equals(DEV_TOTP_ENCRYPTION_KEY)) {
      refuse('TOTP_ENCRYPTION_KEY', 'is the development key published in the repository');
    }
    if (production && !env.PROVIDER_CREDENTIALS_KEY) {
      refuse('PROVIDER_CREDENTIALS_KEY', 'is required when NODE_ENV=production');
    }
    if (production && env.PROVIDER_CREDENTIALS_KEY?.equals(DEV_PROVIDER_CREDENTIALS_KEY)) {
      refuse('PROVIDER_CREDENTIALS_KEY', 'is the development key published in the repository');
    }
    if (production && env.SEED === true && !env.SEED_DEMO_IN_PRODUCTION) {
      refuse(
        'SEED',
        'seeds demo accounts with a public password: set SEED_DEMO_IN_PRODUCTION=true to do it anyway',
      );
    }
    if (production && env.DEV_MAILBOX) {
      refuse('DEV_MAILBOX', 'would show every e-mail (reset links) to anyone in production');
    }
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
  /** After SIGTERM/SIGINT, the process exits after this many ms whatever is still open. */
  shutdownTimeoutMs: number;
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
    shutdownTimeoutMs: e.SHUTDOWN_TIMEOUT_MS,
    app: {
      nodeEnv: e.NODE_ENV,
      database: e.DATABASE_URL
        ? {
            kind: 'postgres',
            url: e.DATABASE_URL,
            pool: {
              max: e.DB_POOL_MAX,
              connectionTimeoutMillis: e.DB_CONNECTION_TIMEOUT_MS,
              statementTimeoutMillis: e.DB_STATEMENT_TIMEOUT_MS,
              idleInTransactionTimeoutMillis: e.DB_IDLE_IN_TRANSACTION_TIMEOUT_MS,
            },
          }
        : { kind: 'pglite', dataDir: e.DATA_DIR },
      devMailbox: e.DEV_MAILBOX,
      mailboxRetentionHours: e.MAILBOX_RETENTION_HOURS,
      totpEncryptionKey: e.TOTP_ENCRYPTION_KEY ?? DEV_TOTP_ENCRYPTION_KEY,
      providerCredentialsKey: e.PROVIDER_CREDENTIALS_KEY ?? DEV_PROVIDER_CREDENTIALS_KEY,
      requestTimeoutMs: e.REQUEST_TIMEOUT_MS,
      connectionTimeoutMs: e.CONNECTION_TIMEOUT_MS,
      auth: {
        jwtSecret: e.JWT_SECRET ?? DEV_JWT_SECRET,
        accessTokenTtl: e.ACCESS_TOKEN_TTL,
        refreshTokenTtl: e.REFRESH_TOKEN_TTL,
        actAsSessionTtl: e.ACT_AS_SESSION_TTL,
        sessionMaxAge: e.SESSION_MAX_AGE,
      },
      seed:
        e.NODE_ENV === 'production'
          ? e.SEED_DEMO_IN_PRODUCTION && e.SEED !== false
          : (e.SEED ?? true),
      migrateOnStart: e.MIGRATE_ON_START,
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
        apiKey: {
          perKey: { max: e.RATE_LIMIT_API_KEY_PER_KEY, windowSeconds: e.RATE_LIMIT_API_KEY_WINDOW },
        },
        clientEvents: defaultRateLimits.clientEvents,
      },
      requestLogRetentionDays: e.REQUEST_LOG_RETENTION_DAYS,
      money: {
        maxTransactionAmount: e.MAX_TRANSACTION_AMOUNT_CENTS,
        sandbox: {
          enabled: e.SANDBOX,
          dailyCreditAmount: e.SANDBOX_DAILY_CREDIT_AMOUNT_CENTS,
          dailyCreditCount: e.SANDBOX_DAILY_CREDIT_COUNT,
        },
      },
      fileStorage: e.S3_BUCKET
        ? {
            kind: 's3',
            bucket: e.S3_BUCKET,
            region: e.S3_REGION,
            endpoint: e.S3_ENDPOINT,
            accessKeyId: e.S3_ACCESS_KEY_ID,
            secretAccessKey: e.S3_SECRET_ACCESS_KEY,
            forcePathStyle: e.S3_FORCE_PATH_STYLE,
          }
        : { kind: 'disk', dir: e.FILE_STORAGE_DIR ?? defaultFilesDir(e.DATA_DIR) },
      settlement: {
        worker: e.SETTLEMENT_WORKER,
        delayMs: e.SETTLEMENT_DELAY_MS,
        slowDelayMs: e.SETTLEMENT_SLOW_DELAY_MS,
        pollIntervalMs: e.SETTLEMENT_POLL_INTERVAL_MS,
      },
      webhooks: {
        allowLocalhost: e.WEBHOOKS_ALLOW_LOCALHOST,
        requireHttps: e.NODE_ENV === 'production',
        worker: e.WEBHOOK_WORKER,
        pollIntervalMs: e.WEBHOOK_POLL_INTERVAL_MS,
        timeoutMs: e.WEBHOOK_TIMEOUT_MS,
        retryBaseMs: e.WEBHOOK_RETRY_BASE_MS,
        retryMaxDelayMs: e.WEBHOOK_RETRY_MAX_DELAY_MS,
        retryWindowMs: e.WEBHOOK_RETRY_WINDOW_MS,
        concurrency: e.WEBHOOK_CONCURRENCY,
        publicApiUrl: e.API_PUBLIC_URL ?? `http://localhost:${e.PORT}`,
      },
      logger: e.LOG_LEVEL === 'silent' ? false : loggerOptions(e.LOG_LEVEL),
    },
  };
}
