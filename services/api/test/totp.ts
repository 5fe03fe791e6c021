// The independent TOTP lives in @arara/test-utils (e2e computes codes with it too); the API
// tests keep importing it from here.
export * from '@arara/test-utils/totp';
