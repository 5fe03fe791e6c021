import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Db } from '../db/client';
import type { MoneyRules } from '../lib/money-rules';
import type { ObjectStorage } from './files/object-storage';
import type { AccessTokens } from '../plugins/auth';
import { createRepositories, type Repositories } from '../plugins/db';
import type { Mailer } from '../plugins/mailer';
import type { RateLimiter } from '../plugins/rate-limit';
import type { SmsSender } from '../plugins/sms';

/**
 * What services may use, handed to them explicitly (docs/architecture.md "Data access"): a
 * service function takes `Pick<ServiceDeps, ...>` of what it needs as its first argument, never
 * the Fastify instance, so it can be called from a route, a seed, a job or a test alike.
 */
export type ServiceDeps = {
  db: Db;
  repositories: Repositories;
  mailer: Mailer;
  sms: SmsSender;
  rateLimiter: RateLimiter;
  accessTokens: AccessTokens;
  moneyRules: MoneyRules;
  /** Where uploaded files are kept. */
  fileStorage: ObjectStorage;
  /** The dashboard's public address, for links in e-mails. */
  appUrl: string;
  log: FastifyBaseLogger;
};

declare module 'fastify' {
  interface FastifyInstance {
    /** The services' dependencies, decorated once every plugin that provides one is registered. */
    deps: ServiceDeps;
  }
}

/** What the money code needs: the database and the repositories that join its transactions. */
export type DataDeps = Pick<ServiceDeps, 'db' | 'repositories'>;

/** The data dependencies of a database outside the app (seeds, scripts). */
export const dataDepsOf = (db: Db): DataDeps => ({ db, repositories: createRepositories(db) });

/** Collects the dependencies from the plugins that own them (called in `buildApp`). */
export const depsOf = (app: FastifyInstance): ServiceDeps => ({
  db: app.db,
  repositories: app.repositories,
  mailer: app.mailer,
  sms: app.sms,
  rateLimiter: app.rateLimiter,
  accessTokens: app.accessTokens,
  moneyRules: app.moneyRules,
  fileStorage: app.fileStorage,
  appUrl: app.appUrl,
  log: app.log,
});
