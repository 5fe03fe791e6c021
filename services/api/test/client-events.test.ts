import assert from 'node:assert/strict';
import { Writable } from 'node:stream';
import { after, before, beforeEach, describe, test } from 'node:test';
import { MAX_CLIENT_EVENTS, type TRemoteLoadEvent } from '@arara/contracts';
import { loggerOptions } from '../src/lib/log-redaction';
import { defaultRateLimits } from '../src/lib/rate-limits';
import { createTestApp, DEMO, freshAddress, signIn, type TestApp } from './helper';

const event = (overrides: Partial<TRemoteLoadEvent> = {}): TRemoteLoadEvent => ({
  type: 'remote-load',
  remote: 'payments',
  expose: './App',
  version: '1.4.0',
  buildId: 'b-42',
  durationMs: 812,
  outcome: 'ok',
  attempts: 1,
  path: '/payments/pix',
  at: '2026-11-29T06:30:00.000Z',
  ...overrides,
});

/** POST /client-events as the shell's sendBeacon does: no session, a JSON body. */
const send = (
  t: TestApp,
  payload: unknown,
  { address = freshAddress(), headers = {} }: { address?: string; headers?: object } = {},
) =>
  t.app.inject({
    method: 'POST',
    url: '/client-events',
    remoteAddress: address,
    headers: { 'content-type': 'application/json', ...headers },
    payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
  });

describe('POST /client-events', () => {
  let t: TestApp;
  const lines: Record<string, unknown>[] = [];
  const RATE = { max: 3, windowSeconds: 60 };

  before(async () => {
    const stream = new Writable({
      write(chunk, _encoding, callback) {
        for (const line of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(line));
        callback();
      },
    });
    t = await createTestApp({
      logger: { ...loggerOptions('info'), stream },
      rateLimits: { ...defaultRateLimits, clientEvents: { perAddress: RATE } },
    });
  });
  after(async () => {
    await t.close();
  });
  beforeEach(() => {
    lines.length = 0;
  });

  const remoteLoads = () => lines.filter((line) => line.msg === 'remote load');

  test('a batch without a session: 204, one structured log line per event', async () => {
    const failed = event({
      remote: 'accounts',
      outcome: 'error',
      message: 'ScriptNetworkError: remoteEntry.js',
      attempts: 3,
      durationMs: 1450,
    });
    const res = await send(t, { events: [event(), failed] });

    assert.equal(res.statusCode, 204, res.body);
    assert.equal(res.body, '');
    const [ok, error] = remoteLoads();
    const fields = ['msg', 'remote', 'expose', 'version', 'buildId', 'durationMs', 'outcome'];
    const logged = (line?: Record<string, unknown>) =>
      Object.fromEntries(
        [...fields, 'attempts', 'path', 'at', 'message'].map((f) => [f, line?.[f]]),
      );
    assert.deepEqual(logged(ok), {
      msg: 'remote load',
      remote: 'payments',
      expose: './App',
      version: '1.4.0',
      buildId: 'b-42',
      durationMs: 812,
      outcome: 'ok',
      attempts: 1,
      path: '/payments/pix',
      at: '2026-11-29T06:30:00.000Z',
      message: undefined,
    });
    assert.equal(ok?.level, 30);
    // A failed load is a warning, with its message and its tries.
    assert.equal(error?.level, 40);
    assert.equal(error?.remote, 'accounts');
    assert.equal(error?.message, 'ScriptNetworkError: remoteEntry.js');
    assert.equal(error?.attempts, 3);
  });

  test('with a session too', async () => {
    const { accessToken } = await signIn(t.app, DEMO);
    const res = await send(
      t,
      { events: [event()] },
      {
        headers: { authorization: `Bearer ${accessToken}` },
      },
    );
    assert.equal(res.statusCode, 204, res.body);
    assert.equal(remoteLoads().length, 1);
  });

  test('a bad event: 400 naming the field, nothing logged', async () => {
    const res = await send(t, {
      events: [event(), event({ durationMs: -5, outcome: 'maybe' as 'ok' })],
    });

    assert.equal(res.statusCode, 400, res.body);
    const { error } = res.json();
    assert.equal(error.code, 'VALIDATION_ERROR');
    assert.deepEqual(Object.keys(error.fields).sort(), ['events.1.durationMs', 'events.1.outcome']);
    assert.equal(remoteLoads().length, 0);
  });

  test(`more than ${MAX_CLIENT_EVENTS} events: 400 on events`, async () => {
    const events = Array.from({ length: MAX_CLIENT_EVENTS + 1 }, () => event());
    const res = await send(t, { events });
    assert.equal(res.statusCode, 400, res.body);
    assert.deepEqual(Object.keys(res.json().error.fields), ['events']);
    assert.equal(remoteLoads().length, 0);
  });

  test('no events, not JSON, no body: 400, never 500', async () => {
    for (const payload of [{ events: [] }, {}, '{"events": [', 'null', '[]']) {
      const res = await send(t, payload);
      assert.equal(res.statusCode, 400, `${JSON.stringify(payload)}: ${res.body}`);
    }
  });

  test('a body larger than 32 KiB: 413, before it is parsed', async () => {
    const res = await send(t, { events: [event({ path: `/${'x'.repeat(40_000)}` })] });
    assert.equal(res.statusCode, 413, res.body);
    assert.equal(res.json().error.message, 'Request body too large');
  });

  test(`rate-limited per client address (${RATE.max} a minute here), bad bodies counted too`, async () => {
    const address = freshAddress();
    assert.equal((await send(t, { events: [event()] }, { address })).statusCode, 204);
    assert.equal((await send(t, '{', { address })).statusCode, 400);
    assert.equal((await send(t, { events: [event()] }, { address })).statusCode, 204);

    const refused = await send(t, { events: [event()] }, { address });
    assert.equal(refused.statusCode, 429, refused.body);
    assert.equal(refused.json().error.code, 'RATE_LIMITED');
    const retryAfter = Number(refused.headers['retry-after']);
    assert.ok(retryAfter >= 1 && retryAfter <= RATE.windowSeconds, `Retry-After ${retryAfter}`);

    // Another client is not held back.
    assert.equal((await send(t, { events: [event()] })).statusCode, 204);
  });
});
