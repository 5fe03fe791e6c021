import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Field, Panel, StatusScreen } from '../core';
import { Input } from '../input';

function EmailField({ error, hint }: { error?: string; hint?: string }) {
  const [value, setValue] = useState('');
  return (
    <Field id="email" label="Email" error={error} hint={hint}>
      {(control) => (
        <Input {...control} value={value} onChange={(event) => setValue(event.target.value)} />
      )}
    </Field>
  );
}

describe('Field', () => {
  test('labels its control, which the user can type into', async () => {
    render(<EmailField />);

    await userEvent.type(screen.getByLabelText('Email'), 'ana@example.com');

    expect(screen.getByLabelText('Email')).toHaveValue('ana@example.com');
    expect(screen.getByLabelText('Email')).toBeValid();
    expect(screen.getByLabelText('Email')).not.toHaveAccessibleDescription();
  });

  test('an error marks the control invalid and describes it', () => {
    render(<EmailField error="Invalid email address" />);

    const input = screen.getByLabelText('Email');
    expect(input).toBeInvalid();
    expect(input).toHaveAccessibleDescription('Invalid email address');
    expect(screen.getByText('Invalid email address')).toBeVisible();
  });

  test('a hint describes the control until there is an error', () => {
    const { rerender } = render(<EmailField hint="We never share it" />);
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('We never share it');

    rerender(<EmailField hint="We never share it" error="Invalid email address" />);
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Invalid email address');
    expect(screen.queryByText('We never share it')).not.toBeInTheDocument();
  });
});

test('Panel shows its title as a heading above its content', () => {
  render(
    <Panel title="Sign in to Arara">
      <p>content</p>
    </Panel>,
  );

  expect(screen.getByRole('heading', { level: 4, name: 'Sign in to Arara' })).toBeVisible();
  expect(screen.getByText('content')).toBeVisible();
});

test("Panel shows its extra beside the title, as antd's Card does", () => {
  render(
    <Panel title="Balance" extra={<a href="/accounts/extract">See all</a>}>
      <p>content</p>
    </Panel>,
  );

  const heading = screen.getByRole('heading', { level: 4, name: 'Balance' });
  // Title and extra share the header row, above the content.
  expect(heading.parentElement).toContainElement(screen.getByRole('link', { name: 'See all' }));
  expect(heading.parentElement).not.toContainElement(screen.getByText('content'));
});

test('StatusScreen shows title, message and actions', async () => {
  const onRetry = jest.fn();
  render(
    <StatusScreen
      status="warning"
      title="Merchant not found"
      message="Verify the ID and try again."
      actions={
        <button type="button" onClick={onRetry}>
          Retry
        </button>
      }
    />,
  );

  expect(screen.getByRole('heading', { level: 3, name: 'Merchant not found' })).toBeVisible();
  expect(screen.getByText('Verify the ID and try again.')).toBeVisible();
  await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
  expect(onRetry).toHaveBeenCalledTimes(1);
});
