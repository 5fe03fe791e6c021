import { useTranslation } from '@arara/i18n';
import { theme } from 'antd';
import { formatMoney } from '../format/money';

type MoneyProps = {
  /** Integer cents, as the API sends them. */
  cents: number;
  currency?: string;
  /** Colour credits green and debits red, and show a + on credits (statement lines). */
  signed?: boolean;
  strong?: boolean;
};

/** An amount in the UI language's currency format (pt-BR: R$ 1.234,56), tabular digits. */
export function Money({ cents, currency = 'BRL', signed = false, strong = false }: MoneyProps) {
  const { i18n } = useTranslation();
  const { token } = theme.useToken();
  const text = formatMoney(cents, i18n.language, currency);
  const color =
    !signed || cents === 0 ? undefined : cents > 0 ? token.colorSuccess : token.colorError;
  return (
    <span
      style={{
        color,
        fontVariantNumeric: 'tabular-nums',
        fontWeight: strong ? token.fontWeightStrong : undefined,
        whiteSpace: 'nowrap',
      }}
    >
      {signed && cents > 0 ? '+' : ''}
      {text}
    </span>
  );
}
