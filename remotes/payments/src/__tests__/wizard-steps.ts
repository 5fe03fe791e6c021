import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { setupSuiteI18n, switchLanguage } from '@arara/test-utils/i18n';
import { jsonResponse } from '@arara/test-utils/fetch';
import { renderPage } from '@arara/test-utils/render';

/** The transfer wizard's Continue button (English). */
const continueButton = () => screen.getByRole('button', { name: 'Continue' });

/** On the amount step: zero is typed, and the wizard refuses to go on. */
async function expectZeroAmountRefused() {
  await userEvent.type(await screen.findByLabelText('Amount'), '0');
  await userEvent.click(continueButton());
  expect(await screen.findByText('Enter an amount greater than zero.')).toBeVisible();
}

/** Renders the wizard (`render`) in Portuguese: continuing without an account names the missing field. */
async function expectFirstStepRequiredInPortuguese(render: () => void) {
  await switchLanguage('pt-BR');
  render();
  await screen.findByRole('radio', { name: /Conta principal/ });
  await userEvent.click(screen.getByRole('button', { name: 'Continuar' }));
  expect(await screen.findByText('Este campo é obrigatório')).toBeVisible();
}

/** On the first step: continuing without an account names the missing field; then the main account goes on. */
async function expectOriginRequiredThenChooseMain() {
  await screen.findByRole('radio', { name: /Conta principal/ });
  await userEvent.click(continueButton());
  expect(await screen.findByText('This field is required')).toBeVisible();
  await userEvent.click(screen.getByRole('radio', { name: /Conta principal/ }));
  await userEvent.click(continueButton());
}

/**
 * On the review, while the API fails: the button `name` sends, the wizard shows the failure and
 * keeps the `amount` it shows (a text such as R$12.34) for a retry.
 */
async function expectSendFailureKeepsAmount(name: string, amount: string) {
  await userEvent.click(screen.getByRole('button', { name }));
  expect(
    await screen.findByText('Failed to process the transfer/payment. Please try again.'),
  ).toBeVisible();
  expect(screen.getByText(amount)).toBeVisible();
}

/** Cancels the transfer and discards it in the dialog: the wizard is back on an empty first step. */
async function discardTransfer() {
  await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
  await userEvent.click(
    within(await screen.findByRole('dialog', { name: 'Cancel this transfer?' })).getByRole(
      'button',
      { name: 'Discard transfer' },
    ),
  );
  await waitFor(() =>
    expect(screen.getByRole('radio', { name: /Conta principal/ })).not.toBeChecked(),
  );
}

type WizardOptions = Omit<Parameters<typeof renderPage>[1], 'at'>;
type PageApi = NonNullable<WizardOptions['api']>;

/**
 * The bank account fee quote (GET …/fees/quote) when the suite's own API does not answer it:
 * no fee, whatever is available (the wizard waits for a quote before the review).
 */
export const withNoFee =
  (api: WizardOptions['api']): PageApi =>
  (call, path, url) =>
    api?.(call, path, url) ??
    (path.endsWith('/fees/quote') && call.method === 'GET'
      ? jsonResponse(200, {
          amount: Number(url.searchParams.get('amount')),
          fee: 0,
          total: Number(url.searchParams.get('amount')),
          currency: 'BRL',
          available: Number.MAX_SAFE_INTEGER,
          rule: null,
        })
      : undefined);

/**
 * A transfer wizard's suite: the payments texts in both languages, `render` (renderPage of the
 * wizard alone at `path`, its options but `at`) and the steps above.
 */
export function wizardSuite(path: string, element: ReactElement) {
  setupSuiteI18n(['common', 'payments', 'accounts']);
  const render = (options: WizardOptions) =>
    renderPage([{ path, element }], { at: path, ...options, api: withNoFee(options.api) });
  return {
    render,
    continueButton,
    expectZeroAmountRefused,
    expectOriginRequiredThenChooseMain,
    expectSendFailureKeepsAmount,
    discardTransfer,
    /** Rendered with `options` in Portuguese, the first step names the missing account. */
    expectFirstStepRequiredInPortuguese: (options: WizardOptions) =>
      expectFirstStepRequiredInPortuguese(() => render(options)),
  };
}
