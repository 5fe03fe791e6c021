/**
 * Where the bench serves the single-bundle build of the shell (hosts/shell/
 * rspack.single-bundle.config.ts): the shell's app server on a port of its own, beside the
 * federated apps (3000–3006). Built by `npm run bench` before Chromium measures.
 */
export const SINGLE_BUNDLE_PORT = 3010;
export const SINGLE_BUNDLE_URL = `http://localhost:${SINGLE_BUNDLE_PORT}`;
