import type { TBalanceCards } from '@arara/contracts';
import { useTranslation } from '@arara/i18n';
import { Flex, Panel, Text } from '@arara/ui/core';
import { formatPercent, Money } from '@arara/ui/data';
import type { ReactNode } from 'react';

function BalanceCard({ title, hint, value }: { title: string; hint: string; value: ReactNode }) {
  return (
    <Panel size="small" style={{ flex: '1 1 200px' }}>
      <Flex vertical gap={4}>
        <Text type="secondary">{title}</Text>
        <span style={{ fontSize: 24, lineHeight: 1.3 }} data-testid="balance-value">
          {value}
        </span>
        <Text type="secondary" style={{ fontSize: 12 }}>
          {hint}
        </Text>
      </Flex>
    </Panel>
  );
}

/** Home (docs/requirements/accounts-and-statement.md "Home"): total, blocked, available and the balance ratio (available / total). */
export function BalanceCards({ balance }: { balance: TBalanceCards }) {
  const { t, i18n } = useTranslation('accounts');
  return (
    <ul
      aria-label={t('home.balances')}
      style={{
        display: 'flex',
        flexWrap: 'wrap',
        gap: 16,
        listStyle: 'none',
        margin: 0,
        padding: 0,
      }}
    >
      {(
        [
          ['total', <Money key="total" cents={balance.current} strong />],
          ['blocked', <Money key="blocked" cents={balance.blocked} strong />],
          ['available', <Money key="available" cents={balance.available} strong />],
          [
            'ratio',
            <strong key="ratio">
              {balance.ratio === null ? '—' : formatPercent(balance.ratio, i18n.language)}
            </strong>,
          ],
        ] as const
      ).map(([key, value]) => (
        <li key={key} style={{ display: 'flex', flex: '1 1 200px' }}>
          <BalanceCard
            title={t(`home.cards.${key}`)}
            hint={t(`home.cards.${key}Hint`)}
            value={value}
          />
        </li>
      ))}
    </ul>
  );
}
