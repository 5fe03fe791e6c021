import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { ConfigError, parseConfig } from '../src/config';
import { defaultMoneyRules, LEDGER_BALANCE_CAP } from '../src/lib/money-rules';
import { defaultRateLimits } from '../src/lib/rate-limits';
import { defaultDataDir } from '../src/paths';

describe('config', () => {
  test('defaults', () => {
    const config = parseConfig({});
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
    assert.equal(parseConfig({ TRUST_PROXY: 'false' }).app.trustProxy, false);
    assert.equal(parseConfig({ TRUST_PROXY: 'true' }).app.trustProxy, true);
    assert.equal(
      parseConfig({ TRUST_PROXY: 'loopback,uniquelocal' }).app.trustProxy,
      'loopback,uniquelocal',
    );
  });

  test('e-mail settings: APP_URL, MAIL_FROM, SMTP_URL (or SMTP_HOST/SMTP_PORT)', () => {
    const config = parseConfig({
      APP_URL: 'https://app.arara.dev/',
      MAIL_FROM: 'Arara <hello@arara.dev>',
      SMTP_URL: 'smtp://localhost:1025',
    });
    assert.equal(config.app.appUrl, 'https://app.arara.dev');
    assert.deepEqual(config.app.mail, {
      from: 'Arara <hello@arara.dev>',
      smtpUrl: 'smtp://localhost:1025',
    });
    const compose = parseConfig({ SMTP_HOST: 'mailpit', SMTP_PORT: '1025' });
    assert.equal(compose.app.mail.smtpUrl, 'smtp://mailpit:1025');
    assert.throws(() => parseConfig({ SMTP_URL: 'http://localhost:1025' }), /SMTP_URL:/);
    assert.throws(() => parseConfig({ APP_URL: 'not a url' }), /APP_URL:/);
  });

  test('rate-limit thresholds can be overridden', () => {
    const config = parseConfig({
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
    });
    assert.throws(() => parseConfig({ RATE_LIMIT_LOGIN_PER_EMAIL: '0' }), /RATE_LIMIT_LOGIN/);
  });

  test('DATABASE_URL switches to PostgreSQL; SEED=false disables the seed', () => {
    const config = parseConfig({ DATABASE_URL: 'postgres://u@localhost:5432/db', SEED: 'false' });
    assert.deepEqual(config.app.database, {
      kind: 'postgres',
      url: 'postgres://u@localhost:5432/db',
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
    const ok = parseConfig({
      NODE_ENV: 'production',
      JWT_SECRET: 'x'.repeat(32),
      APP_URL: 'https://app.arara.dev',
    });
    assert.equal(ok.app.auth.jwtSecret, 'x'.repeat(32));
  });

  test('production requires APP_URL (the links in e-mails)', () => {
    assert.throws(
      () => parseConfig({ NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(32) }),
      /APP_URL: is required when NODE_ENV=production/,
    );
  });

  test('money: the sandbox is off unless asked for, and refused in production unless allowed twice', () => {
    assert.deepEqual(parseConfig({}).app.money, defaultMoneyRules);
    assert.equal(defaultMoneyRules.sandbox.enabled, false);
    assert.equal(defaultMoneyRules.maxTransactionAmount, 1_000_000_000);
    const dev = parseConfig({
      SANDBOX: 'true',
      SANDBOX_DAILY_CREDIT_AMOUNT_CENTS: '500000',
      SANDBOX_DAILY_CREDIT_COUNT: '3',
      MAX_TRANSACTION_AMOUNT_CENTS: '250000',
    });
    assert.deepEqual(dev.app.money, {
      maxTransactionAmount: 250_000,
      sandbox: { enabled: true, dailyCreditAmount: 500_000, dailyCreditCount: 3 },
    });
    const production = {
      NODE_ENV: 'production',
      JWT_SECRET: 'x'.repeat(32),
      APP_URL: 'https://a.b',
    };
    assert.equal(parseConfig(production).app.money.sandbox.enabled, false);
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
      () => parseConfig({ MAX_TRANSACTION_AMOUNT_CENTS: String(LEDGER_BALANCE_CAP + 1) }),
      /MAX_TRANSACTION_AMOUNT_CENTS:/,
    );
    assert.throws(() => parseConfig({ SANDBOX: 'maybe' }), /SANDBOX:/);
  });

  test('a bad value names the variable', () => {
    assert.throws(() => parseConfig({ PORT: 'eighty' }), /PORT:/);
    assert.throws(() => parseConfig({ DATABASE_URL: 'mysql://x' }), /DATABASE_URL:/);
  });
});
