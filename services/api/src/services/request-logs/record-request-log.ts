import type { ServiceDeps } from '../deps';
import { redactJson } from '../../lib/log-redaction';

/** A stored body never exceeds this (a larger one is replaced by a note saying so). */
const BODY_MAX_CHARS = 16_384;

type PublicApiRequest = {
  merchantId: string | null;
  apiKeyId: string | null;
  keyPrefix: string | null;
  method: string;
  /** The URL as received: its query string is split off and kept, redacted, apart. */
  url: string;
  status: number;
  latencyMs: number;
  requestId: string;
  query: unknown;
  requestBody: unknown;
  /** The response as sent (JSON text, usually). */
  responsePayload: unknown;
  at: Date;
};

/** JSON text → value; anything else (a stream, an empty body) → null. */
function parsePayload(payload: unknown): unknown {
  if (typeof payload !== 'string' || payload === '') return null;
  try {
    return JSON.parse(payload) as unknown;
  } catch {
    return null;
  }
}

/** The redacted value, or a note when it is too large to keep. */
function stored(value: unknown): unknown {
  if (value === undefined || value === null) return null;
  const redacted = redactJson(value);
  const text = JSON.stringify(redacted) ?? '';
  return text.length > BODY_MAX_CHARS ? { truncated: true, length: text.length } : redacted;
}

const isEmpty = (value: unknown) =>
  value === null ||
  value === undefined ||
  (typeof value === 'object' && Object.keys(value as object).length === 0);

/**
 * Writes one public API request to the request log (docs/developers.md "Request logs"): the
 * path without its query string, the query and the bodies redacted (`redactJson`).
 */
export async function recordRequestLog(
  deps: Pick<ServiceDeps, 'repositories'>,
  request: PublicApiRequest,
): Promise<void> {
  await deps.repositories.requestLogs.insert({
    merchantId: request.merchantId,
    apiKeyId: request.apiKeyId,
    keyPrefix: request.keyPrefix,
    method: request.method,
    path: (request.url.split('?')[0] ?? '').slice(0, 500),
    status: request.status,
    latencyMs: Math.max(0, Math.round(request.latencyMs)),
    requestId: request.requestId,
    query: isEmpty(request.query) ? null : stored(request.query),
    requestBody: stored(request.requestBody),
    responseBody: stored(parsePayload(request.responsePayload)),
    at: request.at,
  });
}
