import { useTranslation } from '@arara/i18n';
import { Text } from '@arara/ui/core';

const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['day', 86_400_000],
  ['hour', 3_600_000],
  ['minute', 60_000],
];

/**
 * The time left until `deadline` in the reader's language ("in 3 days", "em 5 horas"), in the
 * largest whole unit; null once it has passed (the caller says "expired").
 */
export function timeLeft(deadline: string, language: string, now = Date.now()): string | null {
  const left = new Date(deadline).getTime() - now;
  if (!(left > 0)) return null;
  const format = new Intl.RelativeTimeFormat(language, { numeric: 'always' });
  for (const [unit, ms] of UNITS) {
    if (left >= ms) return format.format(Math.floor(left / ms), unit);
  }
  return format.format(1, 'minute');
}

/** Whether the deadline has passed. */
export const isExpired = (deadline: string, now = Date.now()) =>
  !(new Date(deadline).getTime() > now);

/** A deadline as time left, or "Expired" in red once past. */
export function DeadlineText({ deadline }: { deadline: string }) {
  const { t, i18n } = useTranslation('compliance');
  const left = timeLeft(deadline, i18n.language);
  if (left === null) return <Text type="danger">{t('infractions.deadline.expired')}</Text>;
  return <Text>{left}</Text>;
}
