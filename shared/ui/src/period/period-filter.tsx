import { registerNamespace, useTranslation } from '@arara/i18n';
import { Space, Spin } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { lazy, Suspense } from 'react';
import {
  DEFAULT_TIME_ZONE,
  PERIOD_KEYS,
  type PeriodKey,
  type PeriodRange,
  type PeriodValue,
  resolvePeriod,
  todayIso,
} from './period-range';
import { PlainSelect } from '../controls/plain-select';

// The filter's texts (locales/<lang>/period.json, keys under `period.`) load with the first
// screen that shows it: in `common` they would ride along with /login and its JS budget.
registerNamespace('period', {
  en: () => import('@arara/locales/en/period.json'),
  'pt-BR': () => import('@arara/locales/pt-BR/period.json'),
});

const ISO = 'YYYY-MM-DD';

// antd's date picker is a third of the data entry's code (28.5 KiB gzip) and is drawn only
// when the user picks "Custom range": it loads then, in a chunk of its own (docs/benchmarks.md).
const RangePicker = lazy(async () => ({
  default: (await import('antd/es/date-picker')).default.RangePicker,
}));

export interface PeriodFilterProps {
  /** The chosen preset, and the dates when it is 'custom'. */
  value: PeriodValue;
  /** The new value, and the inclusive dates it stands for at this moment in `timeZone`. */
  onChange: (value: PeriodValue, range: PeriodRange) => void;
  /** IANA zone whose calendar the days follow (the merchant's). */
  timeZone?: string;
  /** The current instant (tests, or a screen that pins its clock); the clock by default. */
  now?: Date;
}

/**
 * The period filter of docs/requirements/ui-conventions.md "Period filters": a select of the presets, and a start/end date picker when
 * "Custom range" is chosen. Controlled; keep `value` in the URL with `toPeriodParams` /
 * `parsePeriodParams`, e.g. with react-router:
 *
 *   const [params, setParams] = useSearchParams();
 *   const period = parsePeriodParams(params);
 *   const { from, to } = resolvePeriod(period); // send to the API
 *   <PeriodFilter value={period} onChange={(next) => setParams(toPeriodParams(next, params))} />
 *
 * Needs a Suspense boundary above it the first time (its `period` texts load then); the date
 * picker has its own, and loads the first time "Custom range" is shown.
 */
export function PeriodFilter({
  value,
  onChange,
  timeZone = DEFAULT_TIME_ZONE,
  now,
}: PeriodFilterProps) {
  const { t } = useTranslation('period');
  const options = { now, timeZone };

  const emit = (next: PeriodValue) => onChange(next, resolvePeriod(next, options));

  const choosePeriod = (period: PeriodKey) => {
    if (period !== 'custom') {
      emit({ period });
      return;
    }
    // A custom range starts from the days shown so far, which the user then adjusts.
    const shown = resolvePeriod(value, options);
    emit({ period, from: shown.from, to: shown.to });
  };

  const today = todayIso(options);
  const pickerValue: [Dayjs | null, Dayjs | null] = [
    value.from ? dayjs(value.from) : null,
    value.to ? dayjs(value.to) : null,
  ];

  return (
    <Space wrap>
      <PlainSelect<PeriodKey>
        aria-label={t('period.label')}
        value={value.period}
        onChange={choosePeriod}
        options={PERIOD_KEYS.map((key) => ({ value: key, label: t(`period.options.${key}`) }))}
        style={{ minWidth: 200 }}
      />
      {value.period === 'custom' && (
        <Suspense fallback={<Spin size="small" />}>
          <RangePicker
            aria-label={t('period.options.custom')}
            value={pickerValue}
            format={t('period.dateFormat')}
            placeholder={[t('period.from'), t('period.to')]}
            // Days after today (in the merchant's zone) hold no movements yet.
            disabledDate={(day) => day.format(ISO) > today}
            onChange={(dates) =>
              emit({
                period: 'custom',
                from: dates?.[0]?.format(ISO) ?? null,
                to: dates?.[1]?.format(ISO) ?? null,
              })
            }
          />
        </Suspense>
      )}
    </Space>
  );
}
