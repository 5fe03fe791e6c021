import type { TPixPreview } from '@arara/contracts';
import { useTranslation } from '@arara/i18n';
import { ReviewCard } from '../../transfer-flow';

/** Who will receive the Pix: name, masked document, institution (from POST …/pix/preview). */
export function ReceiverCard({ preview }: { preview: TPixPreview }) {
  const { t } = useTranslation('payments');
  return (
    <ReviewCard
      title={t('pix.receiver.title')}
      items={[
        { key: 'name', label: t('pix.receiver.name'), value: preview.receiverName },
        { key: 'document', label: t('pix.receiver.document'), value: preview.maskedDocument },
        {
          key: 'institution',
          label: t('pix.receiver.institution'),
          value: preview.institutionName,
        },
        ...(preview.key ? [{ key: 'key', label: t('pix.receiver.key'), value: preview.key }] : []),
      ]}
    />
  );
}
