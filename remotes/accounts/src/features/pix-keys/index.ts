/** What other features of the accounts remote may use from Pix keys. */
export { VirtualAccountPixKeys } from './components/virtual-account-pix-keys';
