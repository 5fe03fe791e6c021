import { type TDispute, ZSandboxDisputeDecision } from '@arara/contracts';
import { useTranslation } from '@arara/i18n';
import { Button, toast } from '@arara/ui/core';
import { FormDrawer, SelectField, TextField, useDrawerForm } from '@arara/ui/form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import * as z from 'zod/mini';
import { COMPLIANCE_ERROR_NAMESPACES } from '@/lib/errors';
import { useSandboxDecision } from '../api/disputes';

const NEXT = ['under_review', 'upheld', 'dismissed'] as const;
type Values = { status: (typeof NEXT)[number]; resolution: string };

/** Sandbox only: compliance moves a dispute (under review, upheld, dismissed). */
export function SandboxDecision({
  merchantId,
  dispute,
}: {
  merchantId: string;
  dispute: TDispute;
}) {
  const { t } = useTranslation('compliance');
  const [open, setOpen] = useState(false);
  const decide = useSandboxDecision(merchantId, dispute.id);
  const drawer = useDrawerForm<Values>(
    { open, onClose: () => setOpen(false) },
    {
      resolver: zodResolver(
        z.object({
          status: ZSandboxDisputeDecision.shape.status,
          resolution: z.string().check(z.maxLength(2000)),
        }),
      ),
      defaultValues: {
        status: dispute.status === 'open' ? 'under_review' : 'upheld',
        resolution: '',
      },
      failureText: t('disputes.sandbox.failed'),
      pending: decide.isPending,
      submit: async (values) => {
        await decide.mutateAsync({
          body: { status: values.status, resolution: values.resolution.trim() || undefined },
        });
        toast.success(t('disputes.sandbox.done'));
        setOpen(false);
      },
    },
  );
  if (dispute.status === 'upheld' || dispute.status === 'dismissed') return null;
  return (
    <>
      <Button size="small" onClick={() => setOpen(true)}>
        {t('disputes.sandbox.move')}
      </Button>
      <FormDrawer
        {...drawer}
        title={t('disputes.sandbox.title')}
        formId={`dispute-${dispute.id}`}
        submitLabel={t('disputes.sandbox.submit')}
        cancelLabel={t('disputes.sandbox.cancel')}
        errorNamespaces={COMPLIANCE_ERROR_NAMESPACES}
      >
        <SelectField<Values>
          name="status"
          label={t('disputes.sandbox.status')}
          options={NEXT.map((status) => ({
            value: status,
            label: t(`disputes.statuses.${status}`),
          }))}
        />
        <TextField<Values>
          name="resolution"
          label={t('disputes.sandbox.resolution')}
          maxLength={2000}
        />
      </FormDrawer>
    </>
  );
}
