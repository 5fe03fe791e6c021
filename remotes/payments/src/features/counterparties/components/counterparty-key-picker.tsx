import { COUNTERPARTIES_PAGE_MAX } from '@arara/contracts';
import { useTranslation } from '@arara/i18n';
import { Field } from '@arara/ui/core';
import { useQuery } from '@tanstack/react-query';
import { counterpartiesQueryOptions } from '../api/counterparties';
import { Select } from '@arara/ui/input';

/**
 * The Pix screen's "choose from counterparties": active counterparties with a Pix key; picking
 * one hands its key to `onPick`. Nothing is shown while loading, on failure, or when none has a
 * key (typing the key stays the way).
 */
export function CounterpartyKeyPicker({
  merchantId,
  onPick,
}: {
  merchantId: string;
  onPick: (key: string) => void;
}) {
  const { t } = useTranslation('payments');
  const choices = useQuery({
    ...counterpartiesQueryOptions(merchantId, {
      hasPixKey: 'true',
      status: 'active',
      limit: COUNTERPARTIES_PAGE_MAX,
    }),
    retry: false,
  });
  const items = choices.data?.items ?? [];
  if (items.length === 0) return null;
  return (
    <Field id="pix-counterparty" label={t('counterparties.picker.label')}>
      {({ status, ...control }) => (
        <Select
          {...control}
          status={status}
          showSearch={{ optionFilterProp: 'label' }}
          value={null}
          placeholder={t('counterparties.picker.placeholder')}
          style={{ width: '100%' }}
          onChange={(id: string) => {
            const key = items.find((item) => item.id === id)?.pixKey;
            if (key) onPick(key);
          }}
          options={items.map((item) => ({
            value: item.id,
            label: `${item.name} · ${item.pixKey}`,
          }))}
        />
      )}
    </Field>
  );
}
