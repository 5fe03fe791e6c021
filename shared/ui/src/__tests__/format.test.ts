import {
  formatDate,
  formatDateTime,
  formatDayMonth,
  formatMoney,
  formatPercent,
} from '../format/money';

describe('money and date formats', () => {
  it('keeps each language, zone and currency apart when formats are reused', () => {
    // Formatters are built once and reused: a switch of language or zone must not reuse another's.
    const instant = '2026-11-23T21:40:00.000Z';
    expect(formatDateTime(instant, 'pt-BR')).toBe('23/11/2026, 18:40');
    expect(formatDateTime(instant, 'en')).toBe('11/23/26, 6:40 PM');
    expect(formatDateTime(instant, 'en', 'UTC')).toBe('11/23/26, 9:40 PM');
    expect(formatDateTime(instant, 'pt-BR')).toBe('23/11/2026, 18:40');
    expect(formatDate(instant, 'en', 'UTC')).toBe('11/23/26');
    expect(formatDayMonth('2026-11-01', 'pt-BR')).toBe('01/11');
    expect(formatPercent(0.5, 'en')).toBe('50%');
    expect(formatMoney(100, 'en', 'USD')).toBe('$1.00');
    expect(formatMoney(100, 'en')).toBe('R$1.00');
  });

  it('shows cents in the pt-BR currency format', () => {
    expect(formatMoney(123456, 'pt-BR')).toBe('R$ 1.234,56');
    expect(formatMoney(-5, 'pt-BR')).toBe('-R$ 0,05');
    expect(formatMoney(0, 'pt-BR')).toBe('R$ 0,00');
  });

  it('shows cents in the English currency format', () => {
    expect(formatMoney(123456, 'en')).toBe('R$1,234.56');
  });

  it('shows ratios as percentages in each language', () => {
    expect(formatPercent(0.4567, 'pt-BR')).toBe('45,67%');
    expect(formatPercent(1, 'en')).toBe('100%');
  });

  it('keeps a calendar date on its day whatever the time zone', () => {
    expect(formatDate('2026-03-01', 'pt-BR', 'America/Sao_Paulo')).toBe('01/03/2026');
    expect(formatDate('2026-03-01', 'en', 'UTC')).toBe('3/1/26');
    // A chart axis: day and month, whole (not '11/1/' cut from '11/1/26').
    expect(formatDayMonth('2026-11-01', 'en')).toBe('11/01');
    expect(formatDayMonth('2026-11-01', 'pt-BR')).toBe('01/11');
  });

  it('shows instants on the merchant clock (São Paulo) unless told otherwise', () => {
    expect(formatDateTime('2026-11-23T21:40:00.000Z', 'en')).toBe('11/23/26, 6:40 PM');
    expect(formatDateTime('2026-11-23T21:40:00.000Z', 'pt-BR')).toBe('23/11/2026, 18:40');
    expect(formatDate('2026-11-24T01:00:00.000Z', 'en')).toBe('11/23/26');
    expect(formatDateTime('2026-11-23T21:40:00.000Z', 'en', 'UTC')).toBe('11/23/26, 9:40 PM');
  });
});
