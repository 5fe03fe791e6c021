import {
  isIsoDate,
  PERIOD_KEYS,
  type PeriodKey,
  type PeriodRange,
  parsePeriodParams,
  periodInstants,
  periodRange,
  resolvePeriod,
  todayIso,
  toPeriodParams,
} from '../period/period-range';

const SAO_PAULO = 'America/Sao_Paulo';

/** Every preset's dates at `now` in São Paulo. */
function allPresets(now: string): Record<string, PeriodRange> {
  return Object.fromEntries(
    PERIOD_KEYS.filter((key) => key !== 'custom').map((key) => [
      key,
      periodRange(key, { now, timeZone: SAO_PAULO }),
    ]),
  );
}

describe('periodRange', () => {
  // Each preset's dates (from, to) in the middle of a month, then on March 1st.
  const presetDates = [
    ['today', '2026-05-20', '2026-05-20', '2026-03-01', '2026-03-01'],
    ['yesterday', '2026-05-19', '2026-05-19', '2026-02-28', '2026-02-28'],
    ['last7', '2026-05-14', '2026-05-20', '2026-02-23', '2026-03-01'],
    ['last15', '2026-05-06', '2026-05-20', '2026-02-15', '2026-03-01'],
    ['last30', '2026-04-21', '2026-05-20', '2026-01-31', '2026-03-01'],
    ['last60', '2026-03-22', '2026-05-20', '2026-01-01', '2026-03-01'],
    ['currentMonth', '2026-05-01', '2026-05-20', '2026-03-01', '2026-03-01'],
    ['lastMonth', '2026-04-01', '2026-04-30', '2026-02-01', '2026-02-28'],
  ] as const;

  test.each([
    {
      title: 'every preset in the middle of a month (2026-05-20 15:00 in São Paulo)',
      now: '2026-05-20T18:00:00Z',
      column: 1,
    },
    {
      title:
        'on March 1st: yesterday is February 28, last month is February, this month starts today',
      now: '2026-03-01T12:00:00Z',
      column: 3,
    },
  ])('$title', ({ now, column }) => {
    expect(allPresets(now)).toEqual({
      all: { from: null, to: null },
      ...Object.fromEntries(
        presetDates.map((row) => [row[0], { from: row[column], to: row[column + 1] }]),
      ),
    });
  });

  test('in a leap year February has 29 days', () => {
    const now = { now: '2028-03-01T12:00:00Z', timeZone: SAO_PAULO };
    expect(periodRange('yesterday', now)).toEqual({ from: '2028-02-29', to: '2028-02-29' });
    expect(periodRange('lastMonth', now)).toEqual({ from: '2028-02-01', to: '2028-02-29' });
    expect(periodRange('last7', now)).toEqual({ from: '2028-02-24', to: '2028-03-01' });
    // 2028-02-29 itself is "today" on that day.
    expect(periodRange('today', { now: '2028-02-29T12:00:00Z', timeZone: SAO_PAULO })).toEqual({
      from: '2028-02-29',
      to: '2028-02-29',
    });
  });

  test('on January 1st last month is the December of the previous year', () => {
    const now = { now: '2027-01-01T12:00:00Z', timeZone: SAO_PAULO };
    expect(periodRange('lastMonth', now)).toEqual({ from: '2026-12-01', to: '2026-12-31' });
    expect(periodRange('yesterday', now)).toEqual({ from: '2026-12-31', to: '2026-12-31' });
    expect(periodRange('currentMonth', now)).toEqual({ from: '2027-01-01', to: '2027-01-01' });
    expect(periodRange('last15', now)).toEqual({ from: '2026-12-18', to: '2027-01-01' });
  });

  test('days follow the São Paulo calendar: 02:30 UTC on March 1st is still February 28 there', () => {
    const now = '2026-03-01T02:30:00Z';
    expect(allPresets(now)).toMatchObject({
      today: { from: '2026-02-28', to: '2026-02-28' },
      yesterday: { from: '2026-02-27', to: '2026-02-27' },
      currentMonth: { from: '2026-02-01', to: '2026-02-28' },
      lastMonth: { from: '2026-01-01', to: '2026-01-31' },
    });
    // The same instant in UTC is already March 1st.
    expect(periodRange('today', { now, timeZone: 'UTC' })).toEqual({
      from: '2026-03-01',
      to: '2026-03-01',
    });
    // America/Sao_Paulo is the default zone.
    expect(todayIso({ now })).toBe('2026-02-28');
    // São Paulo's midnight (03:00 UTC) starts the new day.
    expect(todayIso({ now: '2026-03-01T03:00:00Z' })).toBe('2026-03-01');
    expect(todayIso({ now: '2026-03-01T02:59:59Z' })).toBe('2026-02-28');
  });

  test('a zone ahead of UTC, across a year and a daylight-saving change, gets its own date', () => {
    // 11:30 UTC on December 31st is already January 1st in Auckland (UTC+13 in summer).
    expect(todayIso({ now: '2026-12-31T11:30:00Z', timeZone: 'Pacific/Auckland' })).toBe(
      '2027-01-01',
    );
    // In winter (UTC+12), 11:30 UTC is 23:30 there, and 12:00 UTC is midnight of the next day.
    expect(todayIso({ now: '2026-06-30T11:30:00Z', timeZone: 'Pacific/Auckland' })).toBe(
      '2026-06-30',
    );
    expect(todayIso({ now: '2026-06-30T12:00:00Z', timeZone: 'Pacific/Auckland' })).toBe(
      '2026-07-01',
    );
    // São Paulo again after another zone: each zone keeps its own calendar.
    expect(todayIso({ now: '2026-12-31T11:30:00Z' })).toBe('2026-12-31');
  });

  test('a custom range keeps the chosen days, in order, and ignores dates that do not exist', () => {
    const now = { now: '2026-05-20T18:00:00Z' };
    expect(periodRange('custom', now, { from: '2026-02-01', to: '2026-02-15' })).toEqual({
      from: '2026-02-01',
      to: '2026-02-15',
    });
    expect(periodRange('custom', now, { from: '2026-02-15', to: '2026-02-01' })).toEqual({
      from: '2026-02-01',
      to: '2026-02-15',
    });
    expect(periodRange('custom', now, { from: '2026-02-30', to: '2026-03-01' })).toEqual({
      from: null,
      to: '2026-03-01',
    });
    expect(periodRange('custom', now)).toEqual({ from: null, to: null });
    expect(resolvePeriod({ period: 'custom', from: '2025-12-24', to: '2026-01-02' }, now)).toEqual({
      from: '2025-12-24',
      to: '2026-01-02',
    });
    // A preset ignores dates left over from a custom range.
    expect(resolvePeriod({ period: 'today', from: '2020-01-01', to: '2020-01-02' }, now)).toEqual({
      from: '2026-05-20',
      to: '2026-05-20',
    });
  });
});

describe('periodInstants', () => {
  test('start is midnight of the first day in São Paulo, end the midnight after the last day', () => {
    const { start, end } = periodInstants({ from: '2026-02-01', to: '2026-02-28' });
    expect(start?.toISOString()).toBe('2026-02-01T03:00:00.000Z');
    expect(end?.toISOString()).toBe('2026-03-01T03:00:00.000Z');
  });

  test('a leap day ends at midnight of March 1st; all time is open on both sides', () => {
    expect(periodInstants({ from: '2028-02-29', to: '2028-02-29' }, 'UTC')).toEqual({
      start: new Date('2028-02-29T00:00:00Z'),
      end: new Date('2028-03-01T00:00:00Z'),
    });
    expect(periodInstants({ from: null, to: null })).toEqual({ start: null, end: null });
  });
});

describe('URL parameters', () => {
  test('a preset round-trips as period=<key> and drops stale dates; other parameters stay', () => {
    const current = new URLSearchParams('type=fee&period=custom&from=2026-01-01&to=2026-01-31');
    const params = toPeriodParams({ period: 'last7' }, current);
    expect(params.toString()).toBe('type=fee&period=last7');
    expect(parsePeriodParams(params)).toEqual({ period: 'last7' });
    // The input is left untouched.
    expect(current.get('from')).toBe('2026-01-01');
  });

  test('a custom range round-trips with its dates', () => {
    const value = { period: 'custom' as PeriodKey, from: '2026-02-01', to: '2026-02-29' };
    // 2026 is not a leap year: the end date is invalid and is not written.
    expect(toPeriodParams(value).toString()).toBe('period=custom&from=2026-02-01');
    const leap = { period: 'custom' as PeriodKey, from: '2028-02-01', to: '2028-02-29' };
    const params = toPeriodParams(leap);
    expect(params.toString()).toBe('period=custom&from=2028-02-01&to=2028-02-29');
    expect(parsePeriodParams(new URLSearchParams(params.toString()))).toEqual(leap);
  });

  test('every preset survives the round trip', () => {
    for (const period of PERIOD_KEYS) {
      expect(parsePeriodParams(toPeriodParams({ period })).period).toBe(period);
    }
  });

  test('a missing or unknown period gives the fallback; bad dates are dropped', () => {
    expect(parsePeriodParams(new URLSearchParams(''))).toEqual({ period: 'all' });
    expect(parsePeriodParams(new URLSearchParams('period=last8'))).toEqual({ period: 'all' });
    expect(parsePeriodParams(new URLSearchParams(''), { period: 'last30' })).toEqual({
      period: 'last30',
    });
    expect(
      parsePeriodParams(new URLSearchParams('period=custom&from=01/02/2026&to=2026-13-01')),
    ).toEqual({ period: 'custom', from: null, to: null });
  });

  test('isIsoDate accepts real calendar dates only', () => {
    expect(isIsoDate('2028-02-29')).toBe(true);
    expect(isIsoDate('2026-02-29')).toBe(false);
    expect(isIsoDate('2026-2-1')).toBe(false);
    expect(isIsoDate(null)).toBe(false);
  });
});
