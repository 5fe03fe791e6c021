/**
 * What the transport and the sign-in form check with: zod's `parse` and the schemas of the
 * sign-in, the refresh and the API's error body. Never imported statically: `loadValidation`
 * loads it on first use, so zod is not part of /login's first paint (docs/benchmarks.md
 * "Largest modules on /login").
 */
export { ZApiError, ZAuthTokens, ZLoginRequest, ZLoginResponse } from '@arara/contracts';
export { parse } from 'zod/mini';
