import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { setupI18n, switchLanguage } from '@arara/test-utils/i18n';
import { interceptLocation } from '@arara/test-utils/location';
import { ErrorBoundary, ErrorScreen, NotFound, PageLoadError } from '../core';

beforeAll(() => setupI18n(['common']));
afterEach(() => switchLanguage('en'));

describe('ErrorScreen', () => {
  test('shows the title, the message and Reload, without Try again when it cannot reset', () => {
    render(<ErrorScreen />);

    expect(screen.getByText('Something went wrong')).toBeVisible();
    expect(
      screen.getByText('An unexpected error occurred while rendering this screen.'),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: 'Reload' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
  });

  test('Try again appears with onReset and calls it', async () => {
    const onReset = jest.fn();
    render(<ErrorScreen onReset={onReset} />);

    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));

    expect(onReset).toHaveBeenCalledTimes(1);
  });

  test('Reload reloads the page', async () => {
    const location = interceptLocation();
    try {
      render(<ErrorScreen />);
      await userEvent.click(screen.getByRole('button', { name: 'Reload' }));
      expect(location.reload).toHaveBeenCalledTimes(1);
    } finally {
      location.restore();
    }
  });

  test('speaks Portuguese', async () => {
    await switchLanguage('pt-BR');
    render(<ErrorScreen onReset={() => undefined} />);

    expect(screen.getByText('Algo deu errado')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Recarregar' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Tentar novamente' })).toBeVisible();
  });

  test('PageLoadError says the page could not load', () => {
    render(<PageLoadError onReset={() => undefined} />);

    expect(screen.getByText('Unable to load this page')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeVisible();
  });
});

describe('NotFound', () => {
  test("shows 'Page not found'", () => {
    render(<NotFound />);

    expect(screen.getByText('Page not found')).toBeVisible();
    expect(
      screen.getByText('The page you are looking for does not exist or was moved.'),
    ).toBeVisible();
  });
});

function Bomb({ isArmed }: { isArmed: boolean }) {
  if (isArmed) throw new Error('Exploded');
  return <p>All good</p>;
}

/** A page whose content fails until it is fixed, inside a boundary keyed by the "path". */
function Page() {
  const [path, setPath] = useState('/a');
  const [isArmed, setIsArmed] = useState(true);
  return (
    <>
      <button type="button" onClick={() => setIsArmed(false)}>
        Fix
      </button>
      <button type="button" onClick={() => setPath('/b')}>
        Navigate
      </button>
      <ErrorBoundary
        resetKeys={[path]}
        fallback={({ error }) => <p role="alert">Failed: {error.message}</p>}
      >
        <Bomb isArmed={isArmed} />
      </ErrorBoundary>
    </>
  );
}

/** Throws until `flaky.isBroken` is cleared. */
const flaky = { isBroken: true };
function Flaky() {
  if (flaky.isBroken) throw new Error('Once');
  return <p>Recovered</p>;
}

describe('ErrorBoundary', () => {
  beforeEach(() => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });

  test('shows the fallback and clears it only when a reset key changes', async () => {
    render(<Page />);
    expect(screen.getByRole('alert')).toHaveTextContent('Failed: Exploded');

    // The cause is gone, but nothing asked the boundary to try again: the failure stays.
    await userEvent.click(screen.getByRole('button', { name: 'Fix' }));
    expect(screen.getByRole('alert')).toBeVisible();
    expect(screen.queryByText('All good')).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Navigate' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByText('All good')).toBeVisible();
  });

  test('reset from the fallback renders the children again and calls onReset', async () => {
    const onReset = jest.fn();
    flaky.isBroken = true;
    render(
      <ErrorBoundary onReset={onReset} fallback={({ reset }) => <ErrorScreen onReset={reset} />}>
        <Flaky />
      </ErrorBoundary>,
    );
    expect(screen.getByText('Something went wrong')).toBeVisible();

    flaky.isBroken = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));

    expect(screen.getByText('Recovered')).toBeVisible();
    expect(onReset).toHaveBeenCalledTimes(1);
  });
});
