import { useCurrentMerchant } from '@arara/session/me';
import { CardsPage } from '../components/cards-page';
import { CardsTable } from '../components/cards-table';

/** /cards/listing: the merchant's cards; members who manage accounts may reveal a number. */
export function CardsListingPage() {
  const { can } = useCurrentMerchant();
  return (
    <CardsPage screen="cardsListing">
      {(merchantId, cards) => (
        <CardsTable merchantId={merchantId} cards={cards} canReveal={can('accounts.manage')} />
      )}
    </CardsPage>
  );
}
