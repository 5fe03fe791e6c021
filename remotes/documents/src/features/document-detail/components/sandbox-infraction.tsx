import { useSandboxMode } from '@arara/api-client/query';
import {
  INFRACTION_TYPES,
  type TPaymentDocument,
  ZSandboxInfractionRequest,
} from '@arara/contracts';
import { useTranslation } from '@arara/i18n';
import { Button, Paragraph, toast } from '@arara/ui/core';
import { AmountField, FormDrawer, SelectField, TextField, useDrawerForm } from '@arara/ui/form';
import { infractionPath } from '@arara/ui/infractions';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import * as z from 'zod/mini';
import { REFUND_ERROR_NAMESPACES } from '@/lib/errors';
import { useSandboxInfraction } from '../api/sandbox-infraction';

const ZForm = z.object({
  type: ZSandboxInfractionRequest.shape.type,
  amount: ZSandboxInfractionRequest.shape.amount,
  reportDetails: z.string().check(z.maxLength(2000)),
});
type Values = z.infer<typeof ZForm>;

/** A received, settled Pix: what an infraction can be opened against. */
const applies = (document: TPaymentDocument) =>
  document.kind === 'entry' && document.method === 'pix' && document.status === 'approved';

/**
 * Sandbox only: the payer's institution opens an infraction against this received Pix (type,
 * amount — the whole Pix by default —, report details); its page opens, with the amount held.
 */
export function SandboxInfractionButton({
  merchantId,
  document,
}: {
  merchantId: string;
  document: TPaymentDocument;
}) {
  const { t } = useTranslation(['documents', 'compliance']);
  const navigate = useNavigate();
  const isSandbox = useSandboxMode();
  const [open, setOpen] = useState(false);
  const opening = useSandboxInfraction(merchantId);
  const drawer = useDrawerForm<Values>(
    { open, onClose: () => setOpen(false) },
    {
      resolver: zodResolver(ZForm),
      defaultValues: { type: 'refund_request', amount: document.amount, reportDetails: '' },
      failureText: t('sandboxInfraction.failed'),
      pending: opening.isPending,
      submit: async (values) => {
        const created = await opening.mutateAsync({
          body: {
            documentId: document.id,
            type: values.type,
            amount: values.amount,
            reportDetails: values.reportDetails.trim() || undefined,
          },
        });
        toast.success(t('sandboxInfraction.done'));
        setOpen(false);
        navigate(infractionPath(created.id));
      },
    },
  );
  if (!isSandbox || !applies(document)) return null;
  return (
    <>
      <Button onClick={() => setOpen(true)}>{t('sandboxInfraction.button')}</Button>
      <FormDrawer
        {...drawer}
        title={t('sandboxInfraction.title')}
        formId="sandbox-infraction"
        submitLabel={t('sandboxInfraction.submit')}
        cancelLabel={t('sandboxInfraction.cancel')}
        errorNamespaces={['compliance', ...REFUND_ERROR_NAMESPACES]}
        intro={<Paragraph type="secondary">{t('sandboxInfraction.intro')}</Paragraph>}
      >
        <SelectField<Values>
          name="type"
          label={t('sandboxInfraction.type')}
          options={INFRACTION_TYPES.map((type) => ({
            value: type,
            label: t(`compliance:infractions.types.${type}`),
          }))}
        />
        <AmountField<Values> name="amount" label={t('sandboxInfraction.amount')} />
        <TextField<Values>
          name="reportDetails"
          label={t('sandboxInfraction.reportDetails')}
          maxLength={2000}
        />
      </FormDrawer>
    </>
  );
}
