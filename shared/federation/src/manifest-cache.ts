/**
 * The mf-manifest.json files the shell fetched itself to read the remotes' manifests as data
 * (manifests.ts), kept until the federation runtime asks for the same file when that remote's
 * page loads: load-retry's fetch hook answers it from here, so each file is downloaded once per
 * page (docs/navigation.md "Manifests as data").
 */
const texts = new Map<string, string>();

/** Fetches and parses `url`, keeping its text for the runtime; rejects on a non-2xx answer. */
export async function fetchManifestJson(url: string): Promise<unknown> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url}: ${response.status}`);
  const text = await response.text();
  const json: unknown = JSON.parse(text);
  texts.set(url, text);
  return json;
}

/**
 * The kept answer for `url`, given once: a later request of the same file (Try again after a
 * failed load) goes to the network.
 */
export function takeManifestResponse(url: string): Response | undefined {
  const text = texts.get(url);
  if (text === undefined) return undefined;
  texts.delete(url);
  return new Response(text, { status: 200, headers: { 'content-type': 'application/json' } });
}

/** Tests only: a new page. */
export function resetManifestCache(): void {
  texts.clear();
}
