// The fee rules moved to services/fees (Pix out and transfers charge them too).
export { feeOf, findFeeRule, percentUnits, toFeeRuleDto } from '../fees/fee-rule';
