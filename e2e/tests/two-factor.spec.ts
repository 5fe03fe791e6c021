import {
  endpointPath,
  registrationEndpoints,
  type TRegisterRequest,
  type TTwoFactorEnableRequest,
  type TTwoFactorEnableResponse,
  type TTwoFactorSetupResponse,
  twoFactorEndpoints,
} from '@arara/contracts';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { API_URL } from '../support/apps';
import { linkFromMailbox } from '../support/mailbox';
import { accessTokenOf } from '../support/session';
import { hotp, totp, wrongTotp } from '../support/totp';

const PASSWORD = 'two-factor-secret';

async function signInWithPassword(page: Page, email: string) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** A registered account whose e-mail link was followed: it can sign in. */
async function registerAndVerify(page: Page, request: APIRequestContext, name: string) {
  const email = `${name}.${Date.now()}@example.com`;
  const data: TRegisterRequest = {
    name: 'Teo Duarte',
    email,
    password: PASSWORD,
    acceptTerms: true,
    language: 'en',
  };
  const registered = await request.post(
    `${API_URL}${endpointPath(registrationEndpoints.register)}`,
    {
      data,
    },
  );
  expect(registered.status()).toBe(201);
  await page.goto(await linkFromMailbox(request, email, '/verify-email'));
  await expect(page.getByText('Email verified')).toBeVisible();
  return email;
}

/** A new verified account signed in with its password, on the home page. Its e-mail. */
async function registerAndSignIn(page: Page, request: APIRequestContext, name: string) {
  const email = await registerAndVerify(page, request, name);
  await signInWithPassword(page, email);
  await expect(page).toHaveURL('/');
  return email;
}

/**
 * Turns two-factor on through the API with the signed-in page's own session, for tests about
 * what comes after (the first test drives Settings); the code is computed here.
 */
async function enableTwoFactor(page: Page): Promise<string> {
  const accessToken = await accessTokenOf(page);
  expect(accessToken).toBeTruthy();
  const headers = { authorization: `Bearer ${accessToken}` };
  const setup = await page.request.post(`${API_URL}${endpointPath(twoFactorEndpoints.setup)}`, {
    headers,
    data: {},
  });
  expect(setup.status()).toBe(200);
  const { secret, otpauthUrl } = (await setup.json()) as TTwoFactorSetupResponse;
  expect(otpauthUrl).toContain('otpauth://totp/Arara:');
  // Signed in, turning two-factor on needs the password too.
  const data: TTwoFactorEnableRequest = { code: totp(secret), password: PASSWORD };
  const enabled = await page.request.post(`${API_URL}${endpointPath(twoFactorEndpoints.enable)}`, {
    headers,
    data,
  });
  expect(enabled.status()).toBe(200);
  const { recoveryCodes } = (await enabled.json()) as TTwoFactorEnableResponse;
  expect(recoveryCodes).toHaveLength(10);
  return secret;
}

test.describe('[shell] two-factor authentication', () => {
  test('the test TOTP matches RFC 6238 (SHA-1, T=59 → 94287082)', () => {
    expect(hotp(Buffer.from('12345678901234567890'), Math.floor(59 / 30), 8)).toBe('94287082');
    expect(hotp(Buffer.from('12345678901234567890'), Math.floor(1111111109 / 30), 8)).toBe(
      '07081804',
    );
  });

  test('register → verify → sign in → turn on 2FA in Settings → sign out → sign in asks the code', async ({
    page,
    request,
  }) => {
    const email = await registerAndSignIn(page, request, 'teo');

    // A new account has no merchant yet: Settings still offers its own two-factor.
    await page.goto('/settings');
    await expect(page.getByText('Select a merchant to continue')).toBeVisible();
    await page.getByRole('button', { name: 'Enable two-factor authentication' }).click();
    await expect(
      page.getByRole('img', { name: 'QR code for your authenticator app' }),
    ).toBeVisible();
    // What a person types into the authenticator app when they cannot scan.
    const secret = (await page.locator('code').first().textContent())?.trim() ?? '';
    expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
    await page.getByLabel('One-time code').fill(totp(secret));
    await page.getByLabel('Your password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Enable two-factor authentication' }).click();
    await expect(page.getByText('Save your recovery codes')).toBeVisible();
    await page.getByRole('button', { name: 'Done' }).click();
    await expect(page.getByText('On', { exact: true })).toBeVisible();

    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/login/);

    await signInWithPassword(page, email);
    await expect(page).toHaveURL('/login/two-factor');
    await expect(
      page.getByText('Enter the 6-digit code from your authenticator app.'),
    ).toBeVisible();
    // The challenge never shows in the address bar.
    expect(page.url()).not.toContain('challenge');

    await page.getByLabel('Verification code').fill(wrongTotp(secret));
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(page.getByText('Invalid code, please try again')).toBeVisible();
    await expect(page).toHaveURL('/login/two-factor');

    // The code of the enable step is spent (no replay): the app's next code is accepted.
    await page.getByLabel('Verification code').fill(totp(secret, 1));
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(page).toHaveURL('/');
    await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();

    // The session opened with the code is a full one: the password can be changed.
    await page.goto('/change-password');
    await page.getByLabel('Current password').fill(PASSWORD);
    await page.getByLabel('New password').fill('two-factor-secret-2');
    await page.getByLabel('Confirm password').fill('two-factor-secret-2');
    await page.getByRole('button', { name: 'Change password' }).click();
    await expect(page.getByText('Password changed')).toBeVisible();
  });

  test('lost device: the e-mailed link turns 2FA off, then the password alone signs in', async ({
    page,
    request,
  }) => {
    const email = await registerAndSignIn(page, request, 'lia');
    await enableTwoFactor(page);
    await page.getByRole('button', { name: 'Logout' }).click();

    await signInWithPassword(page, email);
    await page.getByRole('button', { name: 'Lost your device?' }).click();
    await expect(
      page.getByText('We sent you an email with a link to turn off two-factor authentication.'),
    ).toBeVisible();

    const link = await linkFromMailbox(request, email, '/confirm-2fa-revocation');
    await page.goto(link);
    await page.getByRole('button', { name: 'Turn off two-factor authentication' }).click();
    await expect(page.getByText('Two-factor authentication turned off')).toBeVisible();

    // The link works once.
    await page.goto(link);
    await page.getByRole('button', { name: 'Turn off two-factor authentication' }).click();
    await expect(page.getByText('Error revoking 2FA')).toBeVisible();
    await expect(page.getByText('Invalid Token')).toBeVisible();

    await signInWithPassword(page, email);
    await expect(page).toHaveURL('/');
  });
});
