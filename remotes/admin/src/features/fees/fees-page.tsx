import { useAdminAccess } from '../../lib/admin-session';
import { ApiError } from '@arara/api-client';
import {
  ADMIN_FEE_MESSAGES,
  FEE_OPERATIONS,
  FEE_STATUSES,
  type TAdminFee,
  type TAdminFeeBankAccount,
  type TFeeOperation,
  type TFeeStatus,
} from '@arara/contracts';
import { useTranslation } from '@arara/i18n';
import { Button, Flex, Text, toast } from '@arara/ui/core';
import { Empty, Money, StatusTag } from '@arara/ui/data';
import { Table, type TableProps } from '@arara/ui/table';
import { ConfirmButton } from '@arara/ui/layout';
import { QueryView, RoutePage } from '@arara/ui/page';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { FeeFormDrawer } from './fee-form-drawer';
import {
  FEE_STATUS,
  type FeeFilters,
  feeBankAccountsQueryOptions,
  feesQueryOptions,
  useFeeMutations,
} from './fees-api';
import { Select } from '@arara/ui/input';

/** The amounts of a fee: fixed, percentage (either or both) and the minimum. */
function FeeAmounts({ fee }: { fee: TAdminFee }) {
  const { t, i18n } = useTranslation('admin');
  const percent =
    fee.percentageAmount === null
      ? null
      : `${new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 4 }).format(fee.percentageAmount)} %`;
  return (
    <Flex vertical>
      <span>
        {fee.fixedAmount !== null ? (
          <Money cents={fee.fixedAmount} currency={fee.currency} />
        ) : null}
        {fee.fixedAmount !== null && percent ? ' + ' : null}
        {percent}
      </span>
      {fee.minimumFee > 0 ? (
        <Text type="secondary">
          {t('money.fees.minimum')} <Money cents={fee.minimumFee} currency={fee.currency} />
        </Text>
      ) : null}
    </Flex>
  );
}

function DeleteFee({ fee }: { fee: TAdminFee }) {
  const { t } = useTranslation('admin');
  const { remove } = useFeeMutations();
  const onConfirm = async () => {
    try {
      await remove.mutateAsync(fee.id);
      toast.success(t('money.fees.toasts.deleted'));
    } catch (error) {
      const inUse = error instanceof ApiError && error.fields.feeId === ADMIN_FEE_MESSAGES.inUse;
      toast.error(t(inUse ? 'money.fees.errors.inUse' : 'money.fees.toasts.deleteError'));
    }
  };
  return (
    <ConfirmButton
      label={t('money.fees.delete')}
      question={t('money.fees.deleteQuestion')}
      description={t('money.fees.deleteWarning')}
      cancelLabel={t('money.fees.cancel')}
      onConfirm={onConfirm}
      pending={remove.isPending && remove.variables === fee.id}
      danger
    />
  );
}

function FeesTable({
  rows,
  total,
  page,
  pageSize,
  loading,
  canManage,
  onPage,
  onEdit,
}: {
  rows: TAdminFee[];
  total: number;
  page: number;
  pageSize: number;
  loading: boolean;
  canManage: boolean;
  onPage: (page: number) => void;
  onEdit: (fee: TAdminFee) => void;
}) {
  const { t } = useTranslation('admin');
  const columns: TableProps<TAdminFee>['columns'] = [
    {
      key: 'account',
      title: t('money.fees.columns.account'),
      render: (_, fee) => (
        <Flex vertical>
          <span>{fee.merchantName}</span>
          <Text type="secondary">{fee.bankAccountLabel}</Text>
          <Text type="secondary">
            {fee.virtualAccountLabel ?? t('money.fees.allVirtualAccounts')}
          </Text>
        </Flex>
      ),
    },
    {
      key: 'operation',
      title: t('money.fees.columns.operation'),
      render: (_, fee) => t(`money.fees.operations.${fee.operation}`),
    },
    {
      key: 'amounts',
      title: t('money.fees.columns.amounts'),
      render: (_, fee) => <FeeAmounts fee={fee} />,
    },
    {
      key: 'type',
      title: t('money.fees.columns.feeType'),
      render: (_, fee) => (
        <Flex vertical>
          <span>{t(`money.fees.feeTypes.${fee.feeType}`)}</span>
          {fee.description ? <Text type="secondary">{fee.description}</Text> : null}
        </Flex>
      ),
    },
    {
      key: 'status',
      title: t('money.fees.columns.status'),
      render: (_, fee) => <StatusTag kind={FEE_STATUS} status={fee.status} />,
    },
    ...(canManage
      ? [
          {
            key: 'actions',
            title: t('money.fees.columns.actions'),
            render: (_: unknown, fee: TAdminFee) => (
              <Flex gap={8}>
                <Button size="small" onClick={() => onEdit(fee)}>
                  {t('money.fees.edit')}
                </Button>
                <DeleteFee fee={fee} />
              </Flex>
            ),
          },
        ]
      : []),
  ];
  return (
    <Table<TAdminFee>
      rowKey="id"
      dataSource={rows}
      columns={columns}
      loading={loading}
      pagination={
        total > pageSize
          ? { current: page, pageSize, total, onChange: onPage, showSizeChanger: false }
          : false
      }
      scroll={{ x: true }}
      locale={{ emptyText: <Empty description={t('money.fees.empty')} /> }}
    />
  );
}

/** The filters: merchant, its bank accounts, operation and status. */
function FeeFiltersBar({
  banks,
  filters,
  onChange,
}: {
  banks: readonly TAdminFeeBankAccount[];
  filters: FeeFilters;
  onChange: (filters: FeeFilters) => void;
}) {
  const { t } = useTranslation('admin');
  const merchants = useMemo(
    () => [...new Map(banks.map((bank) => [bank.merchantId, bank.merchantName])).entries()],
    [banks],
  );
  return (
    <Flex gap={8} wrap align="center">
      <Select
        allowClear
        showSearch
        optionFilterProp="label"
        aria-label={t('money.fees.filters.merchant')}
        placeholder={t('money.fees.filters.allMerchants')}
        value={filters.merchantId}
        onChange={(merchantId?: string) =>
          onChange({ ...filters, merchantId, bankAccountId: undefined })
        }
        options={merchants.map(([value, label]) => ({ value, label }))}
        style={{ minWidth: 220 }}
      />
      <Select
        allowClear
        aria-label={t('money.fees.filters.bankAccount')}
        placeholder={t('money.fees.filters.allBankAccounts')}
        value={filters.bankAccountId}
        onChange={(bankAccountId?: string) => onChange({ ...filters, bankAccountId })}
        options={banks
          .filter((bank) => !filters.merchantId || bank.merchantId === filters.merchantId)
          .map((bank) => ({ value: bank.id, label: `${bank.merchantName} · ${bank.label}` }))}
        style={{ minWidth: 260 }}
      />
      <Select
        allowClear
        aria-label={t('money.fees.filters.operation')}
        placeholder={t('money.fees.filters.allOperations')}
        value={filters.operation}
        onChange={(operation?: TFeeOperation) => onChange({ ...filters, operation })}
        options={FEE_OPERATIONS.map((value) => ({
          value,
          label: t(`money.fees.operations.${value}`),
        }))}
        style={{ minWidth: 180 }}
      />
      <Select
        allowClear
        aria-label={t('money.fees.filters.status')}
        placeholder={t('money.fees.filters.allStatuses')}
        value={filters.status}
        onChange={(status?: TFeeStatus) => onChange({ ...filters, status })}
        options={FEE_STATUSES.map((value) => ({
          value,
          label: t(`money.fees.statuses.${value}`),
        }))}
        style={{ minWidth: 160 }}
      />
    </Flex>
  );
}

type Editing = { fee?: TAdminFee } | null;

/** /admin/bank-account-fees: list, filter, create, edit and delete bank account fees. */
export function FeesPage() {
  const { t } = useTranslation('admin');
  const canManage = useAdminAccess().can('fees.manage');
  const [filters, setFilters] = useState<FeeFilters>({});
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<Editing>(null);
  const fees = useQuery(feesQueryOptions(filters, page));
  const banks = useQuery(feeBankAccountsQueryOptions());
  const bankList = banks.data?.items ?? [];

  return (
    <RoutePage
      namespace="admin"
      spec={{
        titleKey: 'pages.bankAccountFees.title',
        descriptionKey: 'pages.bankAccountFees.description',
      }}
    >
      <Flex vertical gap={16}>
        <Flex gap={8} wrap justify="space-between" align="center">
          <FeeFiltersBar
            banks={bankList}
            filters={filters}
            onChange={(next) => {
              setFilters(next);
              setPage(1);
            }}
          />
          {canManage ? (
            <Button type="primary" onClick={() => setEditing({})} disabled={!banks.data}>
              {t('money.fees.new')}
            </Button>
          ) : null}
        </Flex>
        <QueryView
          query={fees}
          errorTitle={t('money.fees.loadError')}
          forbiddenTitle={t('money.fees.forbidden')}
        >
          {(data) => (
            <FeesTable
              rows={data.items}
              total={data.total}
              page={data.page}
              pageSize={data.pageSize}
              loading={fees.isFetching}
              canManage={canManage}
              onPage={setPage}
              onEdit={(fee) => setEditing({ fee })}
            />
          )}
        </QueryView>
      </Flex>
      {editing ? (
        <FeeFormDrawer
          key={editing.fee?.id ?? 'new'}
          open
          onClose={() => setEditing(null)}
          banks={bankList}
          fee={editing.fee}
        />
      ) : null}
    </RoutePage>
  );
}
