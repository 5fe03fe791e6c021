/** The sandbox switch lives in @arara/api-client (the documents remote offers sandbox actions too). */
export { publicConfigQueryOptions, useSandboxMode } from '@arara/api-client/query';
