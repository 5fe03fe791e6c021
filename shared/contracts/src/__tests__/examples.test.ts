/**
 * The examples the OpenAPI page shows (an endpoint's `examples`) are what integrators copy: each
 * must be valid for the endpoint's own schemas, or the documentation teaches a request the API
 * refuses.
 */
import * as z from 'zod/mini';
import type { $ZodType } from 'zod/v4/core';
import { parseBrCode } from '../br-code';
import type { Endpoint } from '../endpoint';
import * as contracts from '../index';

const isEndpoint = (value: unknown): value is Endpoint =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as Endpoint).method === 'string' &&
  typeof (value as Endpoint).path === 'string';

/** Every endpoint object exported, from the `xEndpoints` groups, named `group.key`. */
const endpoints = Object.entries(contracts).flatMap(([groupName, group]) =>
  typeof group === 'object' && group !== null && groupName.endsWith('Endpoints')
    ? Object.entries(group)
        .filter(([, value]) => isEndpoint(value))
        .map(([key, value]) => [`${groupName}.${key}`, value as Endpoint] as const)
    : [],
);
const withExamples = endpoints.filter(([, endpoint]) => endpoint.examples);

const issuesOf = (schema: $ZodType | undefined, value: unknown) => {
  if (!schema) return ['the endpoint has no schema for this example'];
  const result = z.safeParse(schema, value);
  return result.success
    ? []
    : result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
};

describe('OpenAPI examples', () => {
  it('the public API documents its main calls with examples', () => {
    const names = withExamples.map(([name]) => name);
    for (const name of [
      'publicApiEndpoints.balance',
      'publicApiEndpoints.createQrCode',
      'publicApiEndpoints.pixTransfer',
      'publicApiEndpoints.transfer',
      'publicApiEndpoints.createWebhook',
    ]) {
      expect(names).toContain(name);
    }
  });

  it.each(withExamples)('%s: its examples are valid for its schemas', (_name, endpoint) => {
    const { body, response } = endpoint.examples ?? {};
    if (body !== undefined) expect(issuesOf(endpoint.body, body)).toEqual([]);
    if (response !== undefined) expect(issuesOf(endpoint.response, response)).toEqual([]);
    // A copy-and-paste code in an example is a real one (its CRC included): it can be pasted.
    const pixCode = (response as { pixCode?: unknown } | undefined)?.pixCode;
    if (typeof pixCode === 'string') expect(parseBrCode(pixCode).ok).toBe(true);
  });
});
