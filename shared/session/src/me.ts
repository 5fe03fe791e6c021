import { endpointQueryOptions } from '@arara/api-client/query';
import { meEndpoints, roleCan, type TMerchant, type TMerchantPermission } from '@arara/contracts';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useSession } from '@arara/session';

/** The signed-in user and their merchants (key: the `me` group, see meEndpoints). */
export const meQueryOptions = () => endpointQueryOptions(meEndpoints.me, {});

export function useMe() {
  return useQuery(meQueryOptions());
}

export type CurrentMerchant = {
  /** The merchant every merchant-scoped screen reads; null until the user's merchants are known. */
  merchantId: string | null;
  merchant: TMerchant | undefined;
  /** Whether the user's role may do this here (the API checks it again on every call). */
  can: (permission: TMerchantPermission) => boolean;
};

/**
 * The merchant chosen in the shell's switcher (session store), checked against the user's
 * merchants. A remote mounted alone (no switcher) falls back to the user's first merchant.
 */
export function useCurrentMerchant(): CurrentMerchant {
  const me = useMe();
  const chosen = useSession((state) => state.currentMerchantId);
  const setCurrentMerchant = useSession((state) => state.setCurrentMerchant);
  const merchants = me.data?.merchants ?? [];
  const merchant = merchants.find((candidate) => candidate.id === chosen) ?? merchants[0];
  useEffect(() => {
    if (merchant && merchant.id !== chosen) setCurrentMerchant(merchant.id);
  }, [merchant, chosen, setCurrentMerchant]);
  return {
    merchantId: merchant?.id ?? null,
    merchant,
    can: (permission) => (merchant ? roleCan(merchant.role, permission) : false),
  };
}
