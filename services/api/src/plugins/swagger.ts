import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { Endpoint } from '@arara/contracts';
import fp from 'fastify-plugin';
import { createJsonSchemaTransform } from 'fastify-type-provider-zod';

export const DOCS_PREFIX = '/docs';

const toJsonSchema = createJsonSchemaTransform({
  skipList: [
    `${DOCS_PREFIX}/`,
    `${DOCS_PREFIX}/initOAuth`,
    `${DOCS_PREFIX}/json`,
    `${DOCS_PREFIX}/uiConfig`,
    `${DOCS_PREFIX}/yaml`,
    `${DOCS_PREFIX}/*`,
    `${DOCS_PREFIX}/static/*`,
  ],
});

type JsonSchema = Record<string, unknown>;
type OperationSchemas = { body?: JsonSchema; response?: Record<string, JsonSchema> };

/**
 * The contract's examples (`examples` of an endpoint: a request body and a success body) on the
 * operation's JSON schemas, where @fastify/swagger turns them into the OpenAPI media examples.
 */
function withExamples(
  transformed: ReturnType<typeof toJsonSchema>,
  endpoint: Endpoint | undefined,
): ReturnType<typeof toJsonSchema> {
  const examples = endpoint?.examples;
  if (!examples) return transformed;
  const schema = transformed.schema as OperationSchemas;
  if (examples.body !== undefined && schema.body) {
    schema.body = { ...schema.body, examples: [examples.body] };
  }
  const success = String(endpoint.status ?? 200);
  const response = schema.response?.[success];
  if (examples.response !== undefined && schema.response && response) {
    schema.response = {
      ...schema.response,
      [success]: { ...response, examples: [examples.response] },
    };
  }
  return transformed;
}

export default fp(
  async (app) => {
    await app.register(swagger, {
      openapi: {
        openapi: '3.1.0',
        info: {
          title: 'Arara platform API',
          description: 'Identity and merchant data for the Arara payments dashboard.',
          version: '0.1.0',
        },
        components: {
          securitySchemes: {
            bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
          },
        },
      },
      transform: (input) =>
        withExamples(
          toJsonSchema(input),
          (input.route.config as { endpoint?: Endpoint } | undefined)?.endpoint,
        ),
    });
    await app.register(swaggerUi, {
      routePrefix: DOCS_PREFIX,
      // Its own CSP (script and style hashes of its page) in place of the API's 'none'.
      staticCSP: true,
      transformStaticCSP: (header) => `${header}; frame-ancestors 'none'`,
    });
  },
  { name: 'swagger' },
);
