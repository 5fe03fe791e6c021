export { feeOf, findFeeRule, percentUnits, toFeeRuleDto } from './fee';
export {
  bankAccountNotFound,
  createWithdrawal,
  generateWithdrawalReference,
  quoteWithdrawal,
} from './withdraw';
