import { MOVEMENT_TYPES, type TMovementType } from '@arara/contracts';
import { useTranslation } from '@arara/i18n';
import { Button, Flex } from '@arara/ui/core';
import { PeriodFilter, type PeriodValue } from '@arara/ui/data';
import { useQuery } from '@tanstack/react-query';
import { virtualAccountsQueryOptions } from '@/api/get-virtual-accounts';
import type { FilterChange } from '../lib/statement-search-params';
import { Select } from '@arara/ui/input';

type StatementFiltersProps = {
  merchantId: string;
  period: PeriodValue;
  types: TMovementType[];
  virtualAccountId: string | undefined;
  onChange: (change: FilterChange) => void;
  /** Shown when a filter differs from the default. */
  onClear?: () => void;
};

/** Period (docs/requirements/ui-conventions.md "Period filters"), movement types and virtual account: controlled, the page keeps them in the URL. */
export function StatementFilters({
  merchantId,
  period,
  types,
  virtualAccountId,
  onChange,
  onClear,
}: StatementFiltersProps) {
  const { t } = useTranslation('accounts');
  const accounts = useQuery(virtualAccountsQueryOptions(merchantId));

  return (
    <Flex gap={8} wrap align="center">
      <PeriodFilter value={period} onChange={(next) => onChange({ period: next })} />
      <Select<TMovementType[]>
        mode="multiple"
        allowClear
        aria-label={t('statement.filters.type')}
        placeholder={t('statement.filters.allTypes')}
        value={types}
        onChange={(next) => onChange({ types: next })}
        options={MOVEMENT_TYPES.map((type) => ({ value: type, label: t(`movementTypes.${type}`) }))}
        style={{ minWidth: 220 }}
      />
      <Select<string>
        allowClear
        showSearch={{ optionFilterProp: 'label' }}
        aria-label={t('statement.filters.virtualAccount')}
        placeholder={t('statement.filters.allAccounts')}
        value={virtualAccountId}
        onChange={(next) => onChange({ virtualAccountId: next ?? null })}
        loading={accounts.isPending}
        status={accounts.isError ? 'error' : undefined}
        notFoundContent={
          accounts.isError
            ? t('statement.filters.accountsError')
            : t('statement.filters.noAccounts')
        }
        options={(accounts.data?.items ?? []).map((account) => ({
          value: account.id,
          label: account.label,
        }))}
        style={{ minWidth: 220 }}
      />
      {onClear ? (
        <Button type="link" onClick={onClear}>
          {t('statement.filters.clear')}
        </Button>
      ) : null}
    </Flex>
  );
}
