/**
 * The platform side of money entering or leaving the merchants' virtual accounts. Codes are
 * stable names: the row is created on first use.
 */
export const systemAccounts = {
  /** Cash held at a bank provider: the counterpart of deposits, withdrawals and refunds. */
  settlement: (providerId: string) => ({
    code: `settlement:${providerId}`,
    name: `Settlement at ${providerId}`,
  }),
  /** What the platform earned from fees. */
  feeRevenue: () => ({ code: 'fee_revenue', name: 'Fee revenue' }),
};
