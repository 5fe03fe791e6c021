import cors from '@fastify/cors';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { serializerCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { DatabaseConfig } from './db/client';
import { seedDatabase } from './seeds/seed';
import type { MoneyRules } from './lib/money-rules';
import type { RateLimits } from './lib/rate-limits';
import { validatorCompiler } from './lib/validator';
import { depsOf } from './services/deps';
import type { FileStorageConfig } from './services/files';
import { configureProviderCredentials } from './lib/provider-credentials';
import { configureTotpEncryption } from './lib/totp-encryption';
import authPlugin, { type AuthOptions } from './plugins/auth';
import filesPlugin from './plugins/files';
import backOfficePlugin from './plugins/back-office';
import dbPlugin from './plugins/db';
import errorsPlugin, { frameworkErrors } from './plugins/errors';
import merchantAccessPlugin from './plugins/merchant-access';
import mailerPlugin, { type MailOptions } from './plugins/mailer';
import moneyRulesPlugin from './plugins/money-rules';
import rateLimitPlugin from './plugins/rate-limit';
import smsPlugin, { type SmsSender } from './plugins/sms';
import refreshCookiePlugin from './plugins/refresh-cookie';
import securityHeadersPlugin from './plugins/security-headers';
import swaggerPlugin from './plugins/swagger';
import accountsRoutes from './routes/accounts/index';
import adminRoutes from './routes/admin/index';
import apiKeysRoutes from './routes/api-keys/index';
import approvalsRoutes from './routes/approvals/index';
import cardsRoutes from './routes/cards/index';
import authRoutes from './routes/auth/index';
import counterpartiesRoutes from './routes/counterparties/index';
import devRoutes from './routes/dev/index';
import healthRoutes from './routes/health/index';
import clientEventsRoutes from './routes/client-events/index';
import invitationRoutes from './routes/invitations/index';
import meRoutes from './routes/me/index';
import merchantRoutes from './routes/merchants/index';
import paymentsRoutes from './routes/payments/index';
import pixKeysRoutes from './routes/pix-keys/index';
import publicApiRoutes from './routes/public-api/index';
import onboardingRoutes from './routes/onboarding/index';
import openFinanceRoutes from './routes/open-finance/index';
import qrCodesRoutes from './routes/qr-codes/index';
import refundsRoutes from './routes/refunds/index';
import filesRoutes from './routes/files/index';
import infractionsRoutes from './routes/infractions/index';
import { startDeadlineWorker } from './services/infractions';
import disputesRoutes from './routes/disputes/index';
import withdrawalsRoutes from './routes/withdrawals/index';
import webhooksRoutes from './routes/webhooks/index';
import {
  defaultWebhookOptions,
  startWebhookWorker,
  type WebhookOptions,
  type WebhookWorker,
} from './services/webhooks';
import {
  configureSettlements,
  type SettlementOptions,
  type SettlementWorker,
  startSettlementWorker,
} from './services/settlements';

export type NodeEnv = 'development' | 'test' | 'production';

export type AppOptions = {
  nodeEnv: NodeEnv;
  /**
   * Serve the development mailbox (`/dev/mailbox`: every stored e-mail, reset links included,
   * to anyone). Opt-in (DEV_MAILBOX=true), never in production.
   */
  devMailbox?: boolean;
  /** Stored e-mails are purged after this many hours (24). */
  mailboxRetentionHours?: number;
  /** AES-256 key (32 bytes) for TOTP secrets at rest; the development key when absent. */
  totpEncryptionKey?: Buffer;
  /** AES-256 key (32 bytes) for merchants' provider passwords; the development key when absent. */
  providerCredentialsKey?: Buffer;
  /** Fastify requestTimeout: the whole request must arrive within this (30 s). */
  requestTimeoutMs?: number;
  /** Fastify connectionTimeout: idle sockets close after this (60 s). */
  connectionTimeoutMs?: number;
  database: DatabaseConfig;
  auth: AuthOptions;
  /** Seed the demo accounts when the database has no user yet. */
  seed: boolean;
  /**
   * Apply the migrations (and seed) at start (default true). false when a one-shot job does it
   * before the replicas start (MIGRATE_ON_START=false, docs/deployment.md "Migrations").
   */
  migrateOnStart?: boolean;
  /** Origins of the web apps: CORS, and the only pages allowed to use the refresh cookie. */
  corsOrigins: string[];
  /**
   * Path of the refresh-token cookie as the browser sees the auth routes ('/api/auth' behind
   * the apps' same-origin /api proxy): the browser sends the cookie there only.
   */
  refreshCookiePath: string;
  /**
   * Which peers may set X-Forwarded-For (the client address used by the per-address rate
   * limits): Fastify's `trustProxy` (true, or addresses/CIDRs/'loopback'/'uniquelocal').
   * Default 'loopback': the apps' same-origin /api proxy on this machine.
   * Trusting everyone would let any client choose its address and dodge the limits.
   */
  trustProxy?: boolean | string;
  /** Base URL of the web app: the links in e-mails point there. */
  appUrl: string;
  mail: MailOptions;
  /**
   * Where text messages (codes sent to phone Pix keys) go. Unset: the development sender, which
   * stores them in the development mailbox and reaches no phone; production plugs a provider.
   */
  sms?: SmsSender;
  rateLimits: RateLimits;
  /** The largest amount of one transaction, and the sandbox mode (src/lib/money-rules.ts). */
  money: MoneyRules;
  /** Public API request logs are kept this many days (REQUEST_LOG_RETENTION_DAYS, 30). */
  requestLogRetentionDays?: number;
  logger?: FastifyServerOptions['logger'];
  /**
   * Webhook delivery (src/services/webhooks/webhook-options.ts): defaults, with https required
   * in production only.
   */
  webhooks?: Partial<WebhookOptions>;
  /**
   * Settlement of payments to other institutions (src/services/settlements/settlement-options.ts,
   * docs/payments.md "Settlement"): delays of the simulated network and the worker.
   */
  settlement?: Partial<SettlementOptions>;
  /** Where uploaded files are kept (FILE_STORAGE_DIR or S3_*); tests: a temporary folder. */
  fileStorage?: FileStorageConfig;
};

declare module 'fastify' {
  interface FastifyInstance {
    /** Base URL of the web app, for links in e-mails. */
    appUrl: string;
    /** How webhooks are checked and delivered (src/config.ts WEBHOOK_*). */
    webhookOptions: WebhookOptions;
  }
}

export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logger ?? false,
    // Behind the same-origin /api proxy, which sets X-Forwarded-*; see AppOptions.trustProxy.
    trustProxy: options.trustProxy ?? 'loopback',
    // Router errors (an over-long or malformed path parameter) in the API's error body too.
    frameworkErrors,
    // Slow or stalled clients must not hold sockets forever (Fastify's default is no limit).
    requestTimeout: options.requestTimeoutMs ?? 30_000,
    connectionTimeout: options.connectionTimeoutMs ?? 60_000,
    // The db plugin migrates and seeds (under the startup lock): longer than avvio's 10 s on
    // a first start or while another instance holds the lock.
    pluginTimeout: 300_000,
  }).withTypeProvider<ZodTypeProvider>();
  configureTotpEncryption(options.totpEncryptionKey);
  configureProviderCredentials(options.providerCredentialsKey);

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  await app.register(errorsPlugin);
  await app.register(securityHeadersPlugin, { isProduction: options.nodeEnv === 'production' });
  await app.register(cors, {
    origin: options.corsOrigins,
    credentials: true,
    methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
  });
  await app.register(swaggerPlugin);
  // Before the database: the seed puts the onboarding documents in the storage.
  await app.register(filesPlugin, { storage: options.fileStorage });
  await app.register(dbPlugin, {
    database: options.database,
    seed: options.seed ? (db) => seedDatabase(db, app.fileStorage) : undefined,
    migrate: options.migrateOnStart ?? true,
  });
  await app.register(authPlugin, options.auth);
  await app.register(refreshCookiePlugin, {
    path: options.refreshCookiePath,
    maxAgeSeconds: options.auth.refreshTokenTtl,
    allowedOrigins: options.corsOrigins,
  });
  await app.register(backOfficePlugin);
  await app.register(merchantAccessPlugin);
  await app.register(mailerPlugin, {
    ...options.mail,
    retentionHours: options.mailboxRetentionHours ?? 24,
  });
  await app.register(smsPlugin, { sender: options.sms });
  await app.register(rateLimitPlugin, options.rateLimits);
  await app.register(moneyRulesPlugin, options.money);
  app.decorate('appUrl', options.appUrl);
  app.decorate('deps', depsOf(app));
  const webhookOptions: WebhookOptions = {
    ...defaultWebhookOptions,
    requireHttps: options.nodeEnv === 'production',
    ...options.webhooks,
  };
  app.decorate('webhookOptions', webhookOptions);
  if (webhookOptions.worker) {
    // The delivery worker runs with the API (docs/webhooks.md "Delivery"): started once the app
    // is ready (it resumes what an earlier process left pending), stopped before the database
    // closes, its POSTs in flight aborted and due again for the next start.
    let worker: WebhookWorker | undefined;
    app.addHook('onReady', async () => {
      worker = startWebhookWorker(app.deps, webhookOptions);
    });
    app.addHook('preClose', async () => {
      await worker?.stop();
    });
  }

  const settlement = configureSettlements(options.settlement);
  if (settlement.worker) {
    // Settles Pix and TED to other institutions once due; resumes what an earlier process left.
    let settler: SettlementWorker | undefined;
    app.addHook('onReady', async () => {
      settler = startSettlementWorker(app.deps);
    });
    app.addHook('preClose', async () => {
      await settler?.stop();
    });
    // With the background jobs: MED infractions past their deadline go OPEN (and their webhook
    // out) without anyone reading them (docs/compliance.md "Deadlines").
    let deadlines: { stop: () => Promise<void> } | undefined;
    app.addHook('onReady', async () => {
      deadlines = startDeadlineWorker(app.deps);
    });
    app.addHook('preClose', async () => {
      await deadlines?.stop();
    });
  }

  await app.register(healthRoutes);
  await app.register(clientEventsRoutes);
  await app.register(authRoutes);
  await app.register(meRoutes);
  await app.register(adminRoutes);
  await app.register(merchantRoutes);
  await app.register(accountsRoutes);
  await app.register(invitationRoutes);
  await app.register(pixKeysRoutes);
  await app.register(cardsRoutes);
  await app.register(paymentsRoutes);
  await app.register(refundsRoutes);
  await app.register(filesRoutes);
  await app.register(infractionsRoutes);
  await app.register(disputesRoutes);
  await app.register(counterpartiesRoutes);
  await app.register(withdrawalsRoutes);
  await app.register(approvalsRoutes);
  await app.register(qrCodesRoutes);
  await app.register(openFinanceRoutes);
  await app.register(apiKeysRoutes);
  await app.register(publicApiRoutes, {
    requestLogRetentionDays: options.requestLogRetentionDays ?? 30,
  });
  await app.register(webhooksRoutes);
  await app.register(onboardingRoutes);
  if (options.devMailbox && options.nodeEnv !== 'production') await app.register(devRoutes);

  await app.ready();
  return app;
}
