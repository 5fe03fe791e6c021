import fp from 'fastify-plugin';
import { createLedgerRepository, type LedgerRepository } from '../repositories/ledger-repository';
import { connectDatabase, type DatabaseConfig, type Db } from '../db/client';
import {
  type BackOfficeRepository,
  createBackOfficeRepository,
} from '../repositories/back-office-repository';
import {
  type ApprovalRulesRepository,
  createApprovalRulesRepository,
} from '../repositories/approval-rules-repository';
import {
  createEmailMessagesRepository,
  type EmailMessagesRepository,
} from '../repositories/email-messages-repository';
import {
  createLedgerAccountsRepository,
  type LedgerAccountsRepository,
} from '../repositories/ledger-accounts-repository';
import {
  createInvitationsRepository,
  type InvitationsRepository,
} from '../repositories/invitations-repository';
import {
  createMembershipsRepository,
  type MembershipsRepository,
} from '../repositories/memberships-repository';
import {
  createMerchantsRepository,
  type MerchantsRepository,
} from '../repositories/merchants-repository';
import {
  createOneTimeTokensRepository,
  type OneTimeTokensRepository,
} from '../repositories/one-time-tokens-repository';
import {
  createRateLimitCountersRepository,
  type RateLimitCountersRepository,
} from '../repositories/rate-limit-counters-repository';
import {
  createRefreshTokensRepository,
  type RefreshTokensRepository,
} from '../repositories/refresh-tokens-repository';
import {
  createTwoFactorRepository,
  type TwoFactorRepository,
} from '../repositories/two-factor-repository';
import { createCardsRepository, type CardsRepository } from '../repositories/cards-repository';
import {
  createPixKeysRepository,
  type PixKeysRepository,
} from '../repositories/pix-keys-repository';
import { createUsersRepository, type UsersRepository } from '../repositories/users-repository';
import {
  type ApiKeysRepository,
  createApiKeysRepository,
} from '../repositories/api-keys-repository';
import {
  createRequestLogsRepository,
  type RequestLogsRepository,
} from '../repositories/request-logs-repository';
import {
  createOnboardingsRepository,
  type OnboardingsRepository,
} from '../repositories/onboardings-repository';
import {
  createWebhooksRepository,
  type WebhooksRepository,
} from '../repositories/webhooks-repository';

export type Repositories = {
  users: UsersRepository;
  merchants: MerchantsRepository;
  memberships: MembershipsRepository;
  refreshTokens: RefreshTokensRepository;
  oneTimeTokens: OneTimeTokensRepository;
  emailMessages: EmailMessagesRepository;
  rateLimitCounters: RateLimitCountersRepository;
  backOffice: BackOfficeRepository;
  ledgerAccounts: LedgerAccountsRepository;
  twoFactor: TwoFactorRepository;
  invitations: InvitationsRepository;
  approvalRules: ApprovalRulesRepository;
  pixKeys: PixKeysRepository;
  cards: CardsRepository;
  ledger: LedgerRepository;
  apiKeys: ApiKeysRepository;
  requestLogs: RequestLogsRepository;
  webhooks: WebhooksRepository;
  onboardings: OnboardingsRepository;
};

export const createRepositories = (db: Db): Repositories => ({
  users: createUsersRepository(db),
  merchants: createMerchantsRepository(db),
  memberships: createMembershipsRepository(db),
  refreshTokens: createRefreshTokensRepository(db),
  oneTimeTokens: createOneTimeTokensRepository(db),
  emailMessages: createEmailMessagesRepository(db),
  rateLimitCounters: createRateLimitCountersRepository(db),
  backOffice: createBackOfficeRepository(db),
  ledgerAccounts: createLedgerAccountsRepository(db),
  twoFactor: createTwoFactorRepository(db),
  invitations: createInvitationsRepository(db),
  approvalRules: createApprovalRulesRepository(db),
  pixKeys: createPixKeysRepository(db),
  cards: createCardsRepository(db),
  ledger: createLedgerRepository(db),
  apiKeys: createApiKeysRepository(db),
  requestLogs: createRequestLogsRepository(db),
  webhooks: createWebhooksRepository(db),
  onboardings: createOnboardingsRepository(db),
});

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    dbKind: DatabaseConfig['kind'];
    repositories: Repositories;
    /** True when this start seeded the demo accounts. */
    wasSeeded: boolean;
  }
}

export type DbPluginOptions = {
  database: DatabaseConfig;
  /** Seeds an empty database (app.ts passes seedDatabase when seeding is on); true if it did. */
  seed?: ((db: Db) => Promise<boolean>) | undefined;
  /**
   * Migrate (and seed) at start, as `npm start` does (default). false: a migrate job did it
   * (src/migrate.ts); the start fails if the database lacks a migration.
   */
  migrate?: boolean | undefined;
};

/**
 * What runs after the migrations, under the startup lock (two instances never seed twice):
 * secrets stored before encryption at rest are sealed, then the seed. True if it seeded.
 */
export async function afterMigrations(
  db: Db,
  seed: ((db: Db) => Promise<boolean>) | undefined,
): Promise<boolean> {
  await createTwoFactorRepository(db).sealPlaintextSecrets();
  return seed ? await seed(db) : false;
}

export default fp<DbPluginOptions>(
  async (app, { database, seed, migrate = true }) => {
    let wasSeeded = false;
    const connection = await connectDatabase(database, {
      onConnectionError: (error) =>
        app.log.warn({ err: error }, 'database connection closed by the server'),
      migrate,
      afterMigrate: async (db) => {
        wasSeeded = await afterMigrations(db, seed);
      },
    });
    app.decorate('wasSeeded', wasSeeded);
    app.decorate('db', connection.db);
    app.decorate('dbKind', connection.kind);
    app.decorate('repositories', createRepositories(connection.db));
    app.addHook('onClose', async () => {
      await connection.close();
    });
  },
  { name: 'db' },
);
