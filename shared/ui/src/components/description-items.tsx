import type { ReactNode } from 'react';
import { Money } from './money';

/**
 * An amount in cents as an item of antd's Descriptions (`items={[moneyItem(…)]}`), the label the
 * caller's translated text; `strong` for the one that matters, `signed` for a credit or debit.
 */
export function moneyItem(
  key: string,
  label: ReactNode,
  cents: number,
  { strong = false, signed = false }: { strong?: boolean; signed?: boolean } = {},
) {
  return { key, label, children: <Money cents={cents} strong={strong} signed={signed} /> };
}
