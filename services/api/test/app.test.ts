import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { publicApiEndpoints, ZHealthResponse } from '@arara/contracts';
import { createTestApp, useTestApp } from './helper';

describe('app', () => {
  const t = useTestApp();

  test('GET /health reports ok and the database in use', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/health' });
    assert.equal(res.statusCode, 200);
    const body = ZHealthResponse.parse(res.json());
    const expected = process.env.DATABASE_URL ? 'postgres' : 'pglite';
    assert.equal(t.database, expected);
    assert.deepEqual(body, { status: 'ok', database: expected });
  });

  test('an unknown route is a JSON 404', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/no/such/route' });
    assert.equal(res.statusCode, 404);
    assert.match(String(res.headers['content-type']), /^application\/json/);
    assert.deepEqual(res.json(), { error: { code: 'NOT_FOUND', message: 'Route not found' } });
  });

  test('a known path with the wrong method is a JSON 404 too', async () => {
    const res = await t.app.inject({ method: 'DELETE', url: '/health' });
    assert.equal(res.statusCode, 404);
    assert.equal(res.json().error.code, 'NOT_FOUND');
  });

  test('/docs/json is an OpenAPI document generated from the contracts', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/docs/json' });
    assert.equal(res.statusCode, 200);
    const doc = res.json();
    assert.match(doc.openapi, /^3\./);
    for (const path of ['/auth/login', '/auth/refresh', '/auth/logout', '/me', '/health']) {
      assert.ok(doc.paths[path], `missing ${path}`);
    }
    assert.equal(doc.paths['/docs/json'], undefined);
    const login = doc.paths['/auth/login'].post;
    const bodySchema = login.requestBody.content['application/json'].schema;
    assert.deepEqual(bodySchema.required, ['email', 'password']);
    assert.equal(bodySchema.properties.email.format, 'email');
    assert.ok(login.responses['200']);
    assert.ok(login.responses['401']);
  });

  test('the public API documents its calls with the contracts’ examples', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/docs/json' })).json();
    const endpoint = publicApiEndpoints.createQrCode;
    const operation = doc.paths[endpoint.path]?.post;
    assert.ok(operation, `POST ${endpoint.path} is documented`);
    assert.deepEqual(operation.tags, ['Public API v1']);
    const json = (content: Record<string, { example?: unknown; examples?: unknown }>) =>
      JSON.stringify(content['application/json']);
    // Wherever @fastify/swagger puts it (media `example(s)` or the schema's `examples`), the
    // request and the 201 answer carry the contract's examples.
    assert.ok(
      json(operation.requestBody.content).includes(endpoint.examples.body.externalId),
      'request example',
    );
    assert.ok(
      json(operation.responses['201'].content).includes(endpoint.examples.response.pixCode),
      'response example',
    );
  });

  test('the identity endpoints are documented with their statuses', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/docs/json' })).json();
    const expected: Record<string, string[]> = {
      '/auth/login': ['200', '400', '401', '403', '429'],
      '/auth/register': ['201', '400', '409', '429'],
      '/auth/verify-email': ['200', '400'],
      '/auth/resend-verification': ['202', '400', '429'],
      '/auth/forgot-password': ['202', '400', '429'],
      '/auth/reset-password': ['200', '400'],
      '/auth/change-password': ['204', '400', '401', '429'],
    };
    for (const [path, statuses] of Object.entries(expected)) {
      const operation = doc.paths[path]?.post;
      assert.ok(operation, `missing ${path}`);
      assert.deepEqual(operation.tags, ['auth'], path);
      assert.deepEqual(Object.keys(operation.responses).sort(), statuses, path);
    }
    assert.deepEqual(doc.paths['/auth/change-password'].post.security, [{ bearerAuth: [] }]);
    const register = doc.paths['/auth/register'].post.requestBody.content['application/json'];
    assert.deepEqual(register.schema.required, ['name', 'email', 'password', 'acceptTerms']);
  });

  test('/docs serves the Swagger UI', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/docs/' });
    assert.equal(res.statusCode, 200);
    assert.match(res.body, /swagger/i);
  });

  test('CORS allows a configured origin and not others', async () => {
    const allowed = await t.app.inject({
      method: 'OPTIONS',
      url: '/auth/login',
      headers: { origin: 'http://localhost:3000', 'access-control-request-method': 'POST' },
    });
    assert.equal(allowed.statusCode, 204);
    assert.equal(allowed.headers['access-control-allow-origin'], 'http://localhost:3000');

    const denied = await t.app.inject({
      method: 'GET',
      url: '/health',
      headers: { origin: 'http://evil.example' },
    });
    assert.equal(denied.headers['access-control-allow-origin'], undefined);
  });

  test('answers carry the security headers: no framing, no referrer, nosniff', async () => {
    for (const url of ['/health', '/no-such-route', '/docs/']) {
      const res = await t.app.inject({ method: 'GET', url });
      const csp = String(res.headers['content-security-policy']);
      assert.match(csp, /frame-ancestors 'none'/, url);
      assert.equal(res.headers['x-frame-options'], 'DENY', url);
      assert.equal(res.headers['x-content-type-options'], 'nosniff', url);
      assert.equal(res.headers['referrer-policy'], 'no-referrer', url);
      assert.equal(res.headers['strict-transport-security'], undefined, url);
    }
    const json = await t.app.inject({ method: 'GET', url: '/health' });
    assert.match(String(json.headers['content-security-policy']), /default-src 'none'/);
  });

  test('in production the API also sends HSTS', async () => {
    const production = await createTestApp({ nodeEnv: 'production' });
    try {
      const res = await production.app.inject({ method: 'GET', url: '/health' });
      assert.equal(res.headers['strict-transport-security'], 'max-age=31536000; includeSubDomains');
    } finally {
      await production.close();
    }
  });
});
