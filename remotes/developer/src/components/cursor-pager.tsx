import { useTranslation } from '@arara/i18n';
import { Button, Flex, Text } from '@arara/ui/core';

type Props = {
  /** The cursors of the pages after the first, up to the one shown. */
  cursors: string[];
  /** The page's `nextCursor`: null on the last page. */
  nextCursor: string | null;
  disabled?: boolean;
  onChange: (cursors: string[]) => void;
};

/**
 * Keyset paging (the API hands out `nextCursor`, never a total): newest, previous and next page.
 */
export function CursorPager({ cursors, nextCursor, disabled = false, onChange }: Props) {
  const { t } = useTranslation('developer');
  const page = cursors.length + 1;
  return (
    <Flex component="nav" aria-label={t('pager.label')} justify="flex-end" align="center" gap={8}>
      <Text type="secondary">{t('pager.page', { page })}</Text>
      {page > 2 ? (
        <Button size="small" disabled={disabled} onClick={() => onChange([])}>
          {t('pager.first')}
        </Button>
      ) : null}
      <Button
        size="small"
        disabled={disabled || page === 1}
        onClick={() => onChange(cursors.slice(0, -1))}
      >
        {t('pager.previous')}
      </Button>
      <Button
        size="small"
        disabled={disabled || nextCursor === null}
        onClick={() => nextCursor && onChange([...cursors, nextCursor])}
      >
        {t('pager.next')}
      </Button>
    </Flex>
  );
}
