import { existsSync, mkdirSync } from 'node:fs';
import proxy from '@fastify/http-proxy';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance } from 'fastify';
import type { ServeConfig } from './config';
import {
  registryFilePath,
  registrySource,
  releasesDirPath,
  seedRegistryFile,
} from './registry-file';
import { remoteOrigins, securityHeaders } from './security-headers';

/** The error code of the /api proxy's answer when the platform API cannot be reached. */
export const API_UNAVAILABLE = 'API_UNAVAILABLE';

/**
 * Serves one app's production build: static files with CORS (remotes are fetched from the
 * host's origin), the SPA fallback for deep links, and `/api` proxied to the platform API.
 */
export async function createAppServer(config: ServeConfig): Promise<FastifyInstance> {
  if (!existsSync(config.distDir)) {
    throw new Error(`No build at ${config.distDir}: run the build first.`);
  }
  const app = Fastify({
    logger: false,
    // Release folders are `<version>+<buildId>`, and registry entries write the `+` as %2B
    // (some static hosts read a bare `+` as a space); the static plugin does not decode it.
    rewriteUrl: (request) => {
      const url = request.url ?? '/';
      return url.startsWith('/releases/') ? url.replace(/%2B/gi, '+') : url;
    },
  });
  // The registry file is the one source of truth (docs/deployment.md "The registry"): the host
  // creates it from the environment when it does not exist yet, every server re-reads it when
  // it changes, so a release or a rollback needs no restart.
  const registryFile = registryFilePath({ REGISTRY_FILE: config.REGISTRY_FILE });
  if (config.SERVE_REGISTRY === 'true' && seedRegistryFile(registryFile, process.env).created) {
    console.log(`Registry created from the environment: ${registryFile}`);
  }
  const registry = registrySource(registryFile, process.env);
  // The CSP names the remotes' origins: recomputed when the registry changes.
  let headers = { version: -1, values: {} as Record<string, string> };
  const currentHeaders = () => {
    const snapshot = registry();
    if (snapshot.version !== headers.version) {
      headers = {
        version: snapshot.version,
        values: securityHeaders(remoteOrigins(snapshot.registry), {
          isProduction: config.NODE_ENV === 'production',
        }),
      };
    }
    return headers.values;
  };

  app.addHook('onSend', async (request, reply) => {
    reply.header('Access-Control-Allow-Origin', '*');
    // The API's answers keep the API's own headers.
    if (!request.url.startsWith('/api/')) reply.headers(currentHeaders());
  });
  if (config.ASSET_DELAY_MS > 0) {
    app.addHook('onRequest', async () => {
      await new Promise((resolve) => setTimeout(resolve, config.ASSET_DELAY_MS));
    });
  }

  await app.register(proxy, {
    upstream: config.API_URL,
    prefix: '/api',
    rewritePrefix: '',
    replyOptions: {
      // Tell the API who the client is (its per-address rate limits count it); appended, so
      // a client-sent X-Forwarded-For stays to the left, where the API does not trust it.
      rewriteRequestHeaders: (request, headers) => {
        const previous = headers['x-forwarded-for'];
        const chain = [previous, request.socket.remoteAddress].filter(Boolean).join(', ');
        return chain ? { ...headers, 'x-forwarded-for': chain } : headers;
      },
      // The API not listening (starting, restarting, down) is a 503 the client can retry,
      // in the API's error shape, not reply-from's 500 'connect ECONNREFUSED'.
      onError: (reply, { error }) => {
        const status = (error as { statusCode?: number }).statusCode ?? 500;
        if (status < 500 || status === 504) return reply.send(error);
        return reply
          .code(503)
          .header('Retry-After', '2')
          .send({ error: { code: API_UNAVAILABLE, message: 'The platform API is not reachable' } });
      },
    },
  });

  if (config.SERVE_REGISTRY === 'true') {
    app.get('/remotes.json', async (_request, reply) =>
      reply
        .header('Cache-Control', 'no-store')
        .type('application/json; charset=utf-8')
        .send(registry().text),
    );
    // Published releases (`pnpm release`): immutable folders, so cached for good; the CORS
    // header above lets any origin load them. history.json changes, so it is revalidated.
    const releasesDir = releasesDirPath({ RELEASES_DIR: config.RELEASES_DIR });
    mkdirSync(releasesDir, { recursive: true });
    await app.register(fastifyStatic, {
      root: releasesDir,
      prefix: '/releases/',
      decorateReply: false,
      wildcard: true,
      setHeaders: (reply, filePath) => {
        const isHistory = filePath.endsWith('history.json');
        reply.header(
          'Cache-Control',
          isHistory ? 'no-cache' : 'public, max-age=31536000, immutable',
        );
      },
    });
  }

  await app.register(fastifyStatic, {
    root: config.distDir,
    wildcard: false,
    setHeaders: (reply, filePath) => {
      const isHashed = /\.[0-9a-f]{8}\.js$/.test(filePath);
      reply.header('Cache-Control', isHashed ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });

  app.setNotFoundHandler((request, reply) => {
    const isAsset = /\.[a-z0-9]+$/i.test(request.url.split('?')[0] ?? '');
    if (request.method !== 'GET' || isAsset) return reply.code(404).send('Not found');
    return reply.header('Cache-Control', 'no-cache').sendFile('index.html');
  });

  return app;
}
