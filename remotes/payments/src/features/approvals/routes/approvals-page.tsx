import { useCurrentMerchant, useMe } from '@arara/session/me';
import {
  APPROVAL_STATUSES,
  ROLE_RANK,
  type TApprovalStatus,
  type TPaymentApproval,
} from '@arara/contracts';
import { MerchantPage, QueryView } from '@arara/ui/page';
import { useTranslation } from '@arara/i18n';
import { Flex, Text } from '@arara/ui/core';
import { formatDateTime, Money } from '@arara/ui/data';
import { Table } from '@arara/ui/table';
import { Segmented, Tag } from '@arara/ui/layout';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { approvalsQueryOptions } from '../api/approvals';
import { ApprovalDecisions } from '../components/approval-decisions';

const SPEC = { titleKey: 'approvals.title', descriptionKey: 'approvals.description' };

function Approvals({ merchantId }: { merchantId: string }) {
  const { t, i18n } = useTranslation('payments');
  const { can, merchant } = useCurrentMerchant();
  const me = useMe();
  const [status, setStatus] = useState<TApprovalStatus>('pending');
  const approvals = useQuery(approvalsQueryOptions(merchantId, status));
  const canDecide = status === 'pending' && can('approvals.decide');
  /** Why this member cannot decide a payment (the API refuses it anyway), or null. */
  const cannotDecide = (row: TPaymentApproval): string | null => {
    if (row.initiatedBy.id === me.data?.user.id) return t('approvals.errors.ownPayment');
    if (merchant && ROLE_RANK[merchant.role] < ROLE_RANK[row.approverRole]) {
      return t('approvals.errors.roleTooLow');
    }
    return null;
  };
  return (
    <Flex vertical gap={16}>
      <Segmented
        aria-label={t('approvals.statusFilter')}
        value={status}
        onChange={(value) => setStatus(value as TApprovalStatus)}
        options={APPROVAL_STATUSES.map((value) => ({
          value,
          label: t(`approvals.status.${value}`),
        }))}
        style={{ alignSelf: 'flex-start' }}
      />
      <QueryView query={approvals}>
        {(data) => (
          <Table<TPaymentApproval>
            rowKey="id"
            dataSource={data.items}
            pagination={false}
            locale={{ emptyText: t('approvals.empty') }}
            columns={[
              {
                key: 'createdAt',
                title: t('flow.fields.date'),
                render: (_, row) => formatDateTime(row.createdAt, i18n.language),
              },
              {
                key: 'operation',
                title: t('approvals.operation'),
                render: (_, row) => <Tag>{t(`approvals.operations.${row.operation}`)}</Tag>,
              },
              {
                key: 'amount',
                title: t('flow.fields.amount'),
                align: 'right',
                render: (_, row) => <Money cents={row.amount} strong />,
              },
              {
                key: 'to',
                title: t('flow.fields.receiver'),
                render: (_, row) =>
                  row.document.counterpartyName ??
                  row.document.counterpartVirtualAccountLabel ??
                  '—',
              },
              {
                key: 'description',
                title: t('approvals.message'),
                render: (_, row) => row.document.description ?? '—',
              },
              {
                key: 'from',
                title: t('flow.fields.origin'),
                render: (_, row) => row.document.virtualAccountLabel,
              },
              {
                key: 'initiatedBy',
                title: t('approvals.initiatedBy'),
                render: (_, row) => row.initiatedBy.name,
              },
              {
                key: 'progress',
                title: t('approvals.progress'),
                render: (_, row) => (
                  <Flex vertical>
                    <Text>
                      {t('approvals.count', {
                        count: row.decisions.filter((d) => d.decision === 'approve').length,
                        required: row.requiredApprovals,
                        role: t(`approvals.roles.${row.approverRole}`),
                      })}
                    </Text>
                    {row.failureReason ? <Text type="secondary">{row.failureReason}</Text> : null}
                  </Flex>
                ),
              },
              ...(canDecide
                ? [
                    {
                      key: 'decide',
                      title: t('approvals.decide'),
                      render: (_: unknown, row: TPaymentApproval) => {
                        const reason = cannotDecide(row);
                        return reason ? (
                          <Text type="secondary">{reason}</Text>
                        ) : (
                          <ApprovalDecisions approval={row} merchantId={merchantId} />
                        );
                      },
                    },
                  ]
                : []),
            ]}
          />
        )}
      </QueryView>
    </Flex>
  );
}

/**
 * `/approvals`: payments an approval rule holds (Settings › Approval Rules). Members whose role
 * reaches the rule's approve (with their password and 6-digit code) or reject them; the last
 * approval moves the money.
 */
export function ApprovalsPage() {
  return (
    <MerchantPage namespace="payments" spec={SPEC}>
      {(merchantId) => <Approvals merchantId={merchantId} />}
    </MerchantPage>
  );
}
