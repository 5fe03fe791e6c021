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
} from './settlement-options';
