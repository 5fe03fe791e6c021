import type { TInfraction } from '@arara/contracts';
import { useTranslation } from '@arara/i18n';
import { Alert, Flex } from '@arara/ui/core';
import { StatusTag } from '@arara/ui/data';
import { INFRACTION_STATUS } from '@arara/ui/infractions';
import { DetailPage } from '@arara/ui/page';
import { infractionQueryOptions } from '../api/infraction';
import { canDefend, DefenseForm } from '../components/defense-form';
import { InfractionActions } from '../components/infraction-actions';
import {
  AnalysisSection,
  AttachmentsSection,
  DefenseHistory,
  GeneralSection,
  HoldSection,
  TransactionSection,
  WebhooksSection,
} from '../components/infraction-sections';

function InfractionView({
  merchantId,
  infraction,
}: {
  merchantId: string;
  infraction: TInfraction;
}) {
  const { t } = useTranslation('compliance');
  return (
    <Flex vertical gap={16}>
      <Flex justify="space-between" align="center" gap={8} wrap>
        <StatusTag kind={INFRACTION_STATUS} status={infraction.status} />
        <InfractionActions merchantId={merchantId} infraction={infraction} />
      </Flex>
      {infraction.disputeId ? (
        <Alert type="info" showIcon title={t('infractions.dispute.existing')} />
      ) : null}
      <GeneralSection infraction={infraction} />
      <TransactionSection infraction={infraction} />
      <HoldSection infraction={infraction} />
      <AttachmentsSection merchantId={merchantId} infraction={infraction} />
      <AnalysisSection infraction={infraction} />
      <WebhooksSection infraction={infraction} />
      <DefenseHistory merchantId={merchantId} infraction={infraction} />
      {canDefend(infraction) ? (
        <DefenseForm key={infraction.id} merchantId={merchantId} infraction={infraction} />
      ) : (
        <Alert type="warning" showIcon title={t('defense.form.closed')} />
      )}
    </Flex>
  );
}

/** `/infractions/{id}`: one infraction, its hold, its defenses and the defense form. */
export function InfractionPage() {
  const { t } = useTranslation('compliance');
  return (
    <DetailPage
      namespace="compliance"
      spec={{
        titleKey: 'infractionDetail.title',
        parents: [{ titleKey: 'infractions.title', path: '/infractions' }],
      }}
      query={infractionQueryOptions}
      title={(infraction) => infraction.endToEndId}
      errorTitle={t('infractions.detail.loadError')}
      notFound={{
        title: t('infractions.errors.notFound'),
        backTo: '/infractions',
        backLabel: t('infractions.detail.back'),
      }}
    >
      {(infraction, merchantId) => (
        <InfractionView merchantId={merchantId} infraction={infraction} />
      )}
    </DetailPage>
  );
}
