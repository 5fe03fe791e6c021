import { expect, type Page, test } from '@playwright/test';
import { API_URL, DEMO_USER } from '../support/apps';
import { linkFromMailbox } from '../support/mailbox';
import { accessTokenOf } from '../support/session';

async function signIn(page: Page, email: string, password: string) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL('/');
}

test.describe('[team] invitations and roles', () => {
  test('owner invites a viewer → accepted in a second browser → the viewer reads only, the API refuses writes', async ({
    page,
    browser,
    request,
  }) => {
    const email = `vera.${Date.now()}@example.com`;

    // The owner invites from Settings › Users.
    await signIn(page, DEMO_USER.email, DEMO_USER.password);
    await page.getByRole('link', { name: 'Settings' }).click();
    await page.getByRole('tab', { name: 'Users' }).click();
    await expect(page.getByRole('row', { name: /team\.admin@arara\.dev/ })).toContainText(
      'Administrator',
    );
    await page.getByRole('button', { name: /Invite users/ }).click();
    const form = page.getByRole('form', { name: 'Invite users' });
    await form.getByLabel('Emails').fill(email);
    await form.getByLabel('Emails').press('Enter');
    await expect(form.getByText(email)).toBeVisible();
    await form.getByRole('button', { name: 'Send invitations' }).click();
    await expect(page.getByText('1 invitation sent')).toBeVisible();
    await expect(page.getByRole('row', { name: new RegExp(email) })).toContainText('Invited');

    // The invitee opens the e-mailed link in another browser and creates an account.
    const link = await linkFromMailbox(request, email, '/accept-invitation');
    const context = await browser.newContext();
    try {
      const invitee = await context.newPage();
      await invitee.goto(link);
      await expect(
        invitee.getByText(`${email} was invited to join Arara Demo Comércio Ltda as viewer.`),
      ).toBeVisible();
      await invitee.getByLabel('Full name').fill('Vera Nova');
      await invitee.getByLabel('Password', { exact: true }).fill('segredo-123');
      await invitee.getByLabel('Confirm password').fill('segredo-123');
      await invitee.getByRole('button', { name: 'Accept invitation' }).click();
      await expect(invitee.getByText('Invitation accepted')).toBeVisible();

      // The link works once.
      await invitee.goto(link);
      await expect(invitee.getByText('This invitation is invalid or has expired')).toBeVisible();

      await signIn(invitee, email, 'segredo-123');
      await expect(invitee.getByRole('combobox', { name: 'Merchant' })).toBeVisible();

      // Settings is read-only for a viewer: no invite button, disabled company fields.
      await invitee.goto('/settings');
      await expect(
        invitee.getByText('Only owners and administrators can change these settings.'),
      ).toBeVisible();
      await expect(invitee.getByLabel('Company name')).toBeDisabled();
      await expect(invitee.getByRole('button', { name: 'Save' })).toHaveCount(0);
      await invitee.getByRole('tab', { name: 'Users' }).click();
      await expect(
        invitee.getByText('Your role can see the team but not change it.'),
      ).toBeVisible();
      await expect(invitee.getByRole('row', { name: new RegExp(email) })).toContainText('viewer');
      await expect(invitee.getByRole('button', { name: /Invite users/ })).toHaveCount(0);
      await invitee.getByRole('tab', { name: 'Approval Rules' }).click();
      await expect(invitee.getByRole('button', { name: /Add rule/ })).toHaveCount(0);

      // And the API itself refuses the viewer's writes.
      const session = {
        token: await accessTokenOf(invitee),
        merchantId: await invitee.evaluate(() => window.localStorage.getItem('currentMerchantId')),
      };
      expect(session.token).toBeTruthy();
      const headers = { Authorization: `Bearer ${session.token}` };
      const rule = await invitee.request.post(
        `${API_URL}/merchants/${session.merchantId}/approval-rules`,
        {
          headers,
          data: {
            operation: 'pix',
            minAmount: 100_000,
            approverRole: 'owner',
            requiredApprovals: 1,
          },
        },
      );
      expect(rule.status()).toBe(403);
      const invite = await invitee.request.post(`${API_URL}/invitations`, {
        headers,
        data: {
          emails: [`x.${Date.now()}@example.com`],
          role: 'viewer',
          merchantIds: [session.merchantId],
        },
      });
      expect(invite.status()).toBe(403);
      const read = await invitee.request.get(`${API_URL}/merchants/${session.merchantId}`, {
        headers,
      });
      expect(read.status()).toBe(200);
      expect((await read.json()).role).toBe('viewer');
    } finally {
      await context.close();
    }
  });
});
