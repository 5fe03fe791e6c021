import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { qrCodeEndpoints } from '@arara/contracts';
import { createTestApp, DEMO, signInMerchant, type TestApp } from './helper';

let testApp: TestApp;

before(async () => {
  testApp = await createTestApp();
});
after(async () => {
  await testApp.close();
});

test('the test client signs the demo member in and calls an endpoint object of its merchant', async () => {
  const client = await signInMerchant(testApp.app, DEMO);
  const res = await client.call(qrCodeEndpoints.list, { query: { type: 'dynamic' } });
  assert.equal(res.statusCode, 200, res.body);
  assert.ok(Array.isArray((res.json() as { items: unknown[] }).items));
});
