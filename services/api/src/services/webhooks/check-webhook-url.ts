import { ipLiteralOf, isLocalhostName, isRefusedAddress } from '../../lib/safe-address';
import type { ResolvedAddress, WebhookOptions } from './webhook-options';

/** Why a URL is not one the API will POST to (a `developer:webhooks.errors.*` key's name). */
export type UrlRefusal = 'invalidUrl' | 'httpsRequired' | 'urlNotAllowed';

export type WebhookTarget =
  | { ok: true; url: URL; address: ResolvedAddress | undefined }
  | { ok: false; refusal: UrlRefusal; detail: string };

const refuse = (refusal: UrlRefusal, detail: string): WebhookTarget => ({
  ok: false,
  refusal,
  detail,
});

/**
 * Where a POST to `text` would go, checked against the address rules (docs/webhooks.md
 * "Addresses"): an absolute http(s) URL without credentials; every address its host resolves
 * to public (loopback too with WEBHOOKS_ALLOW_LOCALHOST); https when required, but for loopback
 * receivers with WEBHOOKS_ALLOW_LOCALHOST. `address` is the checked address to connect to
 * (undefined only when `unresolvedIsOk` and the name did not resolve: a webhook may be
 * created before its DNS exists; its deliveries will be checked again).
 */
export async function checkWebhookUrl(
  text: string,
  options: Pick<WebhookOptions, 'allowLocalhost' | 'requireHttps' | 'resolve'>,
  { unresolvedIsOk = false } = {},
): Promise<WebhookTarget> {
  if (!URL.canParse(text)) return refuse('invalidUrl', 'not a URL');
  const url = new URL(text);
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    return refuse('invalidUrl', `${url.protocol} is not http(s)`);
  }
  if (url.username || url.password) return refuse('invalidUrl', 'credentials in the URL');
  const policy = { allowLoopback: options.allowLocalhost };
  const literal = ipLiteralOf(url);
  let addresses: ResolvedAddress[];
  if (literal) {
    addresses = [{ address: literal, family: literal.includes(':') ? 6 : 4 }];
  } else if (isLocalhostName(url.hostname)) {
    addresses = [{ address: '127.0.0.1', family: 4 }];
  } else {
    try {
      addresses = await options.resolve(url.hostname);
    } catch (error) {
      if (unresolvedIsOk) addresses = [];
      else return refuse('urlNotAllowed', `DNS lookup failed: ${(error as Error).message}`);
    }
  }
  const refused = addresses.find((item) => isRefusedAddress(item.address, policy));
  if (refused) {
    return refuse('urlNotAllowed', `${refused.address} is a private, local or reserved address`);
  }
  const loopbackOnly =
    addresses.length > 0 &&
    addresses.every((item) => isRefusedAddress(item.address, { allowLoopback: false }));
  if (url.protocol === 'http:' && options.requireHttps && !loopbackOnly) {
    return refuse('httpsRequired', 'http:// outside development');
  }
  if (!unresolvedIsOk && addresses.length === 0) {
    return refuse('urlNotAllowed', 'the host has no address');
  }
  return { ok: true, url, address: addresses[0] };
}
