export { holdForSettlement } from './hold-for-settlement';
export {
  runDueSettlements,
  runSettlementOf,
  type SettlementWorker,
  startSettlementWorker,
} from './run-settlements';
export {
  configureSettlements,
  defaultSettlementOptions,
  type SettlementOptions,
  settlementOptions,
} from './settlement-options';
