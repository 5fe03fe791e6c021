// The back office's providers and accounts (docs/back-office.md "Providers and accounts").
export { type AreaWrite, areaOptions } from './common';
export {
  createAdminBankAccount,
  listAdminBankAccounts,
  updateAdminBankAccount,
} from './bank-accounts';
export {
  createMerchantProvider,
  deleteMerchantProvider,
  listMerchantProviders,
  updateMerchantProvider,
} from './merchant-providers';
export {
  createProvider,
  deleteProvider,
  getProvider,
  listProviders,
  updateProvider,
} from './providers';
export {
  createAdminVirtualAccount,
  listAdminVirtualAccounts,
  updateAdminVirtualAccount,
} from './virtual-accounts';
