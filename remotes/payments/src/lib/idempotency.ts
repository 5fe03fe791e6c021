/** Idempotency keys come from @arara/api-client (every remote that moves money needs them). */
export { newIdempotencyKey } from '@arara/api-client';
