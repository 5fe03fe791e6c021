/** The merchant's time zone: days of periods, the balance chart and export dates. */
export const MERCHANT_TIME_ZONE = 'America/Sao_Paulo';

const partsFormat = new Map<string, Intl.DateTimeFormat>();
function formatter(timeZone: string): Intl.DateTimeFormat {
  let format = partsFormat.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    partsFormat.set(timeZone, format);
  }
  return format;
}

/** The wall-clock fields of `instant` in `timeZone`. */
export function zonedParts(instant: Date, timeZone = MERCHANT_TIME_ZONE) {
  const parts = Object.fromEntries(
    formatter(timeZone)
      .formatToParts(instant)
      .map((part) => [part.type, part.value]),
  ) as Record<'year' | 'month' | 'day' | 'hour' | 'minute' | 'second', string>;
  const millisecond = String(instant.getUTCMilliseconds()).padStart(3, '0');
  const asUtc = Date.UTC(
    Number(parts.year),
    Number(parts.month) - 1,
    Number(parts.day),
    Number(parts.hour),
    Number(parts.minute),
    Number(parts.second),
  );
  // Offset of the zone at that instant, in minutes (São Paulo: −180).
  const offsetMinutes = Math.round(
    (asUtc - (instant.getTime() - instant.getUTCMilliseconds())) / 60_000,
  );
  return { ...parts, millisecond, offsetMinutes };
}

/** Today's date (YYYY-MM-DD) in `timeZone`. */
export function zonedToday(now = new Date(), timeZone = MERCHANT_TIME_ZONE): string {
  const { year, month, day } = zonedParts(now, timeZone);
  return `${year}-${month}-${day}`;
}

/** YYYY-MM-DD plus `days` (may be negative). */
export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/** The instant the local day `date` (YYYY-MM-DD) starts in `timeZone`. */
export function startOfZonedDay(date: string, timeZone = MERCHANT_TIME_ZONE): Date {
  const wallClock = Date.parse(`${date}T00:00:00Z`);
  // Two passes: the offset at the guess, then at the corrected instant (DST changes).
  let instant = wallClock - zonedParts(new Date(wallClock), timeZone).offsetMinutes * 60_000;
  instant = wallClock - zonedParts(new Date(instant), timeZone).offsetMinutes * 60_000;
  return new Date(instant);
}

/** ±HH:MM */
export function formatOffset(offsetMinutes: number): string {
  const sign = offsetMinutes < 0 ? '-' : '+';
  const abs = Math.abs(offsetMinutes);
  return `${sign}${String(Math.floor(abs / 60)).padStart(2, '0')}:${String(abs % 60).padStart(2, '0')}`;
}
