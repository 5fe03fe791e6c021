import * as z from 'zod/mini';
import { cursorPage, pageSizeField } from './paging';
import { merchantParams } from './endpoint';

/**
 * API keys (docs/requirements/developer.md "API keys", docs/developers.md): the machine
 * credential of a merchant's systems for the public API `/v1`. A key has a name, scopes and a
 * status; its secret is shown once, when it is created, and only its SHA-256 hash is stored,
 * with a visible prefix that names it in lists and request logs. One active key per merchant.
 * Error texts are i18n keys of `developer`.
 */

export const API_KEY_MESSAGES = {
  nameRequired: 'developer:apiKeys.errors.nameRequired',
  nameTooLong: 'developer:apiKeys.errors.nameTooLong',
  scopesRequired: 'developer:apiKeys.errors.scopesRequired',
  invalidScope: 'developer:apiKeys.errors.invalidScope',
  invalidExpiry: 'developer:apiKeys.errors.invalidExpiry',
  expiryInPast: 'developer:apiKeys.errors.expiryInPast',
  oneActive: 'developer:apiKeys.errors.oneActive',
  notFound: 'developer:apiKeys.errors.notFound',
  createFailed: 'developer:apiKeys.errors.createFailed',
  revokeFailed: 'developer:apiKeys.errors.revokeFailed',
  copyFailed: 'developer:apiKeys.errors.copyFailed',
} as const;

/** The public API's own refusals (docs/developers.md "Errors"). */
export const PUBLIC_API_MESSAGES = {
  /** 401: no `Authorization: Bearer`, or a key that is not one. */
  invalidKey: 'developer:publicApi.errors.invalidKey',
  /** 401: a revoked key. */
  keyRevoked: 'developer:publicApi.errors.keyRevoked',
  /** 401: a key past its `expiresAt`. */
  keyExpired: 'developer:publicApi.errors.keyExpired',
  /** 403: the key lacks the endpoint's scope (named in `fields.scope`). */
  missingScope: 'developer:publicApi.errors.missingScope',
} as const;

export const REQUEST_LOG_MESSAGES = {
  invalidStatusClass: 'developer:logs.errors.invalidStatusClass',
  invalidPeriod: 'developer:logs.errors.invalidPeriod',
  invalidCursor: 'developer:logs.errors.invalidCursor',
  pageSize: 'developer:logs.errors.pageSize',
  notFound: 'developer:logs.errors.notFound',
} as const;

// ---------------------------------------------------------------------------------------------
// Scopes

/**
 * The scopes, in the groups (and order) the key form draws them: a group checkbox selects its
 * scopes. The label of a group is `developer:apiKeys.scopeGroups.<id>`, of a scope
 * `apiKeyScopeLabelKey(scope)`.
 */
export const API_KEY_SCOPE_GROUPS = [
  {
    id: 'statementsAndBalance',
    scopes: ['statement.in', 'statement.out', 'statement.get', 'balance.get'],
  },
  {
    id: 'merchantsAndAccounts',
    scopes: [
      'merchants.read',
      'bank_accounts.read',
      'virtual_accounts.read',
      'virtual_accounts.write',
      'virtual_accounts.transfer',
      'documents.read',
    ],
  },
  { id: 'webhooks', scopes: ['webhooks.read', 'webhooks.write'] },
  { id: 'pix', scopes: ['pix.cashin', 'pix.cashout'] },
  {
    id: 'counterparties',
    scopes: [
      'counterparties.read',
      'counterparties.write',
      'counterparty_accounts.read',
      'counterparty_accounts.write',
    ],
  },
  { id: 'institutions', scopes: ['institutions.read'] },
  { id: 'infractions', scopes: ['infractions.read', 'infractions.write'] },
] as const;

export type TApiKeyScopeGroup = (typeof API_KEY_SCOPE_GROUPS)[number];
export type TApiKeyScopeGroupId = TApiKeyScopeGroup['id'];
export type TApiKeyScope = TApiKeyScopeGroup['scopes'][number];

/** Every scope, in the groups' order. */
export const API_KEY_SCOPES: readonly TApiKeyScope[] = API_KEY_SCOPE_GROUPS.flatMap(
  (group) => group.scopes,
);

export const isApiKeyScope = (value: string): value is TApiKeyScope =>
  (API_KEY_SCOPES as readonly string[]).includes(value);

/** The i18n key of a scope's label (`statement.in` → `developer:apiKeys.scopes.statement.in`). */
export const apiKeyScopeLabelKey = (scope: TApiKeyScope) =>
  `developer:apiKeys.scopes.${scope}` as const;

export const ZApiKeyScope = z.enum(API_KEY_SCOPES, { error: API_KEY_MESSAGES.invalidScope });

// ---------------------------------------------------------------------------------------------
// Keys

/** What the secret starts with: `arara_sk_` then ~40 base62 characters. */
export const API_KEY_SECRET_PREFIX = 'arara_sk_';
/** How many leading characters of the secret are kept, visible, as the key's `prefix`. */
export const API_KEY_PREFIX_LENGTH = 12;
export const API_KEY_NAME_MAX = 80;

/**
 * Stored: active or revoked. Answered: also `expired`, an active key past its `expiresAt`
 * (refused like a revoked one; it no longer counts as the merchant's one active key).
 */
export const API_KEY_STATUSES = ['active', 'expired', 'revoked'] as const;
export const ZApiKeyStatus = z.enum(API_KEY_STATUSES);
export type TApiKeyStatus = z.infer<typeof ZApiKeyStatus>;

export const ZApiKey = z.object({
  id: z.string(),
  name: z.string(),
  /** The first characters of the secret (`arara_sk_Ab3`): names the key, grants nothing. */
  prefix: z.string(),
  scopes: z.array(ZApiKeyScope),
  status: ZApiKeyStatus,
  createdAt: z.string(),
  /** ISO 8601 instant, or null: never expires. */
  expiresAt: z.nullable(z.string()),
  revokedAt: z.nullable(z.string()),
  /** The last /v1 call made with it (updated at most once a minute), or null. */
  lastUsedAt: z.nullable(z.string()),
});
export type TApiKey = z.infer<typeof ZApiKey>;

export const ZApiKeysResponse = z.object({ items: z.array(ZApiKey) });
export type TApiKeysResponse = z.infer<typeof ZApiKeysResponse>;

const nameError = {
  error: (issue: { input?: unknown }) =>
    typeof issue.input === 'string' && issue.input.trim() !== ''
      ? API_KEY_MESSAGES.nameTooLong
      : API_KEY_MESSAGES.nameRequired,
};

export const ZCreateApiKeyRequest = z.object({
  name: z
    .pipe(
      z.string({ error: API_KEY_MESSAGES.nameRequired }),
      z.transform((value) => value.trim()),
    )
    .check(
      z.minLength(1, { error: API_KEY_MESSAGES.nameRequired }),
      z.maxLength(API_KEY_NAME_MAX, nameError),
    ),
  /** At least one scope; repeated ones count once. */
  scopes: z
    .array(ZApiKeyScope, { error: API_KEY_MESSAGES.scopesRequired })
    .check(z.minLength(1, { error: API_KEY_MESSAGES.scopesRequired })),
  /** ISO 8601 instant in the future, or null / absent: never expires. */
  expiresAt: z.optional(
    z.nullable(z.iso.datetime({ offset: true, error: API_KEY_MESSAGES.invalidExpiry })),
  ),
});
export type TCreateApiKeyRequest = z.input<typeof ZCreateApiKeyRequest>;

/** The key and, this once, its secret: it is never shown again. */
export const ZCreateApiKeyResponse = z.extend(ZApiKey, { secret: z.string() });
export type TCreateApiKeyResponse = z.infer<typeof ZCreateApiKeyResponse>;

export const ZApiKeyParams = merchantParams({ apiKeyId: z.uuid() });

// ---------------------------------------------------------------------------------------------
// Request logs

/** Every /v1 request, refused ones too (docs/developers.md "Request logs"). */
export const REQUEST_LOG_STATUS_CLASSES = ['2xx', '4xx', '5xx'] as const;
export const ZRequestLogStatusClass = z.enum(REQUEST_LOG_STATUS_CLASSES, {
  error: REQUEST_LOG_MESSAGES.invalidStatusClass,
});
export type TRequestLogStatusClass = z.infer<typeof ZRequestLogStatusClass>;

export const REQUEST_LOGS_PAGE_DEFAULT = 50;
export const REQUEST_LOGS_PAGE_MAX = 200;

export const ZRequestLog = z.object({
  id: z.string(),
  /** When the request arrived (ISO 8601). */
  at: z.string(),
  /** The key it was made with; null when the bearer named no key. */
  apiKeyId: z.nullable(z.string()),
  keyPrefix: z.nullable(z.string()),
  method: z.string(),
  /** The path, without its query string. */
  path: z.string(),
  status: z.number(),
  latencyMs: z.number(),
  /** The `X-Request-Id` the response carried. */
  requestId: z.string(),
});
export type TRequestLog = z.infer<typeof ZRequestLog>;

/**
 * One request with its query and bodies as JSON, redacted: secrets, passwords, codes, CPF/CNPJ,
 * e-mails, phone numbers and Pix keys read `[REDACTED]`. Null: no body.
 */
export const ZRequestLogDetail = z.extend(ZRequestLog, {
  query: z.nullable(z.unknown()),
  requestBody: z.nullable(z.unknown()),
  responseBody: z.nullable(z.unknown()),
});
export type TRequestLogDetail = z.infer<typeof ZRequestLogDetail>;

export const ZRequestLogPage = cursorPage(ZRequestLog);
export type TRequestLogPage = z.infer<typeof ZRequestLogPage>;

const ZLogInstant = z.iso.datetime({ offset: true, error: REQUEST_LOG_MESSAGES.invalidPeriod });

export const ZRequestLogsQuery = z
  .object({
    statusClass: z.optional(ZRequestLogStatusClass),
    /** One key's requests (its `id`); an id of no key of the merchant: an empty page. */
    apiKeyId: z.optional(z.string().check(z.maxLength(100))),
    /** Part of the path, case-insensitive (`/v1/pix`). */
    path: z.optional(z.string().check(z.maxLength(200))),
    /** Inclusive start, ISO 8601 instant. */
    from: z.optional(ZLogInstant),
    /** Exclusive end, ISO 8601 instant. */
    to: z.optional(ZLogInstant),
    /** The `nextCursor` of the previous page. */
    cursor: z.optional(
      z
        .string()
        .check(z.regex(/^[0-9a-zA-Z_-]{1,200}$/, { error: REQUEST_LOG_MESSAGES.invalidCursor })),
    ),
    limit: pageSizeField(REQUEST_LOGS_PAGE_MAX, REQUEST_LOG_MESSAGES.pageSize),
  })
  .check(
    z.refine((query) => !query.from || !query.to || query.from < query.to, {
      error: REQUEST_LOG_MESSAGES.invalidPeriod,
      path: ['to'],
    }),
  );
export type TRequestLogsQuery = z.input<typeof ZRequestLogsQuery>;

export const ZRequestLogParams = merchantParams({ requestLogId: z.uuid() });
