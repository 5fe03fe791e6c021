import { useSandboxMode } from '@arara/api-client/query';
import {
  type TInfraction,
  type TSandboxAnalysisRequest,
  ZDisputeRequest,
  ZSandboxAnalysisRequest,
} from '@arara/contracts';
import { useTranslation } from '@arara/i18n';
import { Button, Flex, Paragraph, toast } from '@arara/ui/core';
import { FormDrawer, SelectField, TextField, useDrawerForm } from '@arara/ui/form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import * as z from 'zod/mini';
import { COMPLIANCE_ERROR_NAMESPACES } from '@/lib/errors';
import { useOpenDispute, useSandboxAnalysis } from '../api/infraction';

type Props = { merchantId: string; infraction: TInfraction };

/** Closed against the merchant (the analysis agreed, the payer refunded) and not disputed yet. */
export const canDispute = (infraction: TInfraction) =>
  infraction.status === 'CLOSED' &&
  infraction.analysisResult === 'agreed' &&
  infraction.disputeId === null;

const ZDisputeForm = z.object({ reason: ZDisputeRequest.shape.reason });
type DisputeValues = z.infer<typeof ZDisputeForm>;

/** "Dispute with compliance": the reason, then the disputes list. */
function DisputeDrawer({ merchantId, infraction, open, onClose }: Props & DrawerProps) {
  const { t } = useTranslation('compliance');
  const navigate = useNavigate();
  const dispute = useOpenDispute(merchantId);
  const drawer = useDrawerForm<DisputeValues>(
    { open, onClose },
    {
      resolver: zodResolver(ZDisputeForm),
      defaultValues: { reason: '' },
      failureText: t('infractions.dispute.failed'),
      pending: dispute.isPending,
      submit: async (values) => {
        await dispute.mutateAsync({
          body: { infractionId: infraction.id, reason: values.reason.trim() },
        });
        toast.success(t('infractions.dispute.done'));
        onClose();
        navigate('/compliance/disputes');
      },
    },
  );
  return (
    <FormDrawer
      {...drawer}
      title={t('infractions.dispute.title')}
      formId="dispute"
      submitLabel={t('infractions.dispute.submit')}
      cancelLabel={t('infractions.dispute.cancel')}
      errorNamespaces={COMPLIANCE_ERROR_NAMESPACES}
      intro={<Paragraph type="secondary">{t('infractions.dispute.intro')}</Paragraph>}
    >
      <TextField<DisputeValues>
        name="reason"
        label={t('infractions.dispute.reason')}
        maxLength={1000}
      />
    </FormDrawer>
  );
}

type DrawerProps = { open: boolean; onClose: () => void };
type AnalysisValues = { result: TSandboxAnalysisRequest['result']; details: string };

/** Sandbox: the reporting institution decides (agreed → refund, disagreed → release). */
function SandboxAnalysisDrawer({ merchantId, infraction, open, onClose }: Props & DrawerProps) {
  const { t } = useTranslation('compliance');
  const analysis = useSandboxAnalysis(merchantId, infraction.id);
  const drawer = useDrawerForm<AnalysisValues>(
    { open, onClose },
    {
      resolver: zodResolver(
        z.object({
          result: ZSandboxAnalysisRequest.shape.result,
          details: z.string().check(z.maxLength(2000)),
        }),
      ),
      defaultValues: { result: 'disagreed', details: '' },
      failureText: t('infractions.sandbox.analysis.failed'),
      pending: analysis.isPending,
      submit: async (values) => {
        await analysis.mutateAsync({
          body: { result: values.result, details: values.details.trim() || undefined },
        });
        toast.success(t('infractions.sandbox.analysis.done'));
        onClose();
      },
    },
  );
  return (
    <FormDrawer
      {...drawer}
      title={t('infractions.sandbox.analysis.title')}
      formId="sandbox-analysis"
      submitLabel={t('infractions.sandbox.analysis.submit')}
      cancelLabel={t('infractions.sandbox.analysis.cancel')}
      errorNamespaces={COMPLIANCE_ERROR_NAMESPACES}
    >
      <SelectField<AnalysisValues>
        name="result"
        label={t('infractions.sandbox.analysis.result')}
        options={(['agreed', 'disagreed'] as const).map((result) => ({
          value: result,
          label: t(`infractions.analysisResults.${result}`),
        }))}
      />
      <TextField<AnalysisValues>
        name="details"
        label={t('infractions.sandbox.analysis.details')}
        maxLength={2000}
      />
    </FormDrawer>
  );
}

/**
 * The page's actions: dispute a closed infraction the institution agreed with; in the sandbox,
 * decide the institution's analysis of one not closed yet.
 */
export function InfractionActions({ merchantId, infraction }: Props) {
  const { t } = useTranslation('compliance');
  const isSandbox = useSandboxMode();
  const [drawer, setDrawer] = useState<'dispute' | 'analysis' | null>(null);
  const close = () => setDrawer(null);
  return (
    <Flex gap={8} wrap align="center">
      {infraction.disputeId ? (
        <Link to="/compliance/disputes">{t('infractions.dispute.seeDisputes')}</Link>
      ) : null}
      {canDispute(infraction) ? (
        <>
          <Button type="primary" onClick={() => setDrawer('dispute')}>
            {t('infractions.dispute.open')}
          </Button>
          <DisputeDrawer
            merchantId={merchantId}
            infraction={infraction}
            open={drawer === 'dispute'}
            onClose={close}
          />
        </>
      ) : null}
      {isSandbox && infraction.status !== 'CLOSED' ? (
        <>
          <Button onClick={() => setDrawer('analysis')}>
            {t('infractions.sandbox.analysis.button')}
          </Button>
          <SandboxAnalysisDrawer
            merchantId={merchantId}
            infraction={infraction}
            open={drawer === 'analysis'}
            onClose={close}
          />
        </>
      ) : null}
    </Flex>
  );
}
