import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { ConfigError, parseConfig } from '../src/config';
import { defaultMoneyRules, LEDGER_BALANCE_CAP } from '../src/lib/money-rules';
import { defaultRateLimits } from '../src/lib/rate-limits';
import { DEV_PROVIDER_CREDENTIALS_KEY } from '../src/lib/provider-credentials';
import { DEV_TOTP_ENCRYPTION_KEY } from '../src/lib/totp-encryption';
import { defaultDataDir } from '../src/paths';

/** Development settings; NODE_ENV unset means production (tested below). */
const dev = (env: NodeJS.ProcessEnv = {}) => parseConfig({ NODE_ENV: 'development', ...env });

const TOTP_KEY_HEX = 'ab'.repeat(32);
/** What production needs at least. */
const PRODUCTION = {
  NODE_ENV: 'production',
  JWT_SECRET: 'x'.repeat(32),
  APP_URL: 'https://app.arara.dev',
  TOTP_ENCRYPTION_KEY: TOTP_KEY_HEX,
  PROVIDER_CREDENTIALS_KEY: 'cd'.repeat(32),
} as const;

describe('config', () => {
  test('defaults', () => {
    const config = dev({});
    assert.equal(config.port, 4000);
    assert.equal(config.host, '0.0.0.0');
    assert.deepEqual(config.app.database, { kind: 'pglite', dataDir: defaultDataDir });
    assert.match(defaultDataDir, /\.data\/pglite$/);
    assert.equal(config.app.auth.accessTokenTtl, 900);
    assert.equal(config.app.auth.refreshTokenTtl, 30 * 24 * 60 * 60);
    assert.equal(config.app.seed, true);
    assert.equal(config.app.corsOrigins.length, 7);
    assert.equal(config.app.corsOrigins[6], 'http://localhost:3006');
    assert.equal(config.app.nodeEnv, 'development');
    assert.equal(config.app.appUrl, 'http://localhost:3000');
    assert.deepEqual(config.app.mail, { from: 'Arara <no-reply@arara.dev>', smtpUrl: undefined });
    assert.deepEqual(config.app.rateLimits, defaultRateLimits);
    assert.equal(config.app.trustProxy, 'loopback');
  });

  test('TRUST_PROXY: boolean or addresses', () => {
    assert.equal(dev({ TRUST_PROXY: 'false' }).app.trustProxy, false);
    assert.equal(dev({ TRUST_PROXY: 'true' }).app.trustProxy, true);
    assert.equal(
      dev({ TRUST_PROXY: 'loopback,uniquelocal' }).app.trustProxy,
      'loopback,uniquelocal',
    );
  });

  test('e-mail settings: APP_URL, MAIL_FROM, SMTP_URL (or SMTP_HOST/SMTP_PORT)', () => {
    const config = dev({
      APP_URL: 'https://app.arara.dev/',
      MAIL_FROM: 'Arara <hello@arara.dev>',
      SMTP_URL: 'smtp://localhost:1025',
    });
    assert.equal(config.app.appUrl, 'https://app.arara.dev');
    assert.deepEqual(config.app.mail, {
      from: 'Arara <hello@arara.dev>',
      smtpUrl: 'smtp://localhost:1025',
    });
    const compose = dev({ SMTP_HOST: 'mailpit', SMTP_PORT: '1025' });
    assert.equal(compose.app.mail.smtpUrl, 'smtp://mailpit:1025');
    assert.throws(() => dev({ SMTP_URL: 'http://localhost:1025' }), /SMTP_URL:/);
    assert.throws(() => dev({ APP_URL: 'not a url' }), /APP_URL:/);
  });

  test('rate-limit thresholds can be overridden', () => {
    const config = dev({
      RATE_LIMIT_WINDOW: '60',
      RATE_LIMIT_LOGIN_PER_EMAIL: '2',
      RATE_LIMIT_LOGIN_PER_ADDRESS: '4',
      RATE_LIMIT_EMAIL_PER_EMAIL: '1',
      RATE_LIMIT_EMAIL_PER_ADDRESS: '3',
      RATE_LIMIT_TWO_FACTOR_PER_EMAIL: '6',
      RATE_LIMIT_TWO_FACTOR_PER_ADDRESS: '7',
      RATE_LIMIT_PAYMENT_CODE_PER_EMAIL: '8',
      RATE_LIMIT_PAYMENT_CODE_PER_ADDRESS: '9',
      RATE_LIMIT_PIX_LOOKUP_WINDOW: '30',
      RATE_LIMIT_PIX_LOOKUP_PER_USER: '10',
      RATE_LIMIT_PIX_LOOKUP_PER_MERCHANT: '11',
      RATE_LIMIT_INVITATION_PER_EMAIL: '10',
      RATE_LIMIT_INVITATION_PER_ADDRESS: '11',
      RATE_LIMIT_API_KEY_PER_KEY: '12',
      RATE_LIMIT_API_KEY_WINDOW: '20',
    });
    const rule = (max: number) => ({ max, windowSeconds: 60 });
    assert.deepEqual(config.app.rateLimits, {
      login: { perEmail: rule(2), perAddress: rule(4) },
      // Same thresholds, own counters.
      passwordCheck: { perEmail: rule(2), perAddress: rule(4) },
      // A registration sends an e-mail: the e-mail thresholds.
      register: { perEmail: rule(1), perAddress: rule(3) },
      invitation: { perEmail: rule(10), perAddress: rule(11) },
      resendVerification: { perEmail: rule(1), perAddress: rule(3) },
      forgotPassword: { perEmail: rule(1), perAddress: rule(3) },
      twoFactor: { perEmail: rule(6), perAddress: rule(7) },
      twoFactorRevocation: { perEmail: rule(1), perAddress: rule(3) },
      paymentCode: { perEmail: rule(8), perAddress: rule(9) },
      // Not configurable: codes sent to a Pix key being registered.
      pixKeyCode: defaultRateLimits.pixKeyCode,
      pixKeyLookup: {
        perUser: { max: 10, windowSeconds: 30 },
        perMerchant: { max: 11, windowSeconds: 30 },
      },
      apiKey: { perKey: { max: 12, windowSeconds: 20 } },
      clientEvents: defaultRateLimits.clientEvents,
    });
    assert.throws(() => dev({ RATE_LIMIT_LOGIN_PER_EMAIL: '0' }), /RATE_LIMIT_LOGIN/);
  });

  test('DATABASE_URL switches to PostgreSQL; SEED=false disables the seed', () => {
    const config = dev({ DATABASE_URL: 'postgres://u@localhost:5432/db', SEED: 'false' });
    assert.deepEqual(config.app.database, {
      kind: 'postgres',
      url: 'postgres://u@localhost:5432/db',
      pool: {
        max: 10,
        connectionTimeoutMillis: 10_000,
        statementTimeoutMillis: 30_000,
        idleInTransactionTimeoutMillis: 60_000,
      },
    });
    assert.equal(config.app.seed, false);
  });

  test('production requires JWT_SECRET', () => {
    assert.throws(
      () => parseConfig({ NODE_ENV: 'production' }),
      (error: unknown) => {
        assert.ok(error instanceof ConfigError);
        assert.match(error.message, /JWT_SECRET: is required when NODE_ENV=production/);
        return true;
      },
    );
    const ok = parseConfig(PRODUCTION);
    assert.equal(ok.app.auth.jwtSecret, 'x'.repeat(32));
  });

  test('production requires APP_URL (the links in e-mails)', () => {
    assert.throws(
      () => parseConfig({ ...PRODUCTION, APP_URL: undefined }),
      /APP_URL: is required when NODE_ENV=production/,
    );
  });

  test('money: the sandbox is off unless asked for, and refused in production unless allowed twice', () => {
    assert.deepEqual(dev().app.money, defaultMoneyRules);
    assert.equal(defaultMoneyRules.sandbox.enabled, false);
    assert.equal(defaultMoneyRules.maxTransactionAmount, 1_000_000_000);
    const sandbox = dev({
      SANDBOX: 'true',
      SANDBOX_DAILY_CREDIT_AMOUNT_CENTS: '500000',
      SANDBOX_DAILY_CREDIT_COUNT: '3',
      MAX_TRANSACTION_AMOUNT_CENTS: '250000',
    });
    assert.deepEqual(sandbox.app.money, {
      maxTransactionAmount: 250_000,
      sandbox: { enabled: true, dailyCreditAmount: 500_000, dailyCreditCount: 3 },
    });
    const production = PRODUCTION;
    assert.equal(parseConfig({ ...production }).app.money.sandbox.enabled, false);
    assert.throws(
      () => parseConfig({ ...production, SANDBOX: 'true' }),
      /SANDBOX: is refused when NODE_ENV=production \(set SANDBOX_ALLOW_IN_PRODUCTION=true/,
    );
    const allowed = parseConfig({
      ...production,
      SANDBOX: 'true',
      SANDBOX_ALLOW_IN_PRODUCTION: 'true',
    });
    assert.equal(allowed.app.money.sandbox.enabled, true);
    assert.throws(
      () => dev({ MAX_TRANSACTION_AMOUNT_CENTS: String(LEDGER_BALANCE_CAP + 1) }),
      /MAX_TRANSACTION_AMOUNT_CENTS:/,
    );
    assert.throws(() => dev({ SANDBOX: 'maybe' }), /SANDBOX:/);
  });

  test('a bad value names the variable', () => {
    assert.throws(() => parseConfig({ PORT: 'eighty' }), /PORT:/);
    assert.throws(() => parseConfig({ DATABASE_URL: 'mysql://x' }), /DATABASE_URL:/);
  });

  test('NODE_ENV unset is production: secrets required, no mailbox, no demo seed', () => {
    assert.throws(
      () => parseConfig({}),
      (error: unknown) => {
        assert.ok(error instanceof ConfigError);
        assert.match(error.message, /JWT_SECRET: is required/);
        assert.match(error.message, /APP_URL: is required/);
        assert.match(error.message, /TOTP_ENCRYPTION_KEY: is required/);
        return true;
      },
    );
    const { NODE_ENV: _, ...unset } = PRODUCTION;
    const config = parseConfig(unset);
    assert.equal(config.nodeEnv, 'production');
    assert.equal(config.app.seed, false);
    assert.equal(config.app.devMailbox, false);
  });

  test('production refuses the JWT secrets written in the repository', () => {
    for (const secret of [
      'arara-dev-secret-change-me-in-production-0123456789',
      'arara-compose-dev-secret-change-me-0123456789',
    ]) {
      assert.throws(
        () => parseConfig({ ...PRODUCTION, JWT_SECRET: secret }),
        /JWT_SECRET: is a default secret/,
      );
    }
  });

  test('production seeds the demo accounts (public password) only when asked explicitly', () => {
    assert.equal(parseConfig(PRODUCTION).app.seed, false);
    assert.throws(
      () => parseConfig({ ...PRODUCTION, SEED: 'true' }),
      /SEED: seeds demo accounts with a public password/,
    );
    assert.equal(parseConfig({ ...PRODUCTION, SEED_DEMO_IN_PRODUCTION: 'true' }).app.seed, true);
    assert.equal(
      parseConfig({ ...PRODUCTION, SEED: 'true', SEED_DEMO_IN_PRODUCTION: 'true' }).app.seed,
      true,
    );
    assert.equal(
      parseConfig({ ...PRODUCTION, SEED: 'false', SEED_DEMO_IN_PRODUCTION: 'true' }).app.seed,
      false,
    );
    assert.equal(dev().app.seed, true);
  });

  test('the development mailbox is opt-in and refused in production', () => {
    assert.equal(dev().app.devMailbox, false);
    assert.equal(dev({ DEV_MAILBOX: 'true' }).app.devMailbox, true);
    assert.throws(
      () => parseConfig({ ...PRODUCTION, DEV_MAILBOX: 'true' }),
      /DEV_MAILBOX: would show every e-mail/,
    );
    assert.equal(dev().app.mailboxRetentionHours, 24);
    assert.equal(dev({ MAILBOX_RETENTION_HOURS: '2' }).app.mailboxRetentionHours, 2);
  });

  test('REQUEST_LOG_RETENTION_DAYS: 30 unless set, a positive number', () => {
    assert.equal(dev().app.requestLogRetentionDays, 30);
    assert.equal(dev({ REQUEST_LOG_RETENTION_DAYS: '7' }).app.requestLogRetentionDays, 7);
    assert.throws(() => dev({ REQUEST_LOG_RETENTION_DAYS: '0' }), /REQUEST_LOG_RETENTION_DAYS/);
  });

  test('TOTP_ENCRYPTION_KEY: 32 bytes (hex or base64), required in production, dev key refused', () => {
    assert.deepEqual(dev().app.totpEncryptionKey, DEV_TOTP_ENCRYPTION_KEY);
    assert.deepEqual(
      dev({ TOTP_ENCRYPTION_KEY: TOTP_KEY_HEX }).app.totpEncryptionKey,
      Buffer.from(TOTP_KEY_HEX, 'hex'),
    );
    const base64 = Buffer.alloc(32, 7).toString('base64');
    assert.deepEqual(
      dev({ TOTP_ENCRYPTION_KEY: base64 }).app.totpEncryptionKey,
      Buffer.alloc(32, 7),
    );
    for (const bad of ['short', 'ab'.repeat(16), Buffer.alloc(16).toString('base64')]) {
      assert.throws(() => dev({ TOTP_ENCRYPTION_KEY: bad }), /TOTP_ENCRYPTION_KEY: must be 32/);
    }
    assert.throws(
      () => parseConfig({ ...PRODUCTION, TOTP_ENCRYPTION_KEY: undefined }),
      /TOTP_ENCRYPTION_KEY: is required when NODE_ENV=production/,
    );
    assert.throws(
      () =>
        parseConfig({
          ...PRODUCTION,
          TOTP_ENCRYPTION_KEY: DEV_TOTP_ENCRYPTION_KEY.toString('base64'),
        }),
      /TOTP_ENCRYPTION_KEY: is the development key/,
    );
  });

  test('PROVIDER_CREDENTIALS_KEY: 32 bytes, required in production, dev key refused', () => {
    assert.deepEqual(dev().app.providerCredentialsKey, DEV_PROVIDER_CREDENTIALS_KEY);
    assert.deepEqual(
      dev({ PROVIDER_CREDENTIALS_KEY: 'cd'.repeat(32) }).app.providerCredentialsKey,
      Buffer.from('cd'.repeat(32), 'hex'),
    );
    assert.throws(
      () => dev({ PROVIDER_CREDENTIALS_KEY: 'short' }),
      /PROVIDER_CREDENTIALS_KEY: must be 32/,
    );
    assert.throws(
      () => parseConfig({ ...PRODUCTION, PROVIDER_CREDENTIALS_KEY: undefined }),
      /PROVIDER_CREDENTIALS_KEY: is required when NODE_ENV=production/,
    );
    assert.throws(
      () =>
        parseConfig({
          ...PRODUCTION,
          PROVIDER_CREDENTIALS_KEY: DEV_PROVIDER_CREDENTIALS_KEY.toString('hex'),
        }),
      /PROVIDER_CREDENTIALS_KEY: is the development key/,
    );
  });

  test('database pool, request and shutdown timeouts have limits and can be set', () => {
    const defaults = dev({ DATABASE_URL: 'postgres://u@localhost:5432/db' });
    assert.equal(defaults.app.requestTimeoutMs, 30_000);
    assert.equal(defaults.app.connectionTimeoutMs, 60_000);
    assert.equal(defaults.shutdownTimeoutMs, 10_000);
    const config = dev({
      DATABASE_URL: 'postgres://u@localhost:5432/db',
      DB_POOL_MAX: '4',
      DB_CONNECTION_TIMEOUT_MS: '1000',
      DB_STATEMENT_TIMEOUT_MS: '2000',
      DB_IDLE_IN_TRANSACTION_TIMEOUT_MS: '3000',
      REQUEST_TIMEOUT_MS: '4000',
      CONNECTION_TIMEOUT_MS: '5000',
      SHUTDOWN_TIMEOUT_MS: '6000',
    });
    assert.deepEqual(config.app.database, {
      kind: 'postgres',
      url: 'postgres://u@localhost:5432/db',
      pool: {
        max: 4,
        connectionTimeoutMillis: 1000,
        statementTimeoutMillis: 2000,
        idleInTransactionTimeoutMillis: 3000,
      },
    });
    assert.equal(config.app.requestTimeoutMs, 4000);
    assert.equal(config.app.connectionTimeoutMs, 5000);
    assert.equal(config.shutdownTimeoutMs, 6000);
    assert.throws(() => dev({ DB_STATEMENT_TIMEOUT_MS: '0' }), /DB_STATEMENT_TIMEOUT_MS:/);
  });
});
