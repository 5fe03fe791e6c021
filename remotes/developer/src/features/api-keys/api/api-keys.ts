import { endpointQueryOptions, useEndpointMutation } from '@arara/api-client/query';
import { apiKeyEndpoints } from '@arara/contracts';

export const apiKeysQueryOptions = (merchantId: string) =>
  endpointQueryOptions(apiKeyEndpoints.list, { params: { merchantId } });

/** Creates a key; the answer carries its secret, this once. The list is read again. */
export const useCreateApiKey = (merchantId: string) =>
  useEndpointMutation(apiKeyEndpoints.create, { merchantId });

/** Revokes one key; the list is read again. */
export const useRevokeApiKey = (merchantId: string, apiKeyId: string) =>
  useEndpointMutation(apiKeyEndpoints.revoke, { merchantId, apiKeyId });
