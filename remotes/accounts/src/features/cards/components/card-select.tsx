import type { TCard } from '@arara/contracts';
import { useTranslation } from '@arara/i18n';
import { cardLabel } from './card-number';
import { Select } from '@arara/ui/input';

const ALL = '';

type CardSelectProps = {
  cards: TCard[];
  /** The chosen card's id; undefined = every card (with `allowAll`). */
  value: string | undefined;
  onChange: (cardId: string | undefined) => void;
  /** Offer "All cards" first. */
  allowAll?: boolean;
};

export function CardSelect({ cards, value, onChange, allowAll = false }: CardSelectProps) {
  const { t } = useTranslation('accounts');
  const options = cards.map((card) => ({ value: card.id, label: cardLabel(card) }));
  // An id from the URL that is not (yet) in the list would show as a raw UUID: show the
  // placeholder until the cards are known.
  const isKnown = value === undefined || cards.some((card) => card.id === value);
  return (
    <Select<string>
      aria-label={t('cardScreens.filters.card')}
      value={isKnown ? (value ?? (allowAll ? ALL : undefined)) : undefined}
      onChange={(next) => onChange(next === ALL ? undefined : next)}
      options={
        allowAll ? [{ value: ALL, label: t('cardScreens.filters.allCards') }, ...options] : options
      }
      placeholder={t('cardScreens.filters.chooseCard')}
      style={{ minWidth: 240 }}
    />
  );
}
