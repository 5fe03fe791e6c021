import { useQuery } from '@tanstack/react-query';
import { Select } from 'antd';
import { virtualAccountsQueryOptions } from './virtual-accounts-query';

/**
 * The "virtual account" filter of a list (documents, infractions): every account of the
 * merchant by its label, cleared for all of them.
 */
export function VirtualAccountFilter({
  merchantId,
  value,
  onChange,
  label,
  placeholder,
}: {
  merchantId: string;
  value: string | undefined;
  onChange: (virtualAccountId: string | undefined) => void;
  /** The accessible name of the field. */
  label: string;
  /** What it reads when no account is chosen ("All virtual accounts"). */
  placeholder: string;
}) {
  const accounts = useQuery(virtualAccountsQueryOptions(merchantId));
  return (
    <Select
      allowClear
      aria-label={label}
      placeholder={placeholder}
      value={value}
      loading={accounts.isPending}
      onChange={(next: string | undefined) => onChange(next)}
      options={(accounts.data?.items ?? []).map((account) => ({
        value: account.id,
        label: account.label,
      }))}
      style={{ minWidth: 200 }}
    />
  );
}
