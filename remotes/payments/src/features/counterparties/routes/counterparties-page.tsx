import { COUNTERPARTIES_PAGE_DEFAULT } from '@arara/contracts';
import { QueryView } from '@arara/ui/page';
import { PaymentsListPage } from '@/components/list-page';
import { useTranslation } from '@arara/i18n';
import { Button, Flex } from '@arara/ui/core';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { counterpartiesQueryOptions } from '../api/counterparties';
import { CounterpartiesTable } from '../components/counterparties-table';
import { CounterpartyFormDrawer } from '../components/counterparty-form-drawer';
import { Input } from '@arara/ui/input';

const SPEC = {
  titleKey: 'counterparties.title',
  descriptionKey: 'counterparties.description',
  newKey: 'counterparties.new',
};

/** Keyset pages: the cursors of the pages after the first, up to the one shown. */
function Counterparties({ merchantId }: { merchantId: string }) {
  const { t } = useTranslation('payments');
  const [typed, setTyped] = useState('');
  const [search, setSearch] = useState('');
  const [cursors, setCursors] = useState<string[]>([]);
  useEffect(() => {
    const timer = setTimeout(() => {
      setSearch(typed.trim());
      setCursors([]);
    }, 300);
    return () => clearTimeout(timer);
  }, [typed]);
  const cursor = cursors.at(-1);
  const page = useQuery(
    counterpartiesQueryOptions(merchantId, {
      limit: COUNTERPARTIES_PAGE_DEFAULT,
      ...(search === '' ? {} : { search }),
      ...(cursor === undefined ? {} : { cursor }),
    }),
  );
  return (
    <Flex vertical gap={16}>
      <Input.Search
        allowClear
        aria-label={t('counterparties.search')}
        placeholder={t('counterparties.search')}
        value={typed}
        onChange={(event) => setTyped(event.target.value)}
        style={{ maxWidth: 360 }}
      />
      <QueryView query={page}>
        {(data) => (
          <>
            <CounterpartiesTable items={data.items} loading={page.isFetching} />
            <Flex justify="flex-end" gap={8}>
              <Button
                disabled={cursors.length === 0}
                onClick={() => setCursors(cursors.slice(0, -1))}
              >
                {t('counterparties.previous')}
              </Button>
              <Button
                disabled={data.nextCursor === null}
                onClick={() => data.nextCursor && setCursors([...cursors, data.nextCursor])}
              >
                {t('counterparties.next')}
              </Button>
            </Flex>
          </>
        )}
      </QueryView>
    </Flex>
  );
}

/** `/counterparties/`: the merchant's book of payees; managers add new ones. */
export function CounterpartiesPage() {
  const navigate = useNavigate();
  return (
    <PaymentsListPage
      spec={SPEC}
      createDrawer={CounterpartyFormDrawer}
      onCreated={(created) => navigate(`/counterparties/${created.id}`)}
    >
      {(merchantId) => <Counterparties merchantId={merchantId} />}
    </PaymentsListPage>
  );
}
