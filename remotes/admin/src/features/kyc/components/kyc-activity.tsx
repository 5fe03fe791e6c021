import type { TOnboardingEvent } from '@arara/contracts';
import { useTranslation } from '@arara/i18n';
import { Flex, Text, Title } from '@arara/ui/core';
import { formatDateTime, Timeline } from '@arara/ui/data';

/** Who did it: the person's name, else what they are (the merchant's user, an admin, Arara). */
function useActor() {
  const { t } = useTranslation('admin');
  return (event: TOnboardingEvent) =>
    event.actor.name ?? t(`kyc.activity.actors.${event.actor.type}`);
}

/** The case's activity history: who did what and when, with the reason and the admin notes. */
export function KycActivity({ events }: { events: TOnboardingEvent[] }) {
  const { t, i18n } = useTranslation('admin');
  const actor = useActor();
  return (
    <Flex vertical gap={8}>
      <Title level={4}>{t('kyc.activity.title')}</Title>
      {events.length === 0 ? (
        <Text type="secondary">{t('kyc.activity.empty')}</Text>
      ) : (
        <Timeline
          items={events.map((event) => ({
            key: event.id,
            content: (
              <Flex vertical gap={2} data-testid="kyc-activity-line">
                <Text>
                  {t('kyc.activity.line', {
                    who: actor(event),
                    what: t(`kyc.activity.actions.${event.action}`),
                  })}
                  {event.documentType ? ` (${t(`kyc.documents.types.${event.documentType}`)})` : ''}
                </Text>
                <Text type="secondary">{formatDateTime(event.createdAt, i18n.language)}</Text>
                {event.reason ? (
                  <Text>{t('kyc.activity.reason', { reason: event.reason })}</Text>
                ) : null}
                {event.notes ? (
                  <Text type="secondary">{t('kyc.activity.notes', { notes: event.notes })}</Text>
                ) : null}
              </Flex>
            ),
          }))}
        />
      )}
    </Flex>
  );
}
