export { feeOf, findFeeRule, percentUnits, toFeeRuleDto } from './fee';
export {
  bankAccountNotFound,
  createWithdrawal,
  executeWithdrawal,
  generateWithdrawalReference,
  quoteWithdrawal,
} from './withdraw';
