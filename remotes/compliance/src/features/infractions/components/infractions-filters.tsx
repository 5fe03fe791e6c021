import { INFRACTION_STATUSES, INFRACTION_TYPES } from '@arara/contracts';
import { useTranslation } from '@arara/i18n';
import { Flex } from '@arara/ui/core';
import { PeriodFilter } from '@arara/ui/data';
import type { useInfractionSearch } from '../api/list-search';
import { VirtualAccountFilter, Select } from '@arara/ui/input';

/** The list's filters in one row: period, status, type, virtual account. */
export function InfractionsFilters({
  merchantId,
  search,
}: {
  merchantId: string;
  search: ReturnType<typeof useInfractionSearch>;
}) {
  const { t } = useTranslation('compliance');
  const { filters } = search;
  return (
    <Flex gap={8} wrap align="center">
      <PeriodFilter value={search.period} onChange={search.setPeriod} />
      <Select
        allowClear
        aria-label={t('infractions.filters.status')}
        placeholder={t('infractions.filters.allStatuses')}
        value={filters.status}
        onChange={(value) => search.setFilter('status', value)}
        options={INFRACTION_STATUSES.map((status) => ({
          value: status,
          label: t(`infractions.statuses.${status}`),
        }))}
        style={{ minWidth: 200 }}
      />
      <Select
        allowClear
        aria-label={t('infractions.filters.type')}
        placeholder={t('infractions.filters.allTypes')}
        value={filters.type}
        onChange={(value) => search.setFilter('type', value)}
        options={INFRACTION_TYPES.map((type) => ({
          value: type,
          label: t(`infractions.types.${type}`),
        }))}
        style={{ minWidth: 180 }}
      />
      <VirtualAccountFilter
        merchantId={merchantId}
        value={filters.virtualAccountId}
        onChange={(value) => search.setFilter('virtualAccountId', value)}
        label={t('infractions.filters.virtualAccount')}
        placeholder={t('infractions.filters.allAccounts')}
      />
    </Flex>
  );
}
