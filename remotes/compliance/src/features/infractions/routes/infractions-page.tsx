import { Flex } from '@arara/ui/core';
import { InfractionsList } from '@arara/ui/infractions';
import { MerchantPage } from '@arara/ui/page';
import { useInfractionSearch } from '../api/list-search';
import { InfractionsFilters } from '../components/infractions-filters';

function Infractions({ merchantId }: { merchantId: string }) {
  const search = useInfractionSearch();
  return (
    <Flex vertical gap={16}>
      <InfractionsFilters merchantId={merchantId} search={search} />
      <InfractionsList
        merchantId={merchantId}
        filters={search.filters}
        isFiltered={search.isFiltered}
      />
    </Flex>
  );
}

/** `/infractions`: the merchant's MED infractions, filtered in the URL, newest first. */
export function InfractionsPage() {
  return (
    <MerchantPage
      namespace="compliance"
      spec={{ titleKey: 'infractions.title', descriptionKey: 'infractions.description' }}
    >
      {(merchantId) => <Infractions merchantId={merchantId} />}
    </MerchantPage>
  );
}
