import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Alert, Button } from '../core';

describe('Alert', () => {
  test('announces its title and description as an alert', () => {
    render(
      <Alert type="error" showIcon title="Login Error" description="Invalid email or password" />,
    );

    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Login Error');
    expect(alert).toHaveTextContent('Invalid email or password');
    expect(alert).toHaveAttribute('data-type', 'error');
  });

  test('a banner that is not urgent can be a status', () => {
    render(<Alert type="warning" role="status" title="You are acting as Ana" />);

    expect(screen.getByRole('status')).toHaveTextContent('You are acting as Ana');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  test('its action can be used', async () => {
    const onClick = jest.fn();
    render(
      <Alert
        type="info"
        title="Not verified"
        action={<Button onClick={onClick}>Verify now</Button>}
      />,
    );

    await userEvent.click(screen.getByRole('button', { name: 'Verify now' }));

    expect(onClick).toHaveBeenCalledTimes(1);
  });

  test('the icon shows only when asked', () => {
    const { container, rerender } = render(<Alert type="success" title="Saved" />);
    expect(container.querySelector('[aria-hidden]')).toBeNull();

    rerender(<Alert type="success" showIcon title="Saved" />);
    expect(container.querySelector('[aria-hidden]')).not.toBeNull();
  });
});
