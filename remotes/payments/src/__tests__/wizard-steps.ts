import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

/** The transfer wizard's Continue button (English). */
export const continueButton = () => screen.getByRole('button', { name: 'Continue' });

/** On the amount step: zero is typed, and the wizard refuses to go on. */
export async function expectZeroAmountRefused() {
  await userEvent.type(await screen.findByLabelText('Amount'), '0');
  await userEvent.click(continueButton());
  expect(await screen.findByText('Enter an amount greater than zero.')).toBeVisible();
}

/** On the first step, in Portuguese: continuing without an account names the missing field. */
export async function expectFirstStepRequiredInPortuguese() {
  await screen.findByRole('radio', { name: /Conta principal/ });
  await userEvent.click(screen.getByRole('button', { name: 'Continuar' }));
  expect(await screen.findByText('Este campo é obrigatório')).toBeVisible();
}
