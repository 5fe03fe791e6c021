/**
 * The infractions entry (docs/compliance-screens.md "Infractions and disputes"): the MED
 * infractions table, its status tags and the deadline as time left, shared by the compliance
 * remote (/infractions, /infractions/:id, /compliance/disputes) and the virtual account's
 * infractions tab of the accounts remote. Not a federation singleton: stateless, each remote
 * bundles it. Its texts are the `compliance` namespace, registered here so that a remote that
 * is not compliance loads them with the first table it shows.
 */
import { registerNamespace } from '@arara/i18n';

registerNamespace('compliance', {
  en: () => import('@arara/locales/en/compliance.json'),
  'pt-BR': () => import('@arara/locales/pt-BR/compliance.json'),
});

export { InfractionsList, infractionPath } from './infractions/infractions-list';
export type { InfractionFilters } from './infractions/infractions-query';
export {
  DEFENSE_STATUS,
  DISPUTE_STATUS,
  HOLD_STATUS,
  INFRACTION_STATUS,
} from './infractions/statuses';
export { DeadlineText, isExpired } from './infractions/time-left';
