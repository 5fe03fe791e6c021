import { endpointKey } from '@arara/api-client/query';
import { approvalRuleEndpoints } from '@arara/contracts';
import {
  type TApprovalRule,
  type TMerchantDetail,
  ZApprovalOperation,
  ZApproverRole,
} from '@arara/contracts';
import { Alert, Button, Flex, Paragraph, toast } from '@arara/ui/core';
import { Table } from '@arara/ui/table';
import { NumberField, optionsOf, SelectField, Switch } from '@arara/ui/form';
import { ConfirmButton, PlusOutlined } from '@arara/ui/layout';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import * as z from 'zod/mini';
import {
  approvalRulesQuery,
  createApprovalRule,
  deleteApprovalRule,
  updateApprovalRule,
} from '@/api/team';
import { PanelForm } from '@/components/panel-form';
import { useRowAction } from './use-row-action';
import { useTeamTranslation } from '@/components/use-team-translation';

const amountError = { error: 'team:settings.rules.validation.amountPositive' } as const;
const approvalsError = { error: 'team:settings.rules.validation.approvalsRange' } as const;

/** The form takes reais (money as typed); the API takes integer cents. */
const ZRuleForm = z.object({
  operation: ZApprovalOperation,
  amount: z.number(amountError).check(z.gte(0.01, amountError)),
  approverRole: ZApproverRole,
  requiredApprovals: z
    .number(approvalsError)
    .check(z.int(approvalsError), z.gte(1, approvalsError), z.lte(5, approvalsError)),
});
type TRuleForm = z.infer<typeof ZRuleForm>;

const toCents = (reais: number) => Math.round(reais * 100);

type Editing = { mode: 'create' } | { mode: 'edit'; rule: TApprovalRule } | null;

/** "Movements of X from R$ Y need N approvals by role Z": stored and listed here. */
export function ApprovalRulesTab({ merchant }: { merchant: TMerchantDetail }) {
  const { t, i18n } = useTeamTranslation();
  const queryClient = useQueryClient();
  const rules = useQuery(approvalRulesQuery(merchant.id));
  const canManage = merchant.permissions.includes('approvalRules.manage');
  const [editing, setEditing] = useState<Editing>(null);
  const money = new Intl.NumberFormat(i18n.language, { style: 'currency', currency: 'BRL' });
  const refresh = () =>
    queryClient.invalidateQueries({
      queryKey: endpointKey(approvalRuleEndpoints.list, { merchantId: merchant.id }),
    });

  const toggle = useMutation({
    mutationFn: (rule: TApprovalRule) =>
      updateApprovalRule(merchant.id, rule.id, { active: !rule.active }),
    onSuccess: refresh,
    onError: () => toast.error(t('settings.rules.error')),
  });
  const remove = useRowAction({
    mutationFn: (rule: TApprovalRule) => deleteApprovalRule(merchant.id, rule.id),
    done: () => t('settings.rules.deleted'),
    failed: t('settings.rules.deleteError'),
    refresh,
  });

  if (rules.isError) return <Alert type="error" showIcon title={t('common:errors.loadingData')} />;

  return (
    <Flex vertical gap={16}>
      <Paragraph>{t('settings.rules.description')}</Paragraph>
      <Flex justify="space-between" align="center" wrap gap={12}>
        {canManage ? <span /> : <Alert type="info" showIcon title={t('settings.rules.readOnly')} />}
        {canManage ? (
          <Button
            type="primary"
            icon={<PlusOutlined />}
            onClick={() => setEditing({ mode: 'create' })}
          >
            {t('settings.rules.add')}
          </Button>
        ) : null}
      </Flex>
      <Table<TApprovalRule>
        rowKey="id"
        loading={rules.isPending}
        dataSource={rules.data?.rules ?? []}
        pagination={false}
        locale={{ emptyText: t('settings.rules.empty') }}
        columns={[
          {
            key: 'operation',
            title: t('settings.rules.operation'),
            render: (_, rule) => t(`settings.rules.operations.${rule.operation}`),
          },
          {
            key: 'minAmount',
            title: t('settings.rules.minAmount'),
            render: (_, rule) => money.format(rule.minAmount / 100),
          },
          {
            key: 'approverRole',
            title: t('settings.rules.approverRole'),
            render: (_, rule) => t(`roles.${rule.approverRole}`),
          },
          {
            key: 'requiredApprovals',
            title: t('settings.rules.requiredApprovals'),
            dataIndex: 'requiredApprovals',
          },
          {
            key: 'active',
            title: t('settings.rules.active'),
            render: (_, rule) => (
              <Switch
                aria-label={t('settings.rules.active')}
                checked={rule.active}
                disabled={!canManage}
                loading={toggle.isPending && toggle.variables === rule}
                onChange={() => toggle.mutate(rule)}
              />
            ),
          },
          ...(canManage
            ? [
                {
                  key: 'actions',
                  title: t('settings.rules.actions'),
                  render: (_: unknown, rule: TApprovalRule) => (
                    <Flex gap={8}>
                      <Button size="small" onClick={() => setEditing({ mode: 'edit', rule })}>
                        {t('settings.rules.edit')}
                      </Button>
                      <ConfirmButton
                        danger
                        label={t('settings.rules.delete')}
                        question={t('settings.rules.deleteConfirm')}
                        cancelLabel={t('settings.rules.cancel')}
                        onConfirm={() => remove.mutateAsync(rule)}
                      />
                    </Flex>
                  ),
                },
              ]
            : []),
        ]}
      />
      {editing ? (
        <RulePanel
          merchantId={merchant.id}
          editing={editing}
          onClose={() => setEditing(null)}
          onSaved={refresh}
        />
      ) : null}
    </Flex>
  );
}

function RulePanel({
  merchantId,
  editing,
  onClose,
  onSaved,
}: {
  merchantId: string;
  editing: NonNullable<Editing>;
  onClose: () => void;
  onSaved: () => Promise<unknown>;
}) {
  const { t } = useTeamTranslation();
  const rule = editing.mode === 'edit' ? editing.rule : null;
  const form = useForm<TRuleForm>({
    resolver: zodResolver(ZRuleForm),
    defaultValues: rule
      ? {
          operation: rule.operation,
          amount: rule.minAmount / 100,
          approverRole: rule.approverRole,
          requiredApprovals: rule.requiredApprovals,
        }
      : { operation: 'any', approverRole: 'admin', requiredApprovals: 1 },
  });
  const save = useMutation({
    mutationFn: ({ amount, operation, ...values }: TRuleForm) =>
      rule
        ? updateApprovalRule(merchantId, rule.id, { ...values, minAmount: toCents(amount) })
        : createApprovalRule(merchantId, { ...values, operation, minAmount: toCents(amount) }),
    onSuccess: async () => {
      toast.success(t('settings.rules.saved'));
      await onSaved();
      onClose();
    },
  });
  const title = rule ? t('settings.rules.editTitle') : t('settings.rules.addTitle');

  return (
    <PanelForm
      title={title}
      form={form}
      onSubmit={form.handleSubmit((values) => save.mutate(values))}
      failure={save.isError ? t('settings.rules.error') : null}
      onCancel={onClose}
      cancelLabel={t('settings.rules.cancel')}
      submitLabel={t('settings.rules.save')}
      pending={save.isPending}
    >
      <SelectField
        name="operation"
        id="rule-operation"
        label={t('settings.rules.operation')}
        disabled={rule !== null}
        options={optionsOf(ZApprovalOperation.options, (operation) =>
          t(`settings.rules.operations.${operation}`),
        )}
      />
      <NumberField
        name="amount"
        id="rule-amount"
        label={t('settings.rules.minAmount')}
        prefix="R$"
        min={0}
        step={100}
        precision={2}
        decimalSeparator=","
      />
      <SelectField
        name="approverRole"
        id="rule-approver-role"
        label={t('settings.rules.approverRole')}
        options={optionsOf(ZApproverRole.options, (role) => t(`roles.${role}`))}
      />
      <NumberField
        name="requiredApprovals"
        id="rule-required-approvals"
        label={t('settings.rules.requiredApprovals')}
        min={1}
        max={5}
        precision={0}
      />
    </PanelForm>
  );
}
