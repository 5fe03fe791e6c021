import { ApiError } from '@arara/api-client';
import { useEndpointMutation } from '@arara/api-client/query';
import {
  adminMerchantEndpoints,
  formatDocument,
  type TAdminMerchantDetail,
  type TMerchantStatus,
  ZMerchantStatus,
} from '@arara/contracts';
import { textFor, useTranslation } from '@arara/i18n';
import { Alert, Button, Flex, Text, toast } from '@arara/ui/core';
import { Descriptions, formatDateTime, Money, StatusTag } from '@arara/ui/data';
import { Table, type TableProps } from '@arara/ui/table';
import { Modal } from '@arara/ui/form';
import { Spin, Tag } from '@arara/ui/layout';
import { RoutePage } from '@arara/ui/page';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { MerchantFormDrawer } from './merchant-form';
import { adminMerchantQueryOptions, KYC_STATUS, MERCHANT_STATUS } from './merchants-api';
import { useAdminAccess } from '../../lib/admin-session';
import { Card } from '@arara/ui/card';
import { Select } from '@arara/ui/input';

const MERCHANTS = { titleKey: 'pages.merchants.title', path: '/admin/merchants' };

type Detail = TAdminMerchantDetail;

/** Status change: pick the new one, then confirm in a dialog that says what it means. */
function StatusChange({ merchant }: { merchant: Detail }) {
  const { t } = useTranslation('admin');
  const queryClient = useQueryClient();
  const mutation = useEndpointMutation(adminMerchantEndpoints.setStatus, { id: merchant.id });
  const [next, setNext] = useState<TMerchantStatus | undefined>();
  const [confirming, setConfirming] = useState(false);

  const apply = async () => {
    if (!next) return;
    try {
      const saved = (await mutation.mutateAsync({ body: { status: next } } as never)) as Detail;
      queryClient.setQueryData(adminMerchantQueryOptions(merchant.id).queryKey, saved);
      toast.success(
        t('merchantsArea.toasts.statusChanged', { status: t(`merchantsArea.status.${next}`) }),
      );
      setNext(undefined);
    } catch {
      toast.error(t('merchantsArea.toasts.statusError'));
    } finally {
      setConfirming(false);
    }
  };

  return (
    <Flex gap={8} align="center" wrap>
      <Select
        aria-label={t('merchantsArea.changeStatus.label')}
        placeholder={t('merchantsArea.changeStatus.label')}
        value={next}
        onChange={(value: TMerchantStatus) => setNext(value)}
        options={ZMerchantStatus.options
          .filter((option) => option !== merchant.status)
          .map((option) => ({ value: option, label: t(`merchantsArea.status.${option}`) }))}
        style={{ minWidth: 200 }}
      />
      <Button disabled={!next} onClick={() => setConfirming(true)}>
        {t('merchantsArea.changeStatus.button')}
      </Button>
      {confirming && next ? (
        <Modal
          open
          title={t('merchantsArea.changeStatus.title')}
          okText={t('merchantsArea.changeStatus.confirm')}
          cancelText={t('merchantsArea.changeStatus.cancel')}
          okButtonProps={{
            danger: next === 'inactive' || next === 'rejected',
            loading: mutation.isPending,
          }}
          onOk={() => void apply()}
          onCancel={() => setConfirming(false)}
        >
          {t('merchantsArea.changeStatus.body', {
            name: merchant.name,
            from: t(`merchantsArea.status.${merchant.status}`),
            to: t(`merchantsArea.status.${next}`),
            effect: t(`merchantsArea.statusHelp.${next}`),
          })}
        </Modal>
      ) : null}
    </Flex>
  );
}

/** /admin/merchants/:id: status, balance, accounts, members, KYC and latest transactions. */
export function MerchantDetailPage() {
  const { id = '' } = useParams();
  const { t, i18n } = useTranslation(['admin', 'common']);
  const canManage = useAdminAccess().can('merchants.manage');
  const merchant = useQuery({ ...adminMerchantQueryOptions(id), retry: false });
  const [editing, setEditing] = useState(false);
  const spec = { titleKey: 'pages.merchantDetail.title', parents: [MERCHANTS] };
  const c = (key: string) => textFor(t)(`merchantsArea.detail.columns.${key}`);
  const when = (iso: string) => formatDateTime(iso, i18n.language);

  if (merchant.isPending)
    return (
      <RoutePage namespace="admin" spec={spec}>
        <Spin />
      </RoutePage>
    );
  if (merchant.isError || !merchant.data) {
    const notFound = merchant.error instanceof ApiError && merchant.error.status === 404;
    return (
      <RoutePage namespace="admin" spec={spec}>
        <Alert
          type="error"
          showIcon
          title={t(notFound ? 'merchantsArea.detail.notFound' : 'merchantsArea.detail.loadError')}
          description={notFound ? t('merchantsArea.detail.notFoundHint') : undefined}
        />
        <Link to="/admin/merchants">{t('merchantsArea.detail.back')}</Link>
      </RoutePage>
    );
  }
  const m = merchant.data;

  const bankColumns: TableProps<Detail['bankAccounts'][number]>['columns'] = [
    { key: 'bank', title: c('bank'), render: (_, a) => `${a.bankCode} · ${a.bankName}` },
    { key: 'branch', title: c('branch'), dataIndex: 'branchNumber' },
    { key: 'account', title: c('account'), dataIndex: 'accountNumber' },
    { key: 'type', title: c('type'), dataIndex: 'accountType' },
    { key: 'holder', title: c('holder'), dataIndex: 'holderName' },
    { key: 'status', title: c('status'), dataIndex: 'status' },
  ];
  const virtualColumns: TableProps<Detail['virtualAccounts'][number]>['columns'] = [
    {
      key: 'label',
      title: c('label'),
      render: (_, a) => (
        <Flex gap={4}>
          {a.label}
          {a.isDefault ? <Tag>{c('default')}</Tag> : null}
        </Flex>
      ),
    },
    { key: 'type', title: c('type'), dataIndex: 'type' },
    {
      key: 'balance',
      title: c('balance'),
      align: 'right',
      render: (_, a) => <Money cents={a.balance} />,
    },
    {
      key: 'blocked',
      title: c('blocked'),
      align: 'right',
      render: (_, a) => <Money cents={a.blockedBalance} />,
    },
    { key: 'status', title: c('status'), dataIndex: 'status' },
  ];
  const memberColumns: TableProps<Detail['members'][number]>['columns'] = [
    { key: 'name', title: c('name'), dataIndex: 'name' },
    { key: 'email', title: c('email'), dataIndex: 'email' },
    { key: 'role', title: c('role'), render: (_, u) => t(`merchantsArea.detail.roles.${u.role}`) },
    {
      key: 'status',
      title: c('status'),
      render: (_, u) => (
        <Tag color={u.status === 'active' ? 'green' : 'red'}>
          {t(`merchantsArea.detail.memberStatus.${u.status}`)}
        </Tag>
      ),
    },
  ];
  const transactionColumns: TableProps<Detail['latestTransactions'][number]>['columns'] = [
    { key: 'date', title: c('date'), render: (_, d) => when(d.createdAt) },
    { key: 'kind', title: c('kind'), render: (_, d) => t(`merchantsArea.detail.kinds.${d.kind}`) },
    { key: 'method', title: c('method'), render: (_, d) => d.method.toUpperCase() },
    { key: 'reference', title: c('reference'), dataIndex: 'reference' },
    { key: 'counterparty', title: c('counterparty'), render: (_, d) => d.counterpartyName ?? '—' },
    {
      key: 'amount',
      title: c('amount'),
      align: 'right',
      render: (_, d) => <Money cents={d.amount} />,
    },
    { key: 'fee', title: c('fee'), align: 'right', render: (_, d) => <Money cents={d.fee} /> },
    { key: 'status', title: c('status'), dataIndex: 'status' },
  ];
  const uboColumns: TableProps<Detail['ubos'][number]>['columns'] = [
    { key: 'name', title: c('name'), render: (_, u) => `${u.firstName} ${u.lastName}` },
    { key: 'cpf', title: c('cpf'), render: (_, u) => formatDocument(u.cpf) },
    {
      key: 'ownership',
      title: c('ownership'),
      align: 'right',
      render: (_, u) => `${u.ownershipPercentage}%`,
    },
  ];
  const empty = { emptyText: t('merchantsArea.detail.none') };

  return (
    <RoutePage
      namespace="admin"
      spec={spec}
      title={m.name}
      extra={
        canManage ? (
          <Button type="primary" onClick={() => setEditing(true)}>
            {t('merchantsArea.detail.edit')}
          </Button>
        ) : null
      }
    >
      <Flex vertical gap={16}>
        <Card title={t('merchantsArea.detail.summary')}>
          <Descriptions
            column={{ xs: 1, md: 2 }}
            items={[
              { key: 'name', label: t('merchantsArea.detail.name'), children: m.name },
              {
                key: 'document',
                label: t('merchantsArea.detail.document'),
                children: formatDocument(m.document),
              },
              {
                key: 'status',
                label: t('merchantsArea.detail.status'),
                children: <StatusTag kind={MERCHANT_STATUS} status={m.status} />,
              },
              {
                key: 'balance',
                label: t('merchantsArea.detail.balance'),
                children: <Money cents={m.balance} strong />,
              },
              {
                key: 'kyc',
                label: t('merchantsArea.detail.kycStatus'),
                children: <StatusTag kind={KYC_STATUS} status={m.kycStatus} />,
              },
              {
                key: 'createdAt',
                label: t('merchantsArea.detail.createdAt'),
                children: when(m.createdAt),
              },
            ]}
          />
          <Text type="secondary">{t(`merchantsArea.statusHelp.${m.status}`)}</Text>
          {canManage ? (
            <div style={{ marginTop: 12 }}>
              <StatusChange merchant={m} />
            </div>
          ) : null}
        </Card>
        <Card title={t('merchantsArea.detail.bankAccounts')}>
          <Table
            rowKey="id"
            size="small"
            pagination={false}
            columns={bankColumns}
            dataSource={m.bankAccounts}
            locale={empty}
            scroll={{ x: true }}
          />
        </Card>
        <Card title={t('merchantsArea.detail.virtualAccounts')}>
          <Table
            rowKey="id"
            size="small"
            pagination={false}
            columns={virtualColumns}
            dataSource={m.virtualAccounts}
            locale={empty}
            scroll={{ x: true }}
          />
        </Card>
        <Card title={t('merchantsArea.detail.members')}>
          <Table
            rowKey="userId"
            size="small"
            pagination={false}
            columns={memberColumns}
            dataSource={m.members}
            locale={empty}
            scroll={{ x: true }}
          />
        </Card>
        <Card title={t('merchantsArea.detail.latestTransactions')}>
          <Table
            rowKey="id"
            size="small"
            pagination={false}
            columns={transactionColumns}
            dataSource={m.latestTransactions}
            locale={empty}
            scroll={{ x: true }}
          />
        </Card>
        <Card title={t('merchantsArea.detail.ubos')}>
          {m.individual || m.business ? null : (
            <Text type="secondary">{t('merchantsArea.detail.formNotFilled')}</Text>
          )}
          <Table
            rowKey="id"
            size="small"
            pagination={false}
            columns={uboColumns}
            dataSource={m.ubos}
            locale={empty}
          />
        </Card>
      </Flex>
      {editing ? <MerchantFormDrawer merchant={m} onClose={() => setEditing(false)} /> : null}
    </RoutePage>
  );
}
