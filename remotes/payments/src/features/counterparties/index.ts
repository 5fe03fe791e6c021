/** What other features of the payments remote may use from counterparties. */
export { CounterpartyKeyPicker } from './components/counterparty-key-picker';
