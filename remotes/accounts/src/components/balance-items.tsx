import { useTranslation } from '@arara/i18n';
import { moneyItem } from '@arara/ui/data';

type Balances = { balance: number; blockedBalance: number; availableBalance: number };

/**
 * An account's three balances (a bank account's or a virtual account's) as Descriptions items:
 * the balance (`balanceLabel`), what is blocked and what is available.
 */
export function useBalanceItems(account: Balances, balanceLabel: string) {
  const { t } = useTranslation('accounts');
  return [
    moneyItem('balance', balanceLabel, account.balance, { strong: true }),
    moneyItem('blocked', t('virtualAccountsPage.columns.blocked'), account.blockedBalance),
    moneyItem('available', t('home.cards.available'), account.availableBalance),
  ];
}
