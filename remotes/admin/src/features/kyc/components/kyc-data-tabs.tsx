import {
  formatDocument,
  type TBeneficialOwnerDraft,
  type TOnboardingDraft,
} from '@arara/contracts';
import { useTranslation } from '@arara/i18n';
import { Flex, Text } from '@arara/ui/core';
import { Descriptions, formatDate, formatPercent } from '@arara/ui/data';
import { Table, type TableProps } from '@arara/ui/table';
import type { ReactNode } from 'react';

type Data = { data: TOnboardingDraft };
type Address = NonNullable<TOnboardingDraft['company_address']>;

const NONE = '—';
const orNone = (value: string | null | undefined): ReactNode =>
  value?.trim() ? value : <Text type="secondary">{NONE}</Text>;

/** A document as typed (with or without punctuation) shown with its mask once complete. */
const fiscal = (value: string | undefined) =>
  orNone(value ? formatDocument(value.replace(/[./\s-]/g, '').toUpperCase()) : value);

function useDate() {
  const { i18n } = useTranslation('admin');
  return (value: string | undefined) => orNone(value ? formatDate(value, i18n.language) : value);
}

function Section({
  title,
  items,
}: {
  title: string;
  items: { key: string; label: string; children: ReactNode }[];
}) {
  return <Descriptions bordered title={title} column={{ xs: 1, md: 2 }} items={items} />;
}

function AddressSection({ title, address }: { title: string; address: Address | undefined }) {
  const { t } = useTranslation('admin');
  const fields = ['postal_code', 'address_line1', 'address_line2', 'city', 'state'] as const;
  return (
    <Section
      title={title}
      items={fields.map((field) => ({
        key: field,
        label: t(`kyc.fields.${field}`),
        children: orNone(address?.[field]),
      }))}
    />
  );
}

/** Company data: the company and its address, as the merchant filled them. */
export function CompanyTab({ data }: Data) {
  const { t } = useTranslation('admin');
  const date = useDate();
  const company = data.company;
  return (
    <Flex vertical gap={24}>
      <Section
        title={t('kyc.fields.company')}
        items={[
          {
            key: 'legal_name',
            label: t('kyc.fields.legal_name'),
            children: orNone(company?.legal_name),
          },
          { key: 'tax_id', label: t('kyc.fields.tax_id_cnpj'), children: fiscal(company?.tax_id) },
          {
            key: 'formation_date',
            label: t('kyc.fields.formation_date'),
            children: date(company?.formation_date),
          },
          { key: 'email', label: t('kyc.fields.email'), children: orNone(company?.email) },
          {
            key: 'doing_business_as',
            label: t('kyc.fields.doing_business_as'),
            children: orNone(company?.doing_business_as),
          },
          { key: 'website', label: t('kyc.fields.website'), children: orNone(company?.website) },
        ]}
      />
      <AddressSection title={t('kyc.fields.companyAddress')} address={data.company_address} />
    </Flex>
  );
}

/** Personal data: the legal representative and their address. */
export function PersonalTab({ data }: Data) {
  const { t } = useTranslation('admin');
  const date = useDate();
  const person = data.representative;
  return (
    <Flex vertical gap={24}>
      <Section
        title={t('kyc.fields.representative')}
        items={[
          {
            key: 'first_name',
            label: t('kyc.fields.first_name'),
            children: orNone(person?.first_name),
          },
          {
            key: 'last_name',
            label: t('kyc.fields.last_name'),
            children: orNone(person?.last_name),
          },
          {
            key: 'birth_date',
            label: t('kyc.fields.birth_date'),
            children: date(person?.birth_date),
          },
          { key: 'tax_id', label: t('kyc.fields.tax_id_cpf'), children: fiscal(person?.tax_id) },
          { key: 'email', label: t('kyc.fields.email'), children: orNone(person?.email) },
          { key: 'phone', label: t('kyc.fields.phone'), children: orNone(person?.phone) },
        ]}
      />
      <AddressSection
        title={t('kyc.fields.representativeAddress')}
        address={data.representative_address}
      />
    </Flex>
  );
}

/** UBOs: each beneficial owner with their share of the company. */
export function OwnersTab({ data }: Data) {
  const { t, i18n } = useTranslation('admin');
  const date = useDate();
  const owners = (data.beneficial_owners ?? []).map((owner, index) => ({ ...owner, index }));
  const columns: TableProps<TBeneficialOwnerDraft & { index: number }>['columns'] = [
    {
      key: 'name',
      title: t('kyc.owners.name'),
      render: (_, owner) => orNone([owner.first_name, owner.last_name].filter(Boolean).join(' ')),
    },
    { key: 'taxId', title: t('kyc.owners.taxId'), render: (_, owner) => fiscal(owner.tax_id) },
    {
      key: 'birthDate',
      title: t('kyc.owners.birthDate'),
      render: (_, owner) => date(owner.birth_date),
    },
    { key: 'email', title: t('kyc.owners.email'), render: (_, owner) => orNone(owner.email) },
    { key: 'phone', title: t('kyc.owners.phone'), render: (_, owner) => orNone(owner.phone) },
    {
      key: 'ownership',
      title: t('kyc.owners.ownership'),
      align: 'right',
      render: (_, owner) =>
        owner.ownership_percentage == null
          ? orNone(null)
          : formatPercent(owner.ownership_percentage / 100, i18n.language),
    },
  ];
  return (
    <Table
      rowKey="index"
      dataSource={owners}
      columns={columns}
      pagination={false}
      scroll={{ x: true }}
      locale={{ emptyText: t('kyc.owners.empty') }}
    />
  );
}
