import type { FastifyRequest } from 'fastify';

/** What the audit log keeps of a request: its method, path and client address. */
export type AuditedRequest = Pick<FastifyRequest, 'method' | 'url' | 'ip'>;

/** Path of the request without its query string, for the audit log. */
export const pathOf = (request: Pick<FastifyRequest, 'url'>): string =>
  request.url.split('?')[0] ?? request.url;
