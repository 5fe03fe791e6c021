import helmet from '@fastify/helmet';
import fp from 'fastify-plugin';

/**
 * The basic security headers on every answer of the API, like the app servers send on theirs:
 * a CSP that lets an API answer load nothing and be framed by no page (JSON needs neither),
 * no Referer, nosniff, and HSTS in production. The API docs (/docs, swagger-ui) send their own
 * CSP for their scripts and styles (swagger-ui's `staticCSP`), still with no framing.
 */
export default fp(
  async (app, options: { isProduction: boolean }) => {
    await app.register(helmet, {
      global: true,
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          defaultSrc: ["'none'"],
          baseUri: ["'none'"],
          formAction: ["'none'"],
          frameAncestors: ["'none'"],
        },
      },
      frameguard: { action: 'deny' },
      referrerPolicy: { policy: 'no-referrer' },
      strictTransportSecurity: options.isProduction
        ? { maxAge: 31_536_000, includeSubDomains: true }
        : false,
      // The apps load nothing from the API across origins (they use their own /api proxy).
      crossOriginResourcePolicy: { policy: 'same-origin' },
    });
  },
  { name: 'security-headers' },
);
