import type {
  TDefenseStatus,
  TDisputeStatus,
  THoldStatus,
  TInfractionStatus,
} from '@arara/contracts';
import type { StatusTagKind } from '@arara/ui/data';

/** An infraction's status (`compliance:infractions.statuses.*`), the MED's own names. */
export const INFRACTION_STATUS: StatusTagKind<TInfractionStatus> = {
  namespace: 'compliance',
  keyPrefix: 'infractions.statuses',
  colors: {
    WAITING_PSP: 'default',
    WAITING_DEFENSE: 'warning',
    WAITING_ADJUSTMENTS: 'warning',
    OPEN: 'processing',
    DEFENDED: 'processing',
    CLOSED: 'default',
  },
};

/** What became of the cautionary hold (`compliance:infractions.hold.statuses.*`). */
export const HOLD_STATUS: StatusTagKind<THoldStatus> = {
  namespace: 'compliance',
  keyPrefix: 'infractions.hold.statuses',
  colors: { held: 'warning', released: 'success', refunded: 'error' },
};

/** A defense (`compliance:defense.statuses.*`). */
export const DEFENSE_STATUS: StatusTagKind<TDefenseStatus> = {
  namespace: 'compliance',
  keyPrefix: 'defense.statuses',
  colors: { pending: 'processing', approved: 'success', rejected: 'error' },
};

/** A dispute with compliance (`compliance:disputes.statuses.*`). */
export const DISPUTE_STATUS: StatusTagKind<TDisputeStatus> = {
  namespace: 'compliance',
  keyPrefix: 'disputes.statuses',
  colors: { open: 'default', under_review: 'processing', upheld: 'success', dismissed: 'error' },
};
