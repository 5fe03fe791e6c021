import type { TApiKeyScope } from '@arara/contracts';
import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, oneOf, requiredRef, timestampTz, uuidPrimaryKey } from './columns';
import { merchantRef, merchants, users } from './schema';

// API keys and the log of the public API's requests (docs/developers.md).

/** Stored statuses; `expired` is written when a new key replaces an active one past its date. */
export const API_KEY_STORED_STATUSES = ['active', 'revoked', 'expired'] as const;
export type ApiKeyStoredStatus = (typeof API_KEY_STORED_STATUSES)[number];

export const apiKeys = pgTable(
  'api_keys',
  {
    id: uuidPrimaryKey(),
    merchantId: merchantRef({ onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** The secret's first characters, shown in lists and logs; grants nothing. */
    prefix: text('prefix').notNull(),
    /** SHA-256 of the whole secret, hex: the secret itself is never stored. */
    secretHash: text('secret_hash').notNull(),
    scopes: text('scopes').array().$type<TApiKeyScope[]>().notNull(),
    status: text('status').$type<ApiKeyStoredStatus>().notNull().default('active'),
    /** Null: never expires. */
    expiresAt: timestampTz('expires_at'),
    revokedAt: timestampTz('revoked_at'),
    /** Written at most once a minute per key (docs/developers.md "Request logs"). */
    lastUsedAt: timestampTz('last_used_at'),
    /**
     * The member who created it: a Pix or transfer sent with the key is initiated in their name
     * when an approval rule holds it.
     */
    createdById: requiredRef('created_by_id', () => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    // One active key per merchant, enforced here too: two concurrent creates cannot both win.
    uniqueIndex('api_keys_one_active_per_merchant')
      .on(t.merchantId)
      .where(sql`${t.status} = 'active'`),
    uniqueIndex('api_keys_secret_hash_unique').on(t.secretHash),
    index('api_keys_merchant_created_at_idx').on(t.merchantId, t.createdAt),
    oneOf('api_keys_status_valid', t.status, API_KEY_STORED_STATUSES),
  ],
);

export type ApiKey = typeof apiKeys.$inferSelect;

/**
 * Every /v1 request, refused ones too, with its bodies redacted. A bearer that names no key
 * leaves `merchantId` and `apiKeyId` null (no merchant sees it; pruned with the rest).
 */
export const apiRequestLogs = pgTable(
  'api_request_logs',
  {
    id: uuidPrimaryKey(),
    merchantId: uuid('merchant_id').references(() => merchants.id, { onDelete: 'cascade' }),
    apiKeyId: uuid('api_key_id').references(() => apiKeys.id, { onDelete: 'set null' }),
    keyPrefix: text('key_prefix'),
    method: text('method').notNull(),
    /** Without the query string. */
    path: text('path').notNull(),
    status: integer('status').notNull(),
    latencyMs: integer('latency_ms').notNull(),
    requestId: text('request_id').notNull(),
    query: jsonb('query'),
    requestBody: jsonb('request_body'),
    responseBody: jsonb('response_body'),
    at: timestampTz('at').notNull().defaultNow(),
  },
  (t) => [
    index('api_request_logs_merchant_at_idx').on(t.merchantId, t.at, t.id),
    index('api_request_logs_at_idx').on(t.at),
  ],
);

export type ApiRequestLog = typeof apiRequestLogs.$inferSelect;
