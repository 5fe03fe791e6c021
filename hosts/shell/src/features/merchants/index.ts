/** What other shell features may use from merchants: the screen for a user with no merchant. */
export { MerchantRequired } from './components/merchant-required';
