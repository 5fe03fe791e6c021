import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import type { ResolvedAddress } from './webhook-options';

export type WebhookResponse = {
  statusCode: number | null;
  latencyMs: number;
  error: string | null;
};

const agents = {
  http: new http.Agent({ keepAlive: true, maxSockets: 64 }),
  https: new https.Agent({ keepAlive: true, maxSockets: 64 }),
};

/** Connects to the address that was checked, never to what a second lookup would say. */
const pinnedLookup =
  (pinned: ResolvedAddress): LookupFunction =>
  (_hostname, options, callback) => {
    if (options.all) callback(null, [pinned]);
    else callback(null, pinned.address, pinned.family);
  };

/** Answers read past this are dropped (the status code is what counts). */
const MAX_RESPONSE_BYTES = 64 * 1024;

/**
 * POSTs `body` to `url`, connecting to `address` (already checked), within `timeoutMs`;
 * redirects are not followed (a 3xx is a failed attempt). Never throws: a failure is the
 * answer's `error`.
 */
export function sendWebhookRequest(
  url: URL,
  address: ResolvedAddress,
  headers: Record<string, string>,
  body: string,
  { timeoutMs, signal }: { timeoutMs: number; signal: AbortSignal },
): Promise<WebhookResponse> {
  const started = performance.now();
  const latency = () => Math.round(performance.now() - started);
  const secure = url.protocol === 'https:';
  return new Promise((resolve) => {
    let settled = false;
    const finish = (statusCode: number | null, error: string | null) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve({ statusCode, latencyMs: latency(), error });
    };
    const request = (secure ? https : http).request(
      {
        protocol: url.protocol,
        host: url.hostname.replace(/^\[|\]$/g, ''),
        port: url.port || (secure ? 443 : 80),
        path: `${url.pathname}${url.search}`,
        method: 'POST',
        headers: { ...headers, 'content-length': Buffer.byteLength(body) },
        agent: secure ? agents.https : agents.http,
        lookup: pinnedLookup(address),
        signal,
      },
      (response) => {
        let read = 0;
        response.on('data', (chunk: Buffer) => {
          read += chunk.length;
          if (read > MAX_RESPONSE_BYTES) response.destroy();
        });
        const status = response.statusCode ?? null;
        const done = () =>
          finish(
            status,
            status !== null && status >= 200 && status < 300
              ? null
              : status !== null && status >= 300 && status < 400
                ? `HTTP ${status}: redirects are not followed`
                : `HTTP ${status}`,
          );
        response.on('end', done);
        response.on('close', done);
        response.on('error', done);
      },
    );
    const timer = setTimeout(() => {
      request.destroy();
      finish(null, `No answer within ${timeoutMs} ms`);
    }, timeoutMs);
    request.on('error', (error: NodeJS.ErrnoException) =>
      finish(
        null,
        signal.aborted ? 'Stopped' : `Connection failed: ${error.code ?? error.message}`,
      ),
    );
    request.end(body);
  });
}

/** Closes the kept-alive connections (the worker stopped). */
export function closeWebhookConnections(): void {
  agents.http.destroy();
  agents.https.destroy();
}
