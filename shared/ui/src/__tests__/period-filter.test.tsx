import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { setupI18n, switchLanguage } from '@arara/test-utils/i18n';
import { PeriodFilter, type PeriodRange, type PeriodValue } from '../data';

// 02:30 UTC on March 1st: still February 28 in São Paulo.
const NOW = new Date('2026-03-01T02:30:00Z');

const onChange = jest.fn<void, [PeriodValue, PeriodRange]>();

/** A screen that keeps the filter in its state, as it would in the URL. */
function Screen({ initial = { period: 'all' } }: { initial?: PeriodValue }) {
  const [value, setValue] = useState<PeriodValue>(initial);
  return (
    <PeriodFilter
      value={value}
      now={NOW}
      onChange={(next, range) => {
        setValue(next);
        onChange(next, range);
      }}
    />
  );
}

/** The presets the select offers, in order (a native <select>: the browser draws the list). */
function optionsOf(name: string): string[] {
  const select = screen.getByRole('combobox', { name });
  return within(select)
    .getAllByRole('option')
    .map((option) => option.textContent ?? '');
}

async function choosePeriod(option: string) {
  await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Period' }), option);
}

beforeAll(async () => {
  await setupI18n(['period']);
});

afterEach(async () => {
  await switchLanguage('en');
});

test('lists the presets of the spec in English, in order', async () => {
  render(<Screen />);

  expect(optionsOf('Period')).toEqual([
    'All time',
    'Today',
    'Yesterday',
    'Last 7 days',
    'Last 15 days',
    'Last 30 days',
    'Last 60 days',
    'Current month',
    'Last month',
    'Custom range',
  ]);
});

test('lists the presets in Portuguese', async () => {
  await switchLanguage('pt-BR');
  render(<Screen />);

  expect(optionsOf('Período')).toEqual([
    'Todo o período',
    'Hoje',
    'Ontem',
    'Últimos 7 dias',
    'Últimos 15 dias',
    'Últimos 30 dias',
    'Últimos 60 dias',
    'Mês atual',
    'Mês passado',
    'Período personalizado',
  ]);
});

test('choosing a preset reports the days of the São Paulo calendar', async () => {
  render(<Screen />);
  await choosePeriod('Today');

  expect(onChange).toHaveBeenLastCalledWith(
    { period: 'today' },
    { from: '2026-02-28', to: '2026-02-28' },
  );
  expect(screen.getByRole('combobox', { name: 'Period' })).toHaveDisplayValue('Today');

  await choosePeriod('Last month');
  expect(onChange).toHaveBeenLastCalledWith(
    { period: 'lastMonth' },
    { from: '2026-01-01', to: '2026-01-31' },
  );
  // No date picker for a preset.
  expect(screen.queryByPlaceholderText('Start date')).not.toBeInTheDocument();
});

test('custom range shows the date picker, prefilled with the days shown so far', async () => {
  render(<Screen initial={{ period: 'last7' }} />);
  expect(screen.queryByPlaceholderText('Start date')).not.toBeInTheDocument();

  await choosePeriod('Custom range');

  expect(onChange).toHaveBeenLastCalledWith(
    { period: 'custom', from: '2026-02-22', to: '2026-02-28' },
    { from: '2026-02-22', to: '2026-02-28' },
  );
  expect(await screen.findByPlaceholderText('Start date')).toHaveValue('02/22/2026');
  expect(screen.getByPlaceholderText('End date')).toHaveValue('02/28/2026');
});

test('typing a custom range reports its days', async () => {
  render(<Screen initial={{ period: 'custom', from: null, to: null }} />);

  // The date picker is its own chunk, loaded when the custom range is first shown.
  const start = await screen.findByPlaceholderText('Start date');
  await userEvent.click(start);
  await userEvent.type(start, '02/01/2026');
  const end = screen.getByPlaceholderText('End date');
  await userEvent.click(end);
  await userEvent.type(end, '02/15/2026{Enter}');

  await waitFor(() =>
    expect(onChange).toHaveBeenLastCalledWith(
      { period: 'custom', from: '2026-02-01', to: '2026-02-15' },
      { from: '2026-02-01', to: '2026-02-15' },
    ),
  );
});

test('in Portuguese the custom range reads day/month/year', async () => {
  await switchLanguage('pt-BR');
  render(<Screen initial={{ period: 'custom', from: '2026-02-01', to: '2026-02-15' }} />);

  expect(await screen.findByPlaceholderText('Data inicial')).toHaveValue('01/02/2026');
  expect(screen.getByPlaceholderText('Data final')).toHaveValue('15/02/2026');
  expect(screen.getByRole('combobox', { name: 'Período' })).toHaveDisplayValue(
    'Período personalizado',
  );
});

test('days after today in São Paulo cannot be picked', async () => {
  render(<Screen initial={{ period: 'custom', from: '2026-02-01', to: '2026-02-15' }} />);
  await userEvent.click(await screen.findByPlaceholderText('Start date'));

  // Today in São Paulo is February 28 (it is already March 1st in UTC).
  const cell = (date: string) => document.querySelector(`td[title="${date}"]`);
  await waitFor(() => expect(cell('2026-02-28')).not.toBeNull());
  expect(cell('2026-02-28')).not.toHaveClass('ant-picker-cell-disabled');
  expect(cell('2026-03-01')).toHaveClass('ant-picker-cell-disabled');
});
