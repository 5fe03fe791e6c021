import { ApiError } from '@arara/api-client';
import { useCurrentMerchant, useMe } from '@arara/api-client/query';
import {
  APPROVAL_STATUSES,
  ROLE_RANK,
  type TApprovalStatus,
  type TPaymentApproval,
  type TPixCodeChannel,
} from '@arara/contracts';
import { MerchantPage, QueryView } from '@arara/ui/page';
import { useTranslation } from '@arara/i18n';
import { Button, Flex, Text, toast } from '@arara/ui/core';
import { formatDateTime, Money, Table } from '@arara/ui/data';
import { Popconfirm, Segmented, Tag } from '@arara/ui/layout';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { usePaymentErrorText } from '../../../lib/errors';
import { CodeDialog, PasswordDialog } from '../../transfer-flow';
import { approvalsQueryOptions, useDecideApproval, useRequestApprovalCode } from '../api/approvals';

const SPEC = { titleKey: 'approvals.title', descriptionKey: 'approvals.description' };

type Dialog = 'password' | 'code' | null;

/**
 * Approve (confirm → password → 6-digit code, like sending a Pix: the last approval moves the
 * money) or reject (confirm) one held payment.
 */
function Decisions({ approval, merchantId }: { approval: TPaymentApproval; merchantId: string }) {
  const { t } = useTranslation('payments');
  const errorText = usePaymentErrorText();
  const decide = useDecideApproval(merchantId);
  const codeRequest = useRequestApprovalCode(merchantId);
  const [dialog, setDialog] = useState<Dialog>(null);
  const [password, setPassword] = useState('');
  const [passwordError, setPasswordError] = useState<string | null>(null);
  const [codeError, setCodeError] = useState<string | null>(null);
  const [channel, setChannel] = useState<TPixCodeChannel['channel'] | null>(null);
  /** Why the API refused, as a toast (the dialogs close). */
  const refused = (error: unknown) => {
    setDialog(null);
    const fields = error instanceof ApiError ? error.fields : {};
    toast.error(errorText(fields.approval ?? fields.merchant) ?? t('errors.failed'));
  };
  const done = (result: TPaymentApproval) => {
    setDialog(null);
    toast.success(t(`approvals.done.${result.status}`));
  };
  const askCode = async (typed: string) => {
    setPassword(typed);
    setPasswordError(null);
    setCodeError(null);
    try {
      setChannel((await codeRequest.mutateAsync(approval.id)).channel);
      setDialog('code');
    } catch (error) {
      refused(error);
    }
  };
  const approve = (code: string) =>
    decide.mutate(
      { approvalId: approval.id, decision: 'approve', stepUp: { password, code } },
      {
        onSuccess: done,
        onError: (error) => {
          const fields = error instanceof ApiError ? error.fields : {};
          if (fields.code) {
            setCodeError(fields.code);
          } else if (fields.password) {
            setPasswordError(fields.password);
            setDialog('password');
          } else {
            refused(error);
          }
        },
      },
    );
  const reject = () =>
    decide.mutate(
      { approvalId: approval.id, decision: 'reject' },
      { onSuccess: done, onError: refused },
    );
  return (
    <Flex gap={8} wrap>
      <Popconfirm
        title={t('approvals.confirmApprove')}
        okText={t('approvals.approve')}
        cancelText={t('flow.actions.back')}
        onConfirm={() => {
          setPasswordError(null);
          setDialog('password');
        }}
      >
        <Button type="primary" size="small" loading={decide.isPending}>
          {t('approvals.approve')}
        </Button>
      </Popconfirm>
      <Popconfirm
        title={t('approvals.confirmReject')}
        okText={t('approvals.reject')}
        cancelText={t('flow.actions.back')}
        onConfirm={reject}
      >
        <Button danger size="small" disabled={decide.isPending}>
          {t('approvals.reject')}
        </Button>
      </Popconfirm>
      <PasswordDialog
        open={dialog === 'password'}
        error={passwordError}
        pending={codeRequest.isPending}
        onSubmit={(typed) => void askCode(typed)}
        onClose={() => setDialog(null)}
      />
      <CodeDialog
        open={dialog === 'code'}
        channel={channel}
        error={codeError}
        pending={decide.isPending}
        submitLabel={t('approvals.approve')}
        onSubmit={approve}
        onClose={() => setDialog(null)}
      />
    </Flex>
  );
}

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
                          <Decisions approval={row} merchantId={merchantId} />
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
