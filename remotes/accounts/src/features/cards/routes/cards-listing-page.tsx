import { useCurrentMerchant } from '@arara/session/me';
import { QueryView } from '@arara/ui/page';
import { MerchantPage } from '@/components/merchant-page';
import { useCards } from '../api/get-cards';
import { CardsTable } from '../components/cards-table';

function CardsListing({ merchantId, canReveal }: { merchantId: string; canReveal: boolean }) {
  const cards = useCards(merchantId);
  return (
    <QueryView query={cards}>
      {({ items }) => <CardsTable merchantId={merchantId} cards={items} canReveal={canReveal} />}
    </QueryView>
  );
}

const SPEC = {
  titleKey: 'cardsListing.title',
  descriptionKey: 'cardsListing.description',
  parents: [{ titleKey: 'cards.title' }],
};

/** /cards/listing: the merchant's cards; members who manage accounts may reveal a number. */
export function CardsListingPage() {
  const { can } = useCurrentMerchant();
  return (
    <MerchantPage spec={SPEC}>
      {(merchantId) => <CardsListing merchantId={merchantId} canReveal={can('accounts.manage')} />}
    </MerchantPage>
  );
}
