import { useCurrentMerchant } from '@arara/api-client/query';
import { RoutePage } from '@arara/federation/remote';
import { PendingIndicator } from '@arara/ui/core';
import { QueryView } from '../../../components/query-view';
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

/** /cards/listing: the merchant's cards; members who manage accounts may reveal a number. */
export function CardsListingPage() {
  const { merchantId, can } = useCurrentMerchant();
  if (!merchantId) return <PendingIndicator />;
  return (
    <RoutePage
      namespace="accounts"
      spec={{
        titleKey: 'cardsListing.title',
        descriptionKey: 'cardsListing.description',
        parents: [{ titleKey: 'cards.title' }],
      }}
    >
      <CardsListing merchantId={merchantId} canReveal={can('accounts.manage')} />
    </RoutePage>
  );
}
