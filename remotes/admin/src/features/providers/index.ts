// What the area's other screens (merchant providers, bank and virtual accounts) share.
export {
  ACCOUNT_STATUS,
  ACTIVE_STATUS,
  AreaFilters,
  AREA_ERROR_NAMESPACES,
  DeleteButton,
  LoadError,
  merchantOptions,
} from './area-ui';
