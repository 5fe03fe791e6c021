import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import fp from 'fastify-plugin';
import { createJsonSchemaTransform } from 'fastify-type-provider-zod';

export const DOCS_PREFIX = '/docs';

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
      transform: createJsonSchemaTransform({
        skipList: [
          `${DOCS_PREFIX}/`,
          `${DOCS_PREFIX}/initOAuth`,
          `${DOCS_PREFIX}/json`,
          `${DOCS_PREFIX}/uiConfig`,
          `${DOCS_PREFIX}/yaml`,
          `${DOCS_PREFIX}/*`,
          `${DOCS_PREFIX}/static/*`,
        ],
      }),
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
