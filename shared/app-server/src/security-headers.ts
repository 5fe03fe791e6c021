import type { TRemoteRegistry } from '@arara/federation/registry';

/** The origins (scheme://host:port) the remotes of the registry are served from. */
export function remoteOrigins(registry: TRemoteRegistry): string[] {
  return [...new Set(Object.values(registry).map((remote) => new URL(remote.entry).origin))];
}

/**
 * Content-Security-Policy of an app page. Scripts, styles, fonts, images and fetches come from
 * this origin and the remotes' origins only (the registry: REMOTE_<NAME>_URL), so an injected
 * script tag or a fetch to another host is refused. 'unsafe-inline' for styles: antd's CSS-in-JS
 * writes <style> elements and style attributes at run time. 'wasm-unsafe-eval': the QR-code
 * reader's WebAssembly (its .wasm is served from the same origins). No frame may embed the app.
 * Kept in step with deploy/nginx/40-arara-remotes-json.sh (deploy/check.sh compares them).
 */
export function contentSecurityPolicy(origins: readonly string[]): string {
  const from = ["'self'", ...origins].join(' ');
  return [
    "default-src 'self'",
    `script-src ${from} 'wasm-unsafe-eval'`,
    `style-src ${from} 'unsafe-inline'`,
    `connect-src ${from}`,
    `img-src ${from} data: blob:`,
    `font-src ${from} data:`,
    "worker-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** Headers of every page and file an app server sends (HSTS in production only). */
export function securityHeaders(
  origins: readonly string[],
  { isProduction }: { isProduction: boolean },
): Record<string, string> {
  return {
    'Content-Security-Policy': contentSecurityPolicy(origins),
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'X-Content-Type-Options': 'nosniff',
    'X-Frame-Options': 'DENY',
    ...(isProduction ? { 'Strict-Transport-Security': 'max-age=31536000; includeSubDomains' } : {}),
  };
}
