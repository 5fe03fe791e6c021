import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { DEMO_USER } from './apps';
import { codeFromMailbox, mailboxMark } from './mailbox';
import { motionSettled } from './motion';

/**
 * The step-up of a money movement as the demo owner (no authenticator): the password dialog,
 * then the code e-mailed for this movement, then `submit` ("Send Pix", "Refund"). The code
 * dialog opens once the API has sent the e-mail; a refusal shows in the password one.
 */
export async function confirmWithPasswordAndCode(
  page: Page,
  request: APIRequestContext,
  submit: string,
  { double = false } = {},
) {
  const password = page.getByRole('dialog', { name: 'Confirm with your password' });
  await expect(password).toBeVisible();
  await motionSettled(password);
  await password.getByLabel('Password').fill(DEMO_USER.password);
  const mark = await mailboxMark(request, DEMO_USER.email);
  await password.getByRole('button', { name: 'Continue' }).click();
  const dialog = page.getByRole('dialog', { name: 'Enter the verification code' });
  await expect(
    dialog.getByText('We sent a 6-digit code to your e-mail. Enter it below.'),
  ).toBeVisible();
  // Its button clicked while the dialog still zooms in would be pressed and released on two
  // spots: no click (docs/testing.md "Dialogs that are still moving").
  await motionSettled(dialog);
  await dialog
    .getByLabel('6-digit code')
    .fill(await codeFromMailbox(request, DEMO_USER.email, mark));
  const send = dialog.getByRole('button', { name: submit, exact: true });
  if (double) await send.dblclick();
  else await send.click();
}
