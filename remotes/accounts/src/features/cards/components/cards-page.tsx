import type { TCard } from '@arara/contracts';
import type { PageSpec } from '@arara/ui/page';
import { QueryView } from '@arara/ui/page';
import type { ReactNode } from 'react';
import { MerchantPage } from '@/components/merchant-page';
import { useCards } from '../api/get-cards';

/** The texts of a cards screen: `<screen>.title` and `<screen>.description`, under "Cards". */
const specOf = (screen: string): PageSpec => ({
  titleKey: `${screen}.title`,
  descriptionKey: `${screen}.description`,
  parents: [{ titleKey: 'cards.title' }],
});

function MerchantCards({
  merchantId,
  children,
}: {
  merchantId: string;
  children: (cards: TCard[]) => ReactNode;
}) {
  const cards = useCards(merchantId);
  return <QueryView query={cards}>{({ items }) => children(items)}</QueryView>;
}

/**
 * A cards screen (overview, listing, extract): its frame, then its content once the merchant's
 * cards are loaded.
 */
export function CardsPage({
  screen,
  children,
}: {
  /** The screen's key in `accounts` (`cardsListing` …). */
  screen: string;
  children: (merchantId: string, cards: TCard[]) => ReactNode;
}) {
  return (
    <MerchantPage spec={specOf(screen)}>
      {(merchantId) => (
        <MerchantCards merchantId={merchantId}>
          {(cards) => children(merchantId, cards)}
        </MerchantCards>
      )}
    </MerchantPage>
  );
}

/** The frame of a cards screen that reads the cards with its own filters (transactions). */
export function CardsFrame({
  screen,
  children,
}: {
  screen: string;
  children: (merchantId: string) => ReactNode;
}) {
  return <MerchantPage spec={specOf(screen)}>{children}</MerchantPage>;
}
