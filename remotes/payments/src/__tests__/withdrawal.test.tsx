import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { COMPLIANCE_MESSAGES } from '@arara/contracts';
import { jsonResponse } from '@arara/test-utils/fetch';
import type { PageApi } from '@arara/test-utils/render';
import { WithdrawalPage } from '../features/withdrawal/routes/withdrawal-page';
import { apiError, failsTwiceThenSends, DOCUMENT, MAIN, RESERVE, BASE } from './fixtures';
import { wizardSuite } from './wizard-steps';

const wizard = wizardSuite('/withdrawal', <WithdrawalPage />);

const bank = (id: string, bankCode: string, bankName: string, status = 'active') => ({
  id,
  providerId: 'arara-sandbox',
  providerAccountId: `acc-${id.slice(-2)}`,
  holderName: 'Arara Demo Comércio Ltda',
  bankCode,
  bankName,
  branchNumber: '0001',
  accountNumber: '12345-6',
  accountType: 'business',
  document: '11222333000181',
  status,
  createdAt: '2026-08-01T12:00:00.000Z',
  balance: 0,
});
const ITAU = bank('b2000000-0000-4000-8000-000000000001', '341', 'Itaú Unibanco');
const CLOSED = bank('b2000000-0000-4000-8000-000000000002', '001', 'Banco do Brasil', 'inactive');

/** The API's quote: a fixed R$ 2,50 at Itaú. */
const quoteOf = (amount: number, available = MAIN.availableBalance) => ({
  amount,
  fee: 250,
  total: amount + 250,
  currency: 'BRL',
  available,
  rule: {
    id: 'f1000000-0000-4000-8000-000000000001',
    costType: 'fixed',
    fixedAmount: 250,
    percentageAmount: null,
    minimumFee: 0,
    description: 'TED withdrawal',
  },
});

const baseApi: PageApi = (call, path, url) => {
  if (call.method !== 'GET') return undefined;
  if (path === `${BASE}/virtual-accounts`) return jsonResponse(200, { items: [MAIN, RESERVE] });
  if (path === `${BASE}/bank-accounts`) return jsonResponse(200, { items: [ITAU, CLOSED] });
  if (path === `${BASE}/withdrawals/quote`) {
    const amount = Number(url.searchParams.get('amount'));
    const available = url.searchParams.get('virtualAccountId') === RESERVE.id ? 5_000 : undefined;
    return jsonResponse(200, quoteOf(amount, available));
  }
  return undefined;
};

const REVIEW_TITLE = 'Check the withdrawal and its fee before confirming';

async function fillUpToAmount(origin = /Conta principal/) {
  await userEvent.click(await screen.findByRole('radio', { name: origin }));
  await userEvent.click(wizard.continueButton());
  await userEvent.click(await screen.findByRole('radio', { name: /341 Itaú Unibanco/ }));
  await userEvent.click(wizard.continueButton());
  return screen.findByLabelText('Amount');
}

test('each step names what is missing; only active bank accounts are offered', async () => {
  wizard.render({ api: baseApi });
  await wizard.expectOriginRequiredThenChooseMain();
  await screen.findByRole('radio', { name: /341 Itaú Unibanco · 0001 \/ 12345-6/ });
  expect(screen.queryByRole('radio', { name: /Banco do Brasil/ })).toBeNull();
  await userEvent.click(wizard.continueButton());
  expect(await screen.findByText('This field is required')).toBeVisible();

  await userEvent.click(screen.getByRole('radio', { name: /Itaú/ }));
  await userEvent.click(wizard.continueButton());
  await wizard.expectZeroAmountRefused();
});

test('validation speaks Portuguese', async () => {
  await wizard.expectFirstStepRequiredInPortuguese({ api: baseApi });
  await userEvent.click(screen.getByRole('radio', { name: /Conta principal/ }));
  await userEvent.click(screen.getByRole('button', { name: 'Continuar' }));
  await userEvent.click(await screen.findByRole('radio', { name: /Itaú/ }));
  await userEvent.click(screen.getByRole('button', { name: 'Continuar' }));
  await userEvent.type(await screen.findByLabelText('Valor'), '0');
  await userEvent.click(screen.getByRole('button', { name: 'Continuar' }));
  expect(await screen.findByText('Informe um valor maior que zero.')).toBeVisible();
});

test('the fee and the total show while typing and on the review, before confirming', async () => {
  const { fetchMock } = wizard.render({ api: baseApi });
  await userEvent.type(await fillUpToAmount(), '100,00');
  const fee = await screen.findByRole('region', { name: 'Fee of this withdrawal' });
  expect(await within(fee).findByText('R$102.50')).toBeVisible();
  expect(within(fee).getByText('R$2.50')).toBeVisible();
  const quotes = fetchMock.callsTo(`/api${BASE}/withdrawals/quote`);
  expect(quotes.length).toBeGreaterThan(0);
  const asked = new URL(quotes.at(-1)?.url ?? '', 'http://localhost').searchParams;
  expect(Object.fromEntries(asked)).toEqual({
    virtualAccountId: MAIN.id,
    bankAccountId: ITAU.id,
    amount: '10000',
  });
  expect(fetchMock.callsTo(`/api${BASE}/withdrawals`)).toHaveLength(0);

  await userEvent.click(wizard.continueButton());
  await screen.findByText(REVIEW_TITLE);
  expect(await screen.findByText('R$2.50')).toBeVisible();
  expect(screen.getByText('R$100.00')).toBeVisible();
  expect(screen.getByText('R$102.50')).toBeVisible();
  expect(screen.getByText(/341 Itaú Unibanco · 0001 \/ 12345-6/)).toBeVisible();
  expect(screen.getByRole('button', { name: 'Confirm withdrawal' })).toBeEnabled();
});

test('an amount that fits but not with its fee stops at the amount step', async () => {
  wizard.render({ api: baseApi });
  // Reserva has R$ 50,00: R$ 49,00 + R$ 2,50 does not fit.
  await userEvent.type(await fillUpToAmount(/Reserva/), '49');
  await userEvent.click(wizard.continueButton());
  expect(
    await screen.findByText('The available balance is not enough for this amount.'),
  ).toBeVisible();
  expect(screen.queryByText(REVIEW_TITLE)).toBeNull();
});

test('a failure shows the spec text and keeps the input; the retry reuses the Idempotency-Key', async () => {
  const send = failsTwiceThenSends({
    ...DOCUMENT,
    method: 'ted',
    amount: 1_234,
    fee: 250,
    netAmount: 1_484,
    endToEndId: null,
    pixKey: null,
    counterpartyName: ITAU.holderName,
    counterpartyInstitution: '341 · Itaú Unibanco · 0001 / 12345-6',
  });
  const { fetchMock } = wizard.render({
    api: (call, path, url) => {
      if (path === `${BASE}/withdrawals` && call.method === 'POST') return send();
      return baseApi(call, path, url);
    },
  });
  await userEvent.type(await fillUpToAmount(), '12,34');
  await userEvent.type(screen.getByLabelText('Message (optional)'), 'payout');
  await userEvent.click(wizard.continueButton());
  await screen.findByText(REVIEW_TITLE);
  expect(await screen.findByText('R$14.84')).toBeVisible();

  await wizard.expectSendFailureKeepsAmount('Confirm withdrawal', 'R$12.34');
  expect(screen.getByText('payout')).toBeVisible();

  await userEvent.dblClick(screen.getByRole('button', { name: 'Confirm withdrawal' }));
  expect(await screen.findByText('Withdrawal sent')).toBeVisible();
  expect(screen.getByText('R$14.84')).toBeVisible();
  const posts = fetchMock.callsTo(`/api${BASE}/withdrawals`);
  expect(posts).toHaveLength(3);
  expect(posts[0]?.body).toEqual({
    virtualAccountId: MAIN.id,
    bankAccountId: ITAU.id,
    amount: 1234,
    description: 'payout',
  });
  const key = posts[0]?.headers['idempotency-key'];
  expect(key).toMatch(/^[0-9a-f-]{36}$/);
  expect(posts.map((post) => post.headers['idempotency-key'])).toEqual([key, key, key]);
});

test('an API field error goes back to its step; cancel discards what was typed', async () => {
  wizard.render({
    api: (call, path, url) =>
      path === `${BASE}/withdrawals` && call.method === 'POST'
        ? jsonResponse(
            422,
            apiError('INSUFFICIENT_FUNDS', 'no', {
              amount: 'accounts:ledger.errors.insufficientFunds',
            }),
          )
        : baseApi(call, path, url),
  });
  await userEvent.type(await fillUpToAmount(), '10');
  await userEvent.click(wizard.continueButton());
  const confirm = await screen.findByRole('button', { name: 'Confirm withdrawal' });
  await waitFor(() => expect(confirm).toBeEnabled());
  await userEvent.click(confirm);
  expect(
    await screen.findByText('The available balance is not enough for this amount.'),
  ).toBeVisible();
  expect(screen.getByLabelText('Amount')).toHaveValue('10.00');

  await wizard.discardTransfer();
});

test('a role that cannot move money sees the fee on the review but cannot confirm', async () => {
  wizard.render({ role: 'viewer', api: baseApi });
  await userEvent.type(await fillUpToAmount(), '100');
  await userEvent.click(wizard.continueButton());
  await screen.findByText(REVIEW_TITLE);
  expect(await screen.findByText('R$102.50')).toBeVisible();
  expect(screen.queryByRole('button', { name: 'Confirm withdrawal' })).toBeNull();
  expect(screen.getByText(/Your role cannot move money/)).toBeVisible();
});

test('before the KYC is approved, the refusal says so with a link to the onboarding', async () => {
  wizard.render({
    api: (call, path, url) => {
      if (path === `${BASE}/withdrawals` && call.method === 'POST')
        return jsonResponse(
          403,
          apiError('MERCHANT_NOT_ACTIVE', 'This merchant cannot send money now', {
            merchant: COMPLIANCE_MESSAGES.kycNotApproved,
          }),
        );
      return baseApi(call, path, url);
    },
  });
  await userEvent.type(await fillUpToAmount(), '12,34');
  await userEvent.click(wizard.continueButton());
  await screen.findByText(REVIEW_TITLE);
  await userEvent.click(screen.getByRole('button', { name: 'Confirm withdrawal' }));
  expect(
    await screen.findByText(/Money can leave this merchant only after its KYC is approved/),
  ).toBeVisible();
  expect(screen.getByRole('link', { name: 'Go to onboarding' })).toHaveAttribute(
    'href',
    '/onboarding',
  );
  expect(screen.getByText('R$12.34')).toBeVisible();
});
