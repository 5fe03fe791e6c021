import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { ACT_AS_HEADER, API_KEY_SCOPES, PUBLIC_API_PATH_PREFIX } from '@arara/contracts';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { demoMerchants } from '../src/seeds/seed';
import { createPrng, type Prng } from '../src/lib/prng';
import { DATABASE_REFUSED_INPUT } from '../src/plugins/errors';
import { defaultRateLimits, type RateLimits } from '../src/lib/rate-limits';
import { merchantIdByDocument } from './member-fixtures';
import { newApiKey } from './api-key-fixtures';
import {
  createTestApp,
  DEMO,
  freshAddress,
  post,
  signIn,
  signInAdmin,
  type TestApp,
  withSandbox,
} from './helper';

/**
 * Bad input never gives a 500: every operation of the OpenAPI document (so routes added later
 * are covered without touching this file) gets malformed ids, impossible dates, huge numbers,
 * long strings, NUL bytes, wrong types, missing fields, broken JSON, oversized bodies, a 10k
 * Idempotency-Key and forged auth headers, one hostile part at a time on an otherwise plausible
 * request: as the demo owner, as the super admin where the owner is refused, and without a
 * token. Every answer must be < 500 with the `{ error: { code, message } }` body, and no 400 may
 * come only from the error handler's database safety net (a schema gap). Deterministic (seeded
 * PRNG); a failure lists method, URL and the input so that it can be replayed by hand.
 */

const SEED = 20_26_13;
/** Hostile values tried per parameter / body property (on top of the always-tried ones). */
const RANDOM_VALUES_PER_FIELD = 3;
/** Bodies larger than Fastify's default bodyLimit (1 MiB). */
const OVERSIZED = 1024 * 1024 + 1;

/**
 * Operations not fuzzed ('GET /path': why), printed as test diagnostics. Empty: every operation
 * of the document is fuzzed, the streamed CSV / OFX exports and the /dev routes (served outside
 * production) included. Swagger UI's own /docs routes are not in the document.
 */
const EXCLUDED: Record<string, string> = {};

type JsonSchema = {
  type?: string | string[];
  format?: string;
  pattern?: string;
  enum?: unknown[];
  const?: unknown;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  items?: JsonSchema;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  $ref?: string;
};
type Parameter = {
  in: 'path' | 'query' | 'header';
  name: string;
  required?: boolean;
  schema?: JsonSchema;
};
type Operation = {
  parameters?: Parameter[];
  requestBody?: { required?: boolean; content?: Record<string, { schema?: JsonSchema }> };
  security?: unknown[];
};
type OpenApi = {
  paths: Record<string, Record<string, Operation>>;
  components?: { schemas?: Record<string, JsonSchema> };
};

/** A hostile value with a name that reads well in a failure report. */
type Hostile = { label: string; value: unknown };
/** Drops the field (a missing required field). */
const MISSING = Symbol('missing');
/** A number JSON.stringify cannot write (1e400 parses as Infinity); put in the raw body. */
const RAW_NUMBER = '__raw_number_1e400__';

const longString = 'x'.repeat(10_000);
const HOSTILE_STRINGS: Hostile[] = [
  { label: "'not-a-uuid'", value: 'not-a-uuid' },
  { label: "'0000-01-01'", value: '0000-01-01' },
  { label: "'9999-12-31T99:99'", value: '9999-12-31T99:99' },
  { label: "'9999-12-31'", value: '9999-12-31' },
  { label: "'2026-02-30'", value: '2026-02-30' },
  { label: "'1e308'", value: '1e308' },
  { label: "'-1'", value: '-1' },
  { label: "'9223372036854775808' (2^63)", value: '9223372036854775808' },
  { label: "'NaN'", value: 'NaN' },
  { label: "'Infinity'", value: 'Infinity' },
  { label: "'' (empty)", value: '' },
  { label: "'x' × 10 000", value: longString },
  { label: "'a\\u0000b' (NUL byte)", value: 'a\u0000b' },
  { label: "'ção😀\\u202e' (unicode)", value: 'ção😀\u202e' },
  { label: '"\' OR 1=1 --"', value: "' OR 1=1 --" },
  {
    label: "'00000000-0000-0000-0000-000000000000' (nil uuid)",
    value: '00000000-0000-0000-0000-000000000000',
  },
  {
    label: "'ffffffff-ffff-ffff-ffff-ffffffffffff' (max uuid)",
    value: 'ffffffff-ffff-ffff-ffff-ffffffffffff',
  },
];
const HOSTILE_NUMBERS: Hostile[] = [
  { label: '1e308', value: 1e308 },
  { label: '-1', value: -1 },
  { label: '2**63', value: 2 ** 63 },
  { label: '0', value: 0 },
  { label: '0.001', value: 0.001 },
  { label: '-0.5', value: -0.5 },
  { label: 'Number.MAX_SAFE_INTEGER + 2', value: Number.MAX_SAFE_INTEGER + 2 },
  { label: '1e400 (raw JSON, parses as Infinity)', value: RAW_NUMBER },
  { label: "'1e3' (string)", value: '1e3' },
  { label: "'NaN' (string)", value: 'NaN' },
];
const HOSTILE_SHAPES: Hostile[] = [
  { label: 'null', value: null },
  { label: 'true', value: true },
  { label: '[] (array)', value: [] },
  { label: "['a', 'b'] (array)", value: ['a', 'b'] },
  { label: '{} (object)', value: {} },
  { label: "{ nested: { deep: 'x' } } (object)", value: { nested: { deep: 'x' } } },
  { label: '123 (number)', value: 123 },
  { label: "'text' (string)", value: 'text' },
];
/** Tried on every field whatever its type. */
const ALWAYS: Hostile[] = [
  { label: "'not-a-uuid'", value: 'not-a-uuid' },
  { label: "'0000-01-01'", value: '0000-01-01' },
  { label: "'x' × 10 000", value: longString },
  { label: "'a\\u0000b' (NUL byte)", value: 'a\u0000b' },
  { label: '1e308', value: 1e308 },
  { label: 'null', value: null },
];

const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;
type Method = (typeof METHODS)[number];

/** A printable, bounded rendering of an input for failure reports (the label names the value). */
function describeValue(value: unknown): string {
  const text = JSON.stringify(value, (_key, item) =>
    typeof item === 'string' && item.length > 200
      ? `${item.slice(0, 80)}…(${item.length} chars)`
      : item,
  );
  return text === undefined ? String(value) : text;
}

function uuidFrom(prng: Prng): string {
  const hex = Array.from({ length: 32 }, () => prng.int(0, 15).toString(16)).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20)}`;
}

function resolve(doc: OpenApi, schema: JsonSchema | undefined): JsonSchema {
  if (!schema) return {};
  if (schema.$ref) {
    const name = schema.$ref.split('/').pop() ?? '';
    return resolve(doc, doc.components?.schemas?.[name]);
  }
  const options = schema.anyOf ?? schema.oneOf;
  if (options) {
    const notNull = options.find((option) => option.type !== 'null') ?? options[0];
    return resolve(doc, notNull);
  }
  if (schema.allOf?.length) {
    const merged: JsonSchema = { properties: {}, required: [] };
    for (const part of schema.allOf) {
      const { properties, required, ...rest } = resolve(doc, part);
      Object.assign(merged, rest);
      Object.assign(merged.properties ?? {}, properties);
      merged.required?.push(...(required ?? []));
    }
    return merged;
  }
  return schema;
}

const typeOf = (schema: JsonSchema): string | undefined =>
  Array.isArray(schema.type) ? schema.type.find((type) => type !== 'null') : schema.type;

/**
 * A plausible (often valid) value, so that a request with one hostile field gets past the
 * others and reaches the service. Ids named like ones the owner's GETs returned are real ones.
 */
function plausible(
  doc: OpenApi,
  raw: JsonSchema | undefined,
  name: string,
  ids: IdPool,
  prng: Prng,
): unknown {
  const schema = resolve(doc, raw);
  if (schema.const !== undefined) return schema.const;
  if (schema.enum?.length) return schema.enum[0];
  switch (typeOf(schema)) {
    case 'boolean':
      return true;
    case 'integer':
    case 'number': {
      const low = schema.minimum ?? (schema.exclusiveMinimum ?? 0) + 1;
      return Math.min(Math.max(100, low), schema.maximum ?? 100);
    }
    case 'array':
      return [plausible(doc, schema.items, name, ids, prng)];
    case 'object': {
      const value: Record<string, unknown> = {};
      for (const [key, property] of Object.entries(schema.properties ?? {})) {
        value[key] = plausible(doc, property, key, ids, prng);
      }
      return value;
    }
    default:
      return plausibleString(schema, name, ids, prng);
  }
}

function plausibleString(schema: JsonSchema, name: string, ids: IdPool, prng: Prng): string {
  const known = ids.get(name);
  if (known?.length) return prng.pick(known);
  if (schema.format === 'uuid') return uuidFrom(prng);
  // Names say what a bare string is for (the refinements behind them are not in the schema).
  if (schema.format === 'email' || /email/i.test(name)) return 'fuzz.someone@example.com';
  if (schema.format === 'date-time' || /At$/.test(name)) return '2030-01-15T12:00:00.000Z';
  if (schema.format === 'date' || /date|^from$|^to$/i.test(name)) return '2026-01-15';
  if (/phone/i.test(name)) return '+5511987654321';
  if (/document|cnpj/i.test(name)) return '11222333000181';
  if (/cpf/i.test(name)) return '12345678909';
  if (/currency/i.test(name)) return 'BRL';
  const candidates = [
    'Fuzz value',
    '2026-01-15',
    '12345678909',
    '11222333000181',
    '+5511987654321',
    'Arara@2026-fuzz',
    '123456',
    '1',
  ];
  if (schema.pattern) {
    const pattern = new RegExp(schema.pattern, 'u');
    const match = candidates.find((candidate) => pattern.test(candidate));
    if (match) return match;
  }
  const base = 'Fuzz value';
  const min = schema.minLength ?? 0;
  const text = base.length >= min ? base : base.padEnd(min, 'x');
  return schema.maxLength !== undefined ? text.slice(0, Math.max(schema.maxLength, 1)) : text;
}

/** The always-tried values plus a few random ones fitting the field's type. */
function hostileValues(doc: OpenApi, raw: JsonSchema | undefined, prng: Prng): Hostile[] {
  const schema = resolve(doc, raw);
  const type = typeOf(schema);
  const pool =
    type === 'integer' || type === 'number'
      ? [...HOSTILE_NUMBERS, ...HOSTILE_SHAPES]
      : type === 'array' || type === 'object'
        ? [...HOSTILE_SHAPES, ...HOSTILE_STRINGS]
        : [...HOSTILE_STRINGS, ...HOSTILE_SHAPES, ...HOSTILE_NUMBERS];
  const picked = [...ALWAYS];
  for (let i = 0; i < RANDOM_VALUES_PER_FIELD; i += 1) {
    const candidate = prng.pick(pool);
    if (!picked.some((value) => value.label === candidate.label)) picked.push(candidate);
  }
  return picked;
}

/** Query strings and path segments carry text: arrays are repeated keys, the rest is String()-ed. */
function asText(value: unknown): string | string[] {
  if (Array.isArray(value)) return value.flatMap((item) => asText(item));
  if (value !== null && typeof value === 'object') return JSON.stringify(value);
  if (value === RAW_NUMBER) return '1e400';
  return String(value);
}

/** Header values cannot hold control characters (the HTTP client refuses to send them). */
const sendableHeader = (value: string): boolean => /^[\t\x20-\x7e\x80-\xff]*$/.test(value);

type IdPool = Map<string, string[]>;

/** `…Id` values (and `id`s of list items) from a JSON answer, by property name. */
function harvestIds(value: unknown, ids: IdPool, parentKey = ''): void {
  if (Array.isArray(value)) {
    for (const item of value) harvestIds(item, ids, parentKey);
    return;
  }
  if (value === null || typeof value !== 'object') return;
  for (const [key, item] of Object.entries(value)) {
    if (typeof item === 'string' && /Id$/.test(key) && /^[0-9a-f-]{36}$/i.test(item)) {
      const known = ids.get(key) ?? [];
      if (!known.includes(item) && known.length < 5) known.push(item);
      ids.set(key, known);
    }
    harvestIds(item, ids, key);
  }
}

type Case = {
  operation: string;
  what: string;
  request: InjectOptions;
  /** A status the case must get exactly (else: any status < 500). */
  expect?: number;
};
type Failure = { case: Case; status: number | string; body: string };
type Build = () => InjectOptions;
/** One request to send: the plausible one or one with a hostile part. */
type Variant = { what: string; build: Build; expect?: number };

function fillPath(template: string, params: Record<string, string>): string {
  return template.replace(/\{([^}]+)\}/g, (_all, name: string) =>
    encodeURIComponent(params[name] ?? 'missing'),
  );
}

function buildQuery(query: Record<string, unknown>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === MISSING) continue;
    for (const item of [asText(value)].flat()) search.append(key, item);
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

function serializeBody(body: unknown): string {
  return JSON.stringify(body).replaceAll(`"${RAW_NUMBER}"`, '1e400');
}

/** The cases of one operation: its plausible request, then one hostile field at a time. */
function casesOf(
  doc: OpenApi,
  path: string,
  method: Method,
  operation: Operation,
  ids: IdPool,
  prng: Prng,
): Variant[] {
  const parameters = operation.parameters ?? [];
  const bodySchema = resolve(doc, operation.requestBody?.content?.['application/json']?.schema);
  const hasBody = operation.requestBody !== undefined;

  const base = {
    path: {} as Record<string, string>,
    query: {} as Record<string, unknown>,
    headers: {} as Record<string, string>,
    body: (hasBody ? plausible(doc, bodySchema, '', ids, prng) : undefined) as unknown,
  };
  for (const parameter of parameters) {
    // `/things/{thingId}`: one of the ids the owner's `GET /things` listed, if any.
    const listed = ids.get(`GET ${path.slice(0, path.indexOf(`/{${parameter.name}}`))}`);
    const value = listed?.length
      ? prng.pick(listed)
      : plausible(doc, parameter.schema, parameter.name, ids, prng);
    if (parameter.in === 'path') base.path[parameter.name] = String(asText(value));
    else if (parameter.in === 'query' && parameter.required) base.query[parameter.name] = value;
    else if (parameter.in === 'header') base.headers[parameter.name] = `fuzz-${uuidFrom(prng)}`;
  }

  const requests: Variant[] = [];
  const make =
    (change: (copy: typeof base) => void, raw?: { payload: string; contentType: string }): Build =>
    () => {
      const copy = structuredClone(base);
      change(copy);
      const headers: Record<string, string> = { ...copy.headers };
      let payload: string | undefined;
      if (raw) {
        payload = raw.payload;
        headers['content-type'] = raw.contentType;
      } else if (hasBody && copy.body !== MISSING) {
        payload = serializeBody(copy.body);
        headers['content-type'] = 'application/json';
      }
      return {
        method: method.toUpperCase() as InjectOptions['method'],
        url: `${fillPath(path, copy.path)}${buildQuery(copy.query)}`,
        headers,
        ...(payload === undefined ? {} : { payload }),
      };
    };

  requests.push({ what: 'plausible request', build: make(() => {}) });

  for (const parameter of parameters) {
    for (const hostile of hostileValues(doc, parameter.schema, prng)) {
      const what = `${parameter.in} ${parameter.name} = ${hostile.label}`;
      if (parameter.in === 'path') {
        const text = [asText(hostile.value)].flat().join(',');
        requests.push({
          what,
          build: make((copy) => {
            copy.path[parameter.name] = text;
          }),
        });
      } else if (parameter.in === 'query') {
        requests.push({
          what,
          build: make((copy) => {
            copy.query[parameter.name] = hostile.value;
          }),
        });
      } else if (parameter.in === 'header') {
        const text = [asText(hostile.value)].flat().join(',');
        if (!sendableHeader(text)) continue;
        requests.push({
          what,
          build: make((copy) => {
            copy.headers[parameter.name] = text;
          }),
        });
      }
    }
    if (parameter.in === 'query' || parameter.in === 'header') {
      requests.push({
        what: `${parameter.in} ${parameter.name} missing`,
        build: make((copy) => {
          delete copy.query[parameter.name];
          delete copy.headers[parameter.name];
        }),
      });
    }
  }

  if (hasBody) {
    const properties = bodySchema.properties ?? {};
    for (const [key, property] of Object.entries(properties)) {
      for (const hostile of [
        ...hostileValues(doc, property, prng),
        { label: '(missing)', value: MISSING },
      ]) {
        requests.push({
          what: `body.${key} = ${hostile.label}`,
          build: make((copy) => {
            const body = copy.body as Record<string, unknown>;
            if (hostile.value === MISSING) delete body[key];
            else body[key] = hostile.value;
          }),
        });
      }
      // One level down: objects inside the body (e.g. an address) get the always-tried values.
      const inner = resolve(doc, property);
      for (const innerKey of Object.keys(inner.properties ?? {})) {
        for (const hostile of ALWAYS) {
          requests.push({
            what: `body.${key}.${innerKey} = ${hostile.label}`,
            build: make((copy) => {
              const body = copy.body as Record<string, Record<string, unknown>>;
              const nested = body[key];
              if (nested && typeof nested === 'object') nested[innerKey] = hostile.value;
            }),
          });
        }
      }
    }
    for (const hostile of HOSTILE_SHAPES) {
      requests.push({
        what: `body = ${hostile.label}`,
        build: make((copy) => {
          copy.body = hostile.value;
        }),
      });
    }
    requests.push({
      what: 'no body',
      build: make((copy) => {
        copy.body = MISSING;
      }),
    });
    requests.push({
      what: 'body \'{"a":\' (invalid JSON)',
      build: make(() => {}, { payload: '{"a":', contentType: 'application/json' }),
      expect: 400,
    });
    requests.push({
      what: 'body as application/xml',
      build: make(() => {}, { payload: '<a/>', contentType: 'application/xml' }),
      expect: 415,
    });
    requests.push({
      what: `body of ${OVERSIZED} bytes`,
      build: make(() => {}, {
        payload: `{"a":"${'x'.repeat(OVERSIZED)}"}`,
        contentType: 'application/json',
      }),
      expect: 413,
    });
  }

  if (method !== 'get') {
    requests.push({
      what: "header idempotency-key = 'k' × 10 000",
      build: make((copy) => {
        copy.headers['idempotency-key'] = 'k'.repeat(10_000);
      }),
    });
  }
  // Headers every route reads (the auth hook): an act-as session that is no UUID, or huge.
  for (const value of ['not-a-uuid', '00000000-0000-0000-0000-000000000000', 'x'.repeat(10_000)]) {
    requests.push({
      what: `header ${ACT_AS_HEADER} = ${describeValue(value)}`,
      build: make((copy) => {
        copy.headers[ACT_AS_HEADER] = value;
      }),
    });
  }
  return requests;
}

/** What a request without a valid token carries: nothing (''), or a forged Authorization. */
const FORGED_AUTHORIZATION: string[] = [
  '',
  'Bearer',
  'Bearer a.b.c',
  'Basic Zm9vOmJhcg==',
  `Bearer ${'x'.repeat(10_000)}`,
  'Bearer eyJhbGciOiJub25lIn0.eyJzdWIiOiIxIn0.',
];

describe('fuzz: bad input never gives a 5xx', () => {
  let t: TestApp;
  let doc: OpenApi;
  let owner: string;
  let admin: string;
  /** The public API's (`/v1`) owner: an API key of the demo merchant with every scope. */
  let apiKey: string;
  const ids: IdPool = new Map();
  const refusedByDatabase: string[] = [];

  before(async () => {
    // Rate limits lifted (every rule, whatever the actions): a 429 would stop a request before
    // the handler this test is after.
    const unlimited = Object.fromEntries(
      Object.entries(defaultRateLimits).map(([action, policy]) => [
        action,
        Object.fromEntries(
          Object.entries(policy).map(([scope, rule]) => [scope, { ...rule, max: 1_000_000 }]),
        ),
      ]),
    ) as RateLimits;
    // The error handler turns a value only the database refused into a 400 (a safety net) and
    // warns: here that warning is a failure, the schema has a gap to close.
    const logger = {
      level: 'warn',
      stream: {
        write: (line: string) => {
          if (line.includes(DATABASE_REFUSED_INPUT)) refusedByDatabase.push(line);
        },
      },
    };
    // Sandbox on, so that its routes are in the document and fuzzed too.
    t = await createTestApp({ rateLimits: unlimited, logger, money: withSandbox() });
    doc = t.app.swagger() as unknown as OpenApi;
    owner = await signInOwner(t.app);
    admin = await signInAdminToken(t.app);
    const merchantId = await merchantIdByDocument(t.app, demoMerchants[0].document);
    ids.set('merchantId', [merchantId]);
    apiKey = (await newApiKey(t.app, owner, merchantId, API_KEY_SCOPES)).secret;
    await harvest(t.app, doc, owner, ids);
  });
  after(async () => {
    await t.close();
  });

  test('every operation of the OpenAPI document answers hostile input with < 500', async (context) => {
    const prng = createPrng(SEED);
    const failures: Failure[] = [];
    let sent = 0;
    let operations = 0;

    for (const [path, item] of Object.entries(doc.paths)) {
      for (const [key, operation] of Object.entries(item)) {
        const method = key as Method;
        // A method this test cannot send would be skipped silently: fail instead.
        assert.ok(METHODS.includes(method), `${key} ${path}: add ${key} to METHODS`);
        const name = `${method.toUpperCase()} ${path}`;
        if (name in EXCLUDED) {
          context.diagnostic(`not fuzzed: ${name} (${EXCLUDED[name]})`);
          continue;
        }
        operations += 1;
        owner = await stillSignedIn(t.app, owner, '/me', () => signInOwner(t.app, admin));
        const publicApi = path.startsWith(`${PUBLIC_API_PATH_PREFIX}/`);
        // A fuzzed revoke may have hit the key: a new one then.
        if (publicApi) {
          apiKey = await stillSignedIn(t.app, apiKey, '/v1/merchant', async () => {
            const merchantId = ids.get('merchantId')?.[0] ?? '';
            return (await newApiKey(t.app, owner, merchantId, API_KEY_SCOPES)).secret;
          });
        }
        const requests = casesOf(doc, path, method, operation, ids, prng);
        // An operation the owner may not use (the back office) is fuzzed as the admin too.
        let asAdmin = false;
        for (const { what, build, expect } of requests) {
          for (const auth of ['owner', 'admin', 'anonymous'] as const) {
            if (auth === 'admin' && !asAdmin) continue;
            // Without a token, the plausible request and a sample of the rest are enough.
            if (auth === 'anonymous' && what !== 'plausible request' && !prng.chance(0.25))
              continue;
            const request = build();
            request.remoteAddress = freshAddress();
            const ownerToken = publicApi ? apiKey : owner;
            const token = auth === 'owner' ? ownerToken : auth === 'admin' ? admin : undefined;
            const authorization = token
              ? `Bearer ${token}`
              : what === 'plausible request'
                ? undefined
                : prng.pick(FORGED_AUTHORIZATION);
            if (authorization) request.headers = { ...request.headers, authorization };
            const who =
              auth === 'anonymous' && authorization
                ? `anonymous with Authorization ${describeValue(authorization)}`
                : auth;
            const entry: Case = { operation: name, what: `${who}: ${what}`, request };
            if (expect !== undefined) entry.expect = expect;
            sent += 1;
            try {
              const warned = refusedByDatabase.length;
              const res = await t.app.inject(request);
              if (refusedByDatabase.length > warned) {
                const logged = JSON.parse(refusedByDatabase.at(-1) ?? '{}') as {
                  err?: { message?: string };
                };
                failures.push({
                  case: entry,
                  status: `${res.statusCode} only because the database refused it`,
                  // drizzle's message is the query, then its parameters and the database's words.
                  body: String(logged.err?.message).slice(-300),
                });
                continue;
              }
              if (auth === 'owner' && what === 'plausible request' && admin) {
                asAdmin = res.statusCode === 401 || res.statusCode === 403;
                if (asAdmin) {
                  admin = await stillSignedIn(t.app, admin, '/admin/me', () =>
                    signInAdminToken(t.app),
                  );
                }
              }
              // An exact status is due once the body is read: a request refused before (no
              // token, not allowed) is a 401 / 403 instead.
              const wrong =
                res.statusCode >= 500 ||
                (expect !== undefined && ![expect, 401, 403].includes(res.statusCode));
              if (wrong)
                failures.push({
                  case: entry,
                  status: res.statusCode,
                  body: res.body.slice(0, 300),
                });
              else if (res.statusCode >= 400)
                assertErrorBody(entry, res.statusCode, res.body, failures);
            } catch (error) {
              failures.push({ case: entry, status: 'threw', body: String(error).slice(0, 300) });
            }
          }
        }
      }
    }

    const report = failures
      .slice(0, 400)
      .map(
        ({ case: failed, status, body }) =>
          `${failed.operation} [${failed.what}]${failed.expect ? ` expected ${failed.expect}` : ''}\n` +
          `  → ${status} ${body}\n` +
          `  replay: ${failed.request.method} ${describeValue(failed.request.url)} ` +
          `headers=${describeValue(withoutAuthorization(failed.request.headers))} ` +
          `payload=${describeValue(failed.request.payload)}`,
      )
      .join('\n');
    context.diagnostic(`${sent} requests to ${operations} operations, ${failures.length} failed`);
    assert.ok(operations > 50, `only ${operations} operations in the OpenAPI document`);
    assert.equal(
      failures.length,
      0,
      `${failures.length} of ${sent} requests failed (seed ${SEED}):\n${report}`,
    );
  });
});

/** The headers as sent, a real token shown by whose it is (the label says which). */
function withoutAuthorization(headers: InjectOptions['headers']) {
  const { authorization, ...rest } = (headers ?? {}) as Record<string, unknown>;
  if (!authorization) return rest;
  const forged = FORGED_AUTHORIZATION.includes(String(authorization));
  return { ...rest, authorization: forged ? authorization : 'Bearer <token of the identity>' };
}

/** 4xx answers keep the project's error shape `{ error: { code, message, fields? } }`. */
function assertErrorBody(entry: Case, status: number, body: string, failures: Failure[]) {
  try {
    const parsed = JSON.parse(body) as { error?: { code?: unknown; message?: unknown } };
    if (typeof parsed.error?.code === 'string' && typeof parsed.error.message === 'string') return;
  } catch {
    // reported below
  }
  failures.push({
    case: entry,
    status: `${status} without the error body`,
    body: body.slice(0, 300),
  });
}

/** Fills the id pool from every GET the owner can call with the real merchant id. */
async function harvest(app: FastifyInstance, doc: OpenApi, token: string, ids: IdPool) {
  const merchantId = ids.get('merchantId')?.[0] ?? '';
  for (const [path, item] of Object.entries(doc.paths)) {
    if (!item.get || /\{(?!merchantId\})/.test(path)) continue;
    const res = await app.inject({
      method: 'GET',
      url: path.replace('{merchantId}', merchantId),
      remoteAddress: freshAddress(),
      headers: { authorization: `Bearer ${token}` },
    });
    if (res.statusCode === 200 && /json/.test(String(res.headers['content-type']))) {
      const body = res.json() as { items?: Array<{ id?: unknown }> };
      harvestIds(body, ids);
      const listed = (body.items ?? [])
        .map((item) => item.id)
        .filter((id) => typeof id === 'string');
      if (listed.length) ids.set(`GET ${path}`, listed.slice(0, 5));
    }
  }
}

/**
 * The demo owner's token. A fuzzed POST /admin/users/:userId/block may have hit the owner (a
 * plausible id harvested from a list): the back office unblocks them first, as an admin would.
 */
async function signInOwner(app: FastifyInstance, adminToken?: string): Promise<string> {
  const login = await post(app, '/auth/login', DEMO);
  if (login.statusCode === 403 && adminToken) {
    const auth = { authorization: `Bearer ${adminToken}` };
    const found = await app.inject({
      method: 'GET',
      url: `/admin/users?search=${encodeURIComponent(DEMO.email)}`,
      headers: auth,
    });
    const owner = (found.json() as { users: { id: string; email: string }[] }).users.find(
      (user) => user.email === DEMO.email,
    );
    if (owner) {
      await app.inject({ method: 'POST', url: `/admin/users/${owner.id}/unblock`, headers: auth });
    }
  }
  return (await signIn(app, DEMO)).accessToken;
}

/** A back-office access token of the super admin (password and two-factor code). */
async function signInAdminToken(app: FastifyInstance): Promise<string> {
  return (await signInAdmin(app)).accessToken;
}

/** A fuzzed request may end a session (e.g. a logout that happened to be valid): sign in again. */
async function stillSignedIn<T extends string | undefined>(
  app: FastifyInstance,
  token: string,
  url: string,
  renew: () => Promise<T>,
): Promise<string | T> {
  const res = await app.inject({
    method: 'GET',
    url,
    remoteAddress: freshAddress(),
    headers: { authorization: `Bearer ${token}` },
  });
  return res.statusCode === 200 ? token : renew();
}
