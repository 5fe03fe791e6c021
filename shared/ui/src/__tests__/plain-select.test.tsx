import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { PlainSelect, type PlainSelectOption } from '../layout';

const FRUITS: PlainSelectOption<'apple' | 'pear' | 'plum'>[] = [
  { value: 'apple', label: 'Apple' },
  { value: 'pear', label: 'Pear' },
  { value: 'plum', label: 'Plum', disabled: true },
];

function Fruit({
  initial,
  onChange = () => {},
  loading,
}: {
  initial?: 'apple' | 'pear';
  onChange?: (value: string) => void;
  loading?: boolean;
}) {
  const [value, setValue] = useState<string | undefined>(initial);
  return (
    <PlainSelect
      aria-label="Fruit"
      placeholder="Pick a fruit"
      value={value}
      options={FRUITS}
      loading={loading}
      onChange={(next) => {
        setValue(next);
        onChange(next);
      }}
    />
  );
}

test('is a combobox named by its label, showing the chosen option', () => {
  render(<Fruit initial="pear" />);

  const select = screen.getByRole('combobox', { name: 'Fruit' });
  expect(select).toHaveDisplayValue('Pear');
  expect(
    within(select)
      .getAllByRole('option')
      .map((option) => option.textContent),
  ).toEqual(['Apple', 'Pear', 'Plum']);
  expect(within(select).getByRole('option', { name: 'Plum' })).toBeDisabled();
});

test('choosing an option reports its value', async () => {
  const onChange = jest.fn();
  render(<Fruit initial="pear" onChange={onChange} />);

  await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Fruit' }), 'Apple');

  expect(onChange).toHaveBeenCalledWith('apple');
  expect(screen.getByRole('combobox', { name: 'Fruit' })).toHaveDisplayValue('Apple');
});

test('without a value it reads the placeholder, which cannot be chosen back', async () => {
  const onChange = jest.fn();
  render(<Fruit onChange={onChange} />);

  const select = screen.getByRole('combobox', { name: 'Fruit' });
  expect(select).toHaveDisplayValue('Pick a fruit');
  expect(within(select).getByRole('option', { name: 'Pick a fruit' })).toBeDisabled();

  await userEvent.selectOptions(select, 'Pear');
  expect(onChange).toHaveBeenLastCalledWith('pear');
  // Once chosen, the placeholder is no longer an option.
  expect(within(select).queryByRole('option', { name: 'Pick a fruit' })).not.toBeInTheDocument();
});

test('while its options load it is busy and cannot be changed', () => {
  render(<Fruit initial="apple" loading />);

  const select = screen.getByRole('combobox', { name: 'Fruit' });
  expect(select).toBeDisabled();
  expect(select).toHaveAttribute('aria-busy', 'true');
});
