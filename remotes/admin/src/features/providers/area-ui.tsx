import { useTranslation } from '@arara/i18n';
import { Alert, Button, Flex } from '@arara/ui/core';
import type { StatusTagKind } from '@arara/ui/data';
import { Popconfirm } from '@arara/ui/layout';
import { Select } from '@arara/ui/input';

/** The namespaces of this area's field errors: its own keys (`admin:`), then `common`. */
export const AREA_ERROR_NAMESPACES = ['admin', 'common'] as const;

/** A list's load failure: the spec's "unable to load …, try again later". */
export function LoadError({ text }: { text: string }) {
  return <Alert type="error" showIcon title={text} />;
}

/** A delete behind a confirmation that says it cannot be undone. */
export function DeleteButton({
  name,
  onConfirm,
  pending,
}: {
  name: string;
  onConfirm: () => unknown;
  pending?: boolean;
}) {
  const { t } = useTranslation('admin');
  return (
    <Popconfirm
      title={t('providersArea.deleteConfirm.title', { name })}
      description={t('providersArea.deleteConfirm.description')}
      okText={t('providersArea.deleteConfirm.ok')}
      cancelText={t('providersArea.common.cancel')}
      okButtonProps={{ danger: true, loading: pending }}
      onConfirm={() => onConfirm()}
    >
      <Button danger size="small">
        {t('providersArea.common.delete')}
      </Button>
    </Popconfirm>
  );
}

/** Merchant and provider filters / choices of the area's lists and forms. */
export const merchantOptions = (merchants: { id: string; name: string }[]) =>
  merchants.map((merchant) => ({ value: merchant.id, label: merchant.name }));

/** Active / inactive (providers, configurations). */
export const ACTIVE_STATUS: StatusTagKind<'active' | 'inactive'> = {
  namespace: 'admin',
  keyPrefix: 'providersArea.statuses',
  colors: { active: 'success', inactive: 'default' },
};

/** The statuses of bank and virtual accounts. */
export const ACCOUNT_STATUS: StatusTagKind<'active' | 'inactive' | 'pending' | 'blocked'> = {
  namespace: 'admin',
  keyPrefix: 'providersArea.statuses',
  colors: { active: 'success', inactive: 'default', pending: 'warning', blocked: 'error' },
};

/** The merchant and provider a list is narrowed to (none: all). */
export type AreaFilterValues = { merchantId?: string; providerId?: string };

/**
 * The area's list filters: the merchant, and the provider when `providers` is given (bank
 * accounts, provider configurations; virtual accounts filter by merchant only).
 */
export function AreaFilters({
  merchants,
  providers,
  value,
  onChange,
}: {
  merchants: { id: string; name: string }[];
  providers?: { id: string; name: string }[];
  value: AreaFilterValues;
  onChange: (value: AreaFilterValues) => void;
}) {
  const { t } = useTranslation('admin');
  return (
    <Flex gap={8} wrap>
      <Select
        aria-label={t('providersArea.common.filterMerchant')}
        placeholder={t('providersArea.common.allMerchants')}
        allowClear
        showSearch={{ optionFilterProp: 'label' }}
        style={{ minWidth: 240 }}
        value={value.merchantId}
        onChange={(merchantId?: string) => onChange({ ...value, merchantId })}
        options={merchantOptions(merchants)}
      />
      {providers ? (
        <Select
          aria-label={t('providersArea.common.filterProvider')}
          placeholder={t('providersArea.common.allProviders')}
          allowClear
          style={{ minWidth: 200 }}
          value={value.providerId}
          onChange={(providerId?: string) => onChange({ ...value, providerId })}
          options={providers.map((item) => ({ value: item.id, label: item.name }))}
        />
      ) : null}
    </Flex>
  );
}
