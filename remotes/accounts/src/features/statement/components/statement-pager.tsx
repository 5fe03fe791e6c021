import { useTranslation } from '@arara/i18n';
import { Button, Flex, Text } from '@arara/ui/core';
import { PAGE_SIZES } from '../lib/page-sizes';
import { Select } from '@arara/ui/input';

type StatementPagerProps = {
  /** 1 for the newest page. */
  page: number;
  hasNext: boolean;
  pageSize: number;
  disabled?: boolean;
  onFirst: () => void;
  onPrevious: () => void;
  onNext: () => void;
  onPageSizeChange: (pageSize: number) => void;
};

/**
 * Keyset paging (spec: the API hands out `nextCursor`, never a total): newest, previous and
 * next page, and the page size. No page numbers to jump to, since the API cannot count them.
 */
export function StatementPager({
  page,
  hasNext,
  pageSize,
  disabled = false,
  onFirst,
  onPrevious,
  onNext,
  onPageSizeChange,
}: StatementPagerProps) {
  const { t } = useTranslation('accounts');
  return (
    <Flex
      component="nav"
      aria-label={t('statement.pagination.label')}
      justify="flex-end"
      align="center"
      gap={8}
      wrap
    >
      <Text type="secondary">{t('statement.pagination.page', { page })}</Text>
      {page > 2 ? (
        <Button size="small" disabled={disabled} onClick={onFirst}>
          {t('statement.pagination.first')}
        </Button>
      ) : null}
      <Button size="small" disabled={disabled || page <= 1} onClick={onPrevious}>
        {t('statement.pagination.previous')}
      </Button>
      <Button size="small" disabled={disabled || !hasNext} onClick={onNext}>
        {t('statement.pagination.next')}
      </Button>
      <Select<number>
        size="small"
        aria-label={t('statement.pagination.pageSize')}
        value={pageSize}
        onChange={onPageSizeChange}
        options={PAGE_SIZES.map((size) => ({
          value: size,
          label: t('statement.pagination.perPage', { count: size }),
        }))}
        style={{ minWidth: 120 }}
      />
    </Flex>
  );
}
