/**
 * TOTP as an authenticator app computes it (RFC 6238), from @arara/test-utils (shared with the API tests):
 * written from the RFCs with node:crypto, independent of the API's own library.
 */
export {
  codeFor as totp,
  hotp,
  wrongCodeFor as wrongTotp,
} from '@arara/test-utils/totp';
