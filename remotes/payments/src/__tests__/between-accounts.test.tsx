import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { jsonResponse } from '@arara/test-utils/fetch';
import type { PageApi } from '@arara/test-utils/render';
import { BetweenAccountsPage } from '../features/between-accounts/routes/between-accounts-page';
import { failsTwiceThenSends, DOCUMENT, MAIN, RESERVE, BASE } from './fixtures';
import { wizardSuite } from './wizard-steps';

const wizard = wizardSuite('/between-accounts', <BetweenAccountsPage />);

/** The transfer fee the API quotes (docs/back-office.md "Fees"): none unless a test sets one. */
let transferFee = 0;
const quoteOf = (amount: number, available: number) => ({
  amount,
  fee: transferFee,
  total: amount + transferFee,
  currency: 'BRL',
  available,
  rule:
    transferFee === 0
      ? null
      : {
          id: 'f1000000-0000-4000-8000-000000000002',
          costType: 'fixed',
          fixedAmount: transferFee,
          percentageAmount: null,
          minimumFee: 0,
          description: 'Transfer fee',
        },
});

beforeEach(() => {
  transferFee = 0;
});

const accountsApi: PageApi = (call, path, url) => {
  if (call.method !== 'GET') return undefined;
  if (path === `${BASE}/virtual-accounts`) return jsonResponse(200, { items: [MAIN, RESERVE] });
  if (path === `${BASE}/fees/quote`) {
    const from = url.searchParams.get('virtualAccountId') === RESERVE.id ? RESERVE : MAIN;
    return jsonResponse(
      200,
      quoteOf(Number(url.searchParams.get('amount')), from.availableBalance),
    );
  }
  return undefined;
};

async function fillUpToReview(amount = '12,34') {
  await userEvent.click(await screen.findByRole('radio', { name: /Conta principal/ }));
  await userEvent.click(wizard.continueButton());
  await userEvent.click(await screen.findByRole('radio', { name: /Reserva/ }));
  await userEvent.click(wizard.continueButton());
  await userEvent.type(await screen.findByLabelText('Amount'), amount);
  await userEvent.click(wizard.continueButton());
  await screen.findByText('Check the transfer before sending');
}

test('each step names what is missing; the origin is not offered as destination', async () => {
  wizard.render({ api: accountsApi });
  await screen.findByRole('radio', { name: /Conta principal/ });
  expect(screen.getByText('R$1,134.56')).toBeVisible();
  await wizard.expectOriginRequiredThenChooseMain();
  await screen.findByRole('radio', { name: /Reserva/ });
  expect(screen.queryByRole('radio', { name: /Conta principal/ })).toBeNull();
  await userEvent.click(wizard.continueButton());
  expect(await screen.findByText('This field is required')).toBeVisible();

  await userEvent.click(screen.getByRole('radio', { name: /Reserva/ }));
  await userEvent.click(wizard.continueButton());
  await wizard.expectZeroAmountRefused();
});

test('the transfer fee shows while typing and on the review, before sending', async () => {
  transferFee = 75;
  const { fetchMock } = wizard.render({ api: accountsApi });
  await userEvent.click(await screen.findByRole('radio', { name: /Conta principal/ }));
  await userEvent.click(wizard.continueButton());
  await userEvent.click(await screen.findByRole('radio', { name: /Reserva/ }));
  await userEvent.click(wizard.continueButton());
  await userEvent.type(await screen.findByLabelText('Amount'), '12,34');
  const fee = await screen.findByRole('region', { name: 'Fee' });
  expect(await within(fee).findByText('R$13.09')).toBeVisible();
  expect(within(fee).getByText('R$0.75')).toBeVisible();
  const asked = new URL(
    fetchMock.callsTo(`/api${BASE}/fees/quote`).at(-1)?.url ?? '',
    'http://localhost',
  ).searchParams;
  expect(Object.fromEntries(asked)).toEqual({
    operation: 'transfer',
    virtualAccountId: MAIN.id,
    amount: '1234',
  });

  await userEvent.click(wizard.continueButton());
  await screen.findByText('Check the transfer before sending');
  expect(await screen.findByText('R$0.75')).toBeVisible();
  expect(screen.getByText('R$12.34')).toBeVisible();
  expect(screen.getByText('R$13.09')).toBeVisible();
  expect(fetchMock.callsTo(`/api${BASE}/transfers/between-accounts`)).toHaveLength(0);
});

test('an amount that fits but not with its fee stops at the amount step', async () => {
  transferFee = 100;
  wizard.render({ api: accountsApi });
  await userEvent.click(await screen.findByRole('radio', { name: /Reserva/ }));
  await userEvent.click(wizard.continueButton());
  await userEvent.click(await screen.findByRole('radio', { name: /Conta principal/ }));
  await userEvent.click(wizard.continueButton());
  // Reserva has R$ 50,00: R$ 49,50 + R$ 1,00 does not fit.
  await userEvent.type(await screen.findByLabelText('Amount'), '49,50');
  await userEvent.click(wizard.continueButton());
  expect(
    await screen.findByText('The available balance is not enough for this amount.'),
  ).toBeVisible();
  expect(screen.queryByText('Check the transfer before sending')).toBeNull();
});

test('validation speaks Portuguese', async () => {
  await wizard.expectFirstStepRequiredInPortuguese({ api: accountsApi });
});

test('a failure shows the spec text and keeps the input; the retry reuses the Idempotency-Key', async () => {
  // A fee, so the total (R$ 12,59) is not the amount's text.
  transferFee = 25;
  const send = failsTwiceThenSends({
    ...DOCUMENT,
    kind: 'transfer',
    method: 'internal',
    counterpartVirtualAccountId: RESERVE.id,
    counterpartyName: null,
    endToEndId: null,
  });
  const { fetchMock } = wizard.render({
    api: (call, path, url) => {
      if (path === `${BASE}/transfers/between-accounts`) return send();
      return accountsApi(call, path, url);
    },
  });
  await fillUpToReview();
  expect(screen.getByText('R$12.34')).toBeVisible();

  await wizard.expectSendFailureKeepsAmount('Send', 'R$12.34');

  await userEvent.dblClick(screen.getByRole('button', { name: 'Send' }));
  expect(await screen.findByText('Transfer sent')).toBeVisible();
  const posts = fetchMock.callsTo(`/api${BASE}/transfers/between-accounts`);
  expect(posts).toHaveLength(3);
  expect(posts[0]?.body).toEqual({
    fromVirtualAccountId: MAIN.id,
    toVirtualAccountId: RESERVE.id,
    amount: 1234,
  });
  const key = posts[0]?.headers['idempotency-key'];
  expect(key).toMatch(/^[0-9a-f-]{36}$/);
  expect(posts.map((post) => post.headers['idempotency-key'])).toEqual([key, key, key]);

  await userEvent.click(screen.getByRole('button', { name: 'New transfer' }));
  expect(await screen.findByRole('radio', { name: /Conta principal/ })).not.toBeChecked();
});

test('cancel asks first, then discards what was typed', async () => {
  wizard.render({ api: accountsApi });
  await fillUpToReview();
  await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
  const dialog = await screen.findByRole('dialog', { name: 'Cancel this transfer?' });
  await userEvent.click(within(dialog).getByRole('button', { name: 'Keep editing' }));
  expect(screen.getByText('Check the transfer before sending')).toBeVisible();

  await wizard.discardTransfer();
  await userEvent.click(screen.getByRole('radio', { name: /Conta principal/ }));
  await userEvent.click(wizard.continueButton());
  await userEvent.click(await screen.findByRole('radio', { name: /Reserva/ }));
  await userEvent.click(wizard.continueButton());
  expect(await screen.findByLabelText('Amount')).toHaveValue('');
});

test('a role that cannot move money reviews but cannot send', async () => {
  wizard.render({ role: 'viewer', api: accountsApi });
  await fillUpToReview();
  expect(screen.queryByRole('button', { name: 'Send' })).toBeNull();
  expect(screen.getByText(/Your role cannot move money/)).toBeVisible();
});
