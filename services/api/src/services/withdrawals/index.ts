export { feeOf, percentUnits } from './fee';
export {
  createWithdrawal,
  executeWithdrawal,
  quoteWithdrawal,
} from './withdraw';
