import { useEndpointMutation } from '@arara/api-client/query';
import { infractionEndpoints } from '@arara/contracts';

/** Sandbox: the payer's institution opens an infraction (MED) against a received Pix. */
export const useSandboxInfraction = (merchantId: string) =>
  useEndpointMutation(infractionEndpoints.sandboxOpen, { merchantId });
