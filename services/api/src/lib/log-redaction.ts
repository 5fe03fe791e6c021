import type { FastifyRequest } from 'fastify';

/** Body fields that hold a credential or a one-time secret, wherever they appear. */
const SECRET_FIELDS = [
  'password',
  'currentPassword',
  'newPassword',
  'passwordHash',
  'token',
  'accessToken',
  'refreshToken',
  'challengeToken',
  'setupToken',
  'recoveryCode',
  'secret',
];

/**
 * What the logs must never hold: credentials and one-time secrets a reader of the logs could
 * replay (bearer tokens, cookies, passwords, reset/invitation tokens, TOTP and Pix codes).
 * pino replaces them with "[redacted]" wherever a logged object carries them (one level deep
 * for the generic names).
 */
export const REDACTED_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'headers.authorization',
  'headers.cookie',
  'res.headers["set-cookie"]',
  ...SECRET_FIELDS.flatMap((key) => [key, `*.${key}`]),
  // `code` alone is also an error's code (SQLSTATE, AppErrorCode): only a request body's.
  'body.code',
  'req.body.code',
];

type SerializedError = { [key: string]: unknown; type: string; message: string; stack: string };

const isDrizzleQueryError = (
  error: object,
): error is Error & { query: string; params: unknown[] } =>
  error instanceof Error && 'query' in error && 'params' in error;

/**
 * Errors as pino's default serializer shows them (type, message, stack, own fields, cause),
 * except that a failed SQL statement keeps its text but never its parameters: they hold
 * password hashes, token hashes, e-mail addresses and links.
 */
export function serializeError(error: unknown, depth = 0): SerializedError {
  if (typeof error !== 'object' || error === null || depth > 5) {
    return { type: typeof error, message: String(error), stack: '' };
  }
  const out: SerializedError = { type: 'Object', message: '', stack: '' };
  for (const [key, value] of Object.entries(error)) {
    if (key === 'params' || key === 'cause') continue;
    out[key] = value;
  }
  if (error instanceof Error) {
    out.type = error.constructor.name;
    out.message = error.message;
    out.stack = error.stack ?? '';
  }
  if (isDrizzleQueryError(error)) {
    const message = `Failed query: ${error.query}`;
    out.message = message;
    // The stack starts with the message, which drizzle wrote with the parameters.
    const frames = (error.stack ?? '').split('\n').filter((line) => /^\s+at /.test(line));
    out.stack = [`${error.name}: ${message}`, ...frames].join('\n');
  }
  if ('cause' in error && error.cause !== undefined) {
    out.cause = serializeError(error.cause, depth + 1);
  }
  return out;
}

/** The request line without its query string (tokens must not land in the logs). */
export function serializeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: (request.url ?? '').split('?')[0],
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

/** The Fastify logger options of the API: level, redaction and the serializers above. */
export const loggerOptions = (level: string) => ({
  level,
  redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
  serializers: {
    req: serializeRequest,
    err: (error: unknown) => serializeError(error),
    error: (error: unknown) => serializeError(error),
  },
});

// ---------------------------------------------------------------------------------------------
// Stored request bodies (the public API's request logs, docs/developers.md "Request logs")

export const REDACTED = '[REDACTED]';

/**
 * Fields whose value is never kept: the secrets above, and what identifies a person (documents,
 * e-mails, phones, Pix keys and the BR Codes that carry them). Compared lower-case.
 */
const REDACTED_FIELDS = new Set(
  [
    ...SECRET_FIELDS,
    'authorization',
    'document',
    'cpf',
    'cnpj',
    'taxId',
    'email',
    'phone',
    'pixKey',
    'key',
    'brCode',
    'emv',
    'payload',
    'counterpartyDocument',
  ].map((name) => name.toLowerCase()),
);
/** Names that redact whatever they are part of (`holderDocument`, `payerEmail`, `newPassword`). */
const REDACTED_PARTS = ['password', 'secret', 'token', 'document', 'email', 'phone', 'pixkey'];

/** Values that are personal data whatever their field: an e-mail, a CPF/CNPJ, a phone. */
const PERSONAL_VALUE = [
  /^[^\s@]+@[^\s@]+\.[^\s@]+$/,
  /^\d{3}\.?\d{3}\.?\d{3}-?\d{2}$/,
  /^\d{2}\.?\d{3}\.?\d{3}\/?\d{4}-?\d{2}$/,
  /^\+?55\s?\(?\d{2}\)?\s?\d{4,5}-?\d{4}$/,
];

const isRedactedField = (name: string): boolean => {
  const lower = name.toLowerCase();
  return REDACTED_FIELDS.has(lower) || REDACTED_PARTS.some((part) => lower.includes(part));
};

/**
 * A JSON value with every secret and personal datum replaced by `[REDACTED]`: by field name
 * (above), a digits-only `code` (a one-time code, not an error code such as `NOT_FOUND`), or a
 * value that is an e-mail, a CPF/CNPJ or a phone number.
 */
export function redactJson(value: unknown, depth = 0): unknown {
  if (depth > 20) return REDACTED;
  if (typeof value === 'string') {
    return PERSONAL_VALUE.some((pattern) => pattern.test(value.trim())) ? REDACTED : value;
  }
  if (Array.isArray(value)) return value.map((item) => redactJson(item, depth + 1));
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value).map(([name, item]) => {
      if (isRedactedField(name)) return [name, REDACTED];
      if (name === 'code' && typeof item === 'string' && /^\d+$/.test(item)) {
        return [name, REDACTED];
      }
      return [name, redactJson(item, depth + 1)];
    }),
  );
}
