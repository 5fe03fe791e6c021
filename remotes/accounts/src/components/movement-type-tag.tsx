import type { TMovementMethod, TMovementType } from '@arara/contracts';
import { useTranslation } from '@arara/i18n';
import { Tag } from '@arara/ui/layout';

const COLORS: Record<TMovementType, string> = {
  deposit: 'green',
  transfer_in: 'cyan',
  refund: 'blue',
  withdrawal: 'orange',
  transfer_out: 'purple',
  fee: 'red',
};

/** A statement line's movement type (docs/requirements/accounts-and-statement.md "Movement types"), coloured by kind. */
export function MovementTypeTag({ type }: { type: TMovementType }) {
  const { t } = useTranslation('accounts');
  return <Tag color={COLORS[type]}>{t(`movementTypes.${type}`)}</Tag>;
}

/** Internal (between ledger accounts) or external (a bank). */
export function MovementMethodText({ method }: { method: TMovementMethod }) {
  const { t } = useTranslation('accounts');
  return <>{t(`movementMethods.${method}`)}</>;
}
