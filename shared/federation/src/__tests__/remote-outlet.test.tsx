import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { setupI18n } from '@arara/test-utils/i18n';
import { initFederation } from '../index';
import { buildRegistry } from '../registry';
import { forgetRemote, RemoteOutlet } from '../outlet';
import { fallbackModule } from '../remote-fallback';

const loadRemoteMock = jest.mocked(loadRemote);

function renderOutlet(name: string) {
  return render(
    <MemoryRouter initialEntries={['/']}>
      <RemoteOutlet name={name} />
    </MemoryRouter>,
  );
}

function Broken(): never {
  throw new Error('render failed');
}

function remoteModule(text: string) {
  return { default: () => <h1>{text}</h1> };
}

beforeAll(async () => {
  await setupI18n(['common']);
  initFederation(buildRegistry({}));
});

beforeEach(() => {
  // Failing remotes and the boundary both report to the console; the screen is what we test.
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => {
  jest.useRealTimers();
});

test("a remote that cannot load shows 'Unable to load this page'; Try again loads it anew", async () => {
  loadRemoteMock.mockRejectedValueOnce(new Error('manifest 503'));
  renderOutlet('accounts');

  expect(await screen.findByText('Unable to load this page')).toBeVisible();
  expect(loadRemoteMock).toHaveBeenCalledTimes(1);
  expect(loadRemoteMock).toHaveBeenLastCalledWith('accounts/App');

  loadRemoteMock.mockResolvedValueOnce(remoteModule('Accounts home'));
  await userEvent.click(screen.getByRole('button', { name: 'Try again' }));

  expect(await screen.findByRole('heading', { name: 'Accounts home' })).toBeVisible();
  expect(screen.queryByText('Unable to load this page')).not.toBeInTheDocument();
  expect(loadRemoteMock).toHaveBeenCalledTimes(2);
  // The failed manifest is cached by the runtime: the retry registers the remote afresh.
  expect(registerRemotes).toHaveBeenLastCalledWith(
    [{ name: 'accounts', entry: 'http://localhost:3002/mf-manifest.json' }],
    { force: true },
  );
});

test("a remote the retry plugin gave up on shows its 'Unable to load this page'; Try again recovers", async () => {
  // What the runtime resolves ./App to once the load-retry plugin's tries are spent.
  loadRemoteMock.mockResolvedValueOnce(fallbackModule('payments', new Error('RUNTIME-008')));
  forgetRemote('payments');
  renderOutlet('payments');

  expect(await screen.findByText('Unable to load this page')).toBeVisible();

  loadRemoteMock.mockResolvedValueOnce(remoteModule('Payments home'));
  await userEvent.click(screen.getByRole('button', { name: 'Try again' }));

  expect(await screen.findByRole('heading', { name: 'Payments home' })).toBeVisible();
  expect(screen.queryByText('Unable to load this page')).not.toBeInTheDocument();
  expect(registerRemotes).toHaveBeenLastCalledWith(
    [{ name: 'payments', entry: 'http://localhost:3001/mf-manifest.json' }],
    { force: true },
  );
  forgetRemote('payments'); // the slow-remote tests load it for the first time
});

test("a remote whose component throws also shows 'Unable to load this page'", async () => {
  loadRemoteMock.mockResolvedValueOnce({ default: Broken });
  renderOutlet('documents');

  expect(await screen.findByText('Unable to load this page')).toBeVisible();
  expect(screen.getByRole('button', { name: 'Try again' })).toBeVisible();
});

test('a module without ./App is a failed load', async () => {
  loadRemoteMock.mockResolvedValueOnce({});
  renderOutlet('developer');

  expect(await screen.findByText('Unable to load this page')).toBeVisible();
});

describe('a slow remote', () => {
  function deliverAfter(ms: number, text: string) {
    loadRemoteMock.mockImplementationOnce(
      () => new Promise((resolve) => setTimeout(() => resolve(remoteModule(text)), ms)),
    );
  }

  async function advance(ms: number) {
    await act(async () => {
      await jest.advanceTimersByTimeAsync(ms);
    });
  }

  test('shows the pending indicator from 1000 ms on, never before', async () => {
    jest.useFakeTimers();
    deliverAfter(3000, 'Payments');
    renderOutlet('payments');

    await advance(990);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(screen.queryByText('Loading…')).not.toBeInTheDocument();

    await advance(20);
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');

    await advance(2500);
    expect(screen.getByRole('heading', { name: 'Payments' })).toBeVisible();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  test('a remote faster than 1000 ms never shows the indicator', async () => {
    jest.useFakeTimers();
    deliverAfter(600, 'Compliance');
    renderOutlet('compliance');

    await advance(700);
    expect(screen.getByRole('heading', { name: 'Compliance' })).toBeVisible();
    await advance(1000);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  test('once shown, the indicator stays at least 500 ms', async () => {
    jest.useFakeTimers();
    deliverAfter(1100, 'Admin');
    renderOutlet('admin');

    await advance(1200);
    // Arrived at 1100 ms, 100 ms after the indicator appeared: it stays until 1500 ms.
    expect(screen.getByRole('status')).toBeVisible();
    expect(screen.queryByRole('heading', { name: 'Admin' })).not.toBeInTheDocument();

    await advance(700);
    expect(screen.getByRole('heading', { name: 'Admin' })).toBeVisible();
  });
});

test('a remote shows once the page it renders is loaded too, not before', async () => {
  let pageLoaded: () => void = () => undefined;
  const preload = jest.fn(
    () =>
      new Promise<void>((resolve) => {
        pageLoaded = resolve;
      }),
  );
  forgetRemote('compliance'); // loaded by an earlier test: this one is its first visit
  loadRemoteMock.mockResolvedValueOnce({
    default: Object.assign(() => <h1>Compliance page</h1>, { preload }),
  });
  renderOutlet('compliance');

  await waitFor(() => expect(preload).toHaveBeenCalledWith(window.location.pathname));
  // Longer than React holds back a reveal (~300 ms): the remote alone would be showing by now.
  await act(() => new Promise((resolve) => setTimeout(resolve, 800)));
  expect(screen.queryByRole('heading', { name: 'Compliance page' })).not.toBeInTheDocument();

  await act(async () => pageLoaded());
  expect(await screen.findByRole('heading', { name: 'Compliance page' })).toBeVisible();
});
