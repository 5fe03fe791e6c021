import {
  CARD_EXPENSE_CATEGORIES,
  type TCardExpenseCategory,
  type TCardExpenses,
} from '@arara/contracts';
import { useTranslation } from '@arara/i18n';
import { Flex } from '@arara/ui/core';
import { DonutChart, useChartColors } from '@arara/ui/charts';
import { Empty, formatMoney, formatPercent, Money } from '@arara/ui/data';
import { Table } from '@arara/ui/table';

type Row = {
  category: TCardExpenseCategory;
  label: string;
  amount: number;
  count: number;
  share: number;
};

/**
 * Spending per category: a pie to compare at a glance, and the same figures as a table, so the
 * amounts and shares can be read (and reached by a screen reader) without the chart.
 */
export function ExpensesChart({ expenses }: { expenses: TCardExpenses }) {
  const { t, i18n } = useTranslation('accounts');
  const colors = useChartColors();
  // A category keeps its colour whatever the period: the legend does not shuffle.
  const colorOf = (category: TCardExpenseCategory) =>
    colors.series[CARD_EXPENSE_CATEGORIES.indexOf(category) % colors.series.length];

  if (expenses.total === 0) {
    return <Empty description={t('cardScreens.overview.noExpenses')} />;
  }

  const rows: Row[] = expenses.categories.map(({ category, amount, count }) => ({
    category,
    label: t(`cardScreens.categories.${category}`),
    amount,
    count,
    share: amount / expenses.total,
  }));

  return (
    <Flex gap={24} wrap align="center">
      <figure style={{ margin: 0 }} aria-label={t('cardScreens.overview.chartLabel')}>
        {/* Fixed size: a ring does not gain from the width, and it draws without layout. */}
        <DonutChart
          slices={rows.map((row) => ({
            key: row.category,
            label: row.label,
            value: row.amount,
            color: colorOf(row.category) ?? '',
          }))}
          label={t('cardScreens.overview.chartLabel')}
          size={240}
          innerRadius={60}
          format={(cents) => formatMoney(cents, i18n.language)}
        />
      </figure>
      <Table<Row>
        style={{ flex: '1 1 360px' }}
        size="small"
        rowKey="category"
        pagination={false}
        dataSource={rows}
        columns={[
          {
            key: 'category',
            title: t('cardScreens.columns.category'),
            render: (_, row) => (
              <Flex gap={8} align="center">
                <span
                  aria-hidden
                  style={{
                    display: 'inline-block',
                    width: 10,
                    height: 10,
                    borderRadius: 2,
                    background: colorOf(row.category),
                  }}
                />
                {row.label}
              </Flex>
            ),
          },
          {
            key: 'count',
            title: t('cardScreens.columns.purchases'),
            dataIndex: 'count',
            align: 'right',
          },
          {
            key: 'amount',
            title: t('cardScreens.columns.amount'),
            align: 'right',
            render: (_, row) => <Money cents={row.amount} />,
          },
          {
            key: 'share',
            title: t('cardScreens.columns.share'),
            align: 'right',
            render: (_, row) => formatPercent(row.share, i18n.language),
          },
        ]}
        summary={() => (
          <Table.Summary.Row>
            <Table.Summary.Cell index={0}>{t('cardScreens.overview.total')}</Table.Summary.Cell>
            <Table.Summary.Cell index={1} align="right">
              {rows.reduce((sum, row) => sum + row.count, 0)}
            </Table.Summary.Cell>
            <Table.Summary.Cell index={2} align="right">
              <Money cents={expenses.total} strong />
            </Table.Summary.Cell>
            <Table.Summary.Cell index={3} align="right">
              {formatPercent(1, i18n.language)}
            </Table.Summary.Cell>
          </Table.Summary.Row>
        )}
      />
    </Flex>
  );
}
