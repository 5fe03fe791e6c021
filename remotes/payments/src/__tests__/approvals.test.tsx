import { screen, waitFor, within } from '@testing-library/react';
import { PointerEventsCheckLevel, userEvent } from '@testing-library/user-event';
import { jsonResponse } from '@arara/test-utils/fetch';
import { switchLanguage, setupSuiteI18n } from '@arara/test-utils/i18n';
import { meResponse, renderPage } from '@arara/test-utils/render';
import { ApprovalsPage } from '../features/approvals/routes/approvals-page';
import { BetweenAccountsPage } from '../features/between-accounts/routes/between-accounts-page';
import { apiError, DOCUMENT, MAIN, RESERVE, BASE } from './fixtures';
import { withNoFee } from './wizard-steps';

setupSuiteI18n(['common', 'payments', 'accounts']);

const ROUTES = [
  { path: '/between-accounts', element: <BetweenAccountsPage /> },
  { path: '/approvals', element: <ApprovalsPage /> },
];
const user = () => userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });

const HELD = {
  ...DOCUMENT,
  kind: 'transfer',
  method: 'internal',
  status: 'pending',
  amount: 60_000,
  counterpartVirtualAccountId: RESERVE.id,
  counterpartVirtualAccountLabel: RESERVE.label,
  counterpartyName: null,
  endToEndId: null,
  processedAt: null,
  stages: [{ status: 'initiated', createdAt: DOCUMENT.createdAt, reason: null }],
};
const APPROVAL = {
  id: 'a1000000-0000-4000-8000-000000000001',
  operation: 'between_accounts',
  status: 'pending',
  amount: 60_000,
  requiredApprovals: 2,
  approverRole: 'manager',
  initiatedBy: { id: 'u1', name: 'Marcos Gerente' },
  decisions: [],
  failureReason: null,
  createdAt: DOCUMENT.createdAt,
  decidedAt: null,
  document: HELD,
};

test('a transfer an approval rule holds says it waits for approval and links to the approvals', async () => {
  renderPage(ROUTES, {
    at: '/between-accounts',
    // The transfer's fee is quoted before the review: none here.
    api: withNoFee((_call, path) => {
      if (path === `${BASE}/virtual-accounts`) return jsonResponse(200, { items: [MAIN, RESERVE] });
      if (path === `${BASE}/transfers/between-accounts`) return jsonResponse(202, HELD);
      if (path === `${BASE}/approvals`) return jsonResponse(200, { items: [APPROVAL] });
      return undefined;
    }),
  });
  const u = user();
  await u.click(await screen.findByRole('radio', { name: /Conta principal/ }));
  await u.click(screen.getByRole('button', { name: 'Continue' }));
  await u.click(await screen.findByRole('radio', { name: /Reserva/ }));
  await u.click(screen.getByRole('button', { name: 'Continue' }));
  await u.type(await screen.findByLabelText('Amount'), '600');
  await u.click(screen.getByRole('button', { name: 'Continue' }));
  await u.click(await screen.findByRole('button', { name: 'Send' }));

  expect(await screen.findByText('Waiting for approval')).toBeVisible();
  expect(screen.queryByText('Transfer sent')).not.toBeInTheDocument();
  expect(
    screen.getByText(
      'An approval rule holds this payment: the money is reserved and moves once it is approved.',
    ),
  ).toBeVisible();
  await u.click(screen.getByRole('button', { name: 'See approvals' }));
  expect(await screen.findByRole('heading', { level: 2, name: 'Approvals' })).toBeVisible();
  expect(await screen.findByText('Marcos Gerente')).toBeVisible();
});

test('approving asks the password and the e-mailed code, like a Pix; a refused decision says why', async () => {
  let decisions = 0;
  const { fetchMock } = renderPage(ROUTES, {
    at: '/approvals',
    api: (call, path) => {
      if (path === `${BASE}/approvals` && call.method === 'GET') {
        return jsonResponse(200, { items: [APPROVAL] });
      }
      if (path === `${BASE}/approvals/${APPROVAL.id}/code`) {
        return jsonResponse(200, { channel: 'email' });
      }
      if (path === `${BASE}/approvals/${APPROVAL.id}/approve`) {
        decisions += 1;
        if (decisions === 1) {
          return jsonResponse(
            400,
            apiError('VALIDATION_ERROR', 'Wrong password', {
              password: 'payments:errors.wrongPassword',
            }),
          );
        }
        if (decisions === 2) {
          return jsonResponse(
            400,
            apiError('VALIDATION_ERROR', 'Wrong code', { code: 'payments:errors.wrongCode' }),
          );
        }
        if (decisions === 3) {
          return jsonResponse(
            403,
            apiError('MERCHANT_NOT_ACTIVE', 'Not active', {
              merchant: 'payments:errors.merchantNotActive',
            }),
          );
        }
        return jsonResponse(200, { ...APPROVAL, status: 'approved' });
      }
      return undefined;
    },
  });
  const row = (await screen.findByText('Marcos Gerente')).closest('tr') as HTMLElement;
  expect(within(row).getByText('R$600.00')).toBeVisible();
  expect(within(row).getByText('0 of 2 (manager or above)')).toBeVisible();
  // A transfer between own accounts is received by the other account.
  expect(within(row).getByText(RESERVE.label)).toBeVisible();

  const u = user();
  const confirm = async () => {
    await u.click(within(row).getByRole('button', { name: 'Approve' }));
    await screen.findByText('Approve this payment? The last approval moves the money.');
    const buttons = screen.getAllByRole('button', { name: 'Approve' });
    await u.click(buttons[buttons.length - 1] as HTMLElement);
  };
  // The modals are found by their titles (the page has more than one element with a test id).
  const dialogTitled = async (title: string) =>
    (await screen.findByText(title)).closest('[role="dialog"]') as HTMLElement;
  const typePassword = async (password: string) => {
    const dialog = await dialogTitled('Confirm with your password');
    await u.clear(within(dialog).getByLabelText('Password'));
    await u.type(within(dialog).getByLabelText('Password'), password);
    await u.click(within(dialog).getByRole('button', { name: 'Continue' }));
  };
  const typeCode = async (code: string) => {
    const dialog = await dialogTitled('Enter the verification code');
    await waitFor(() =>
      expect(within(dialog).getByText(/We sent a 6-digit code to your e-mail/)).toBeVisible(),
    );
    await u.clear(within(dialog).getByLabelText('6-digit code'));
    await u.type(within(dialog).getByLabelText('6-digit code'), code);
    await u.click(within(dialog).getByRole('button', { name: 'Approve' }));
    return dialog;
  };

  // Nothing is sent before the password and the code.
  await confirm();
  expect(fetchMock.callsTo(`/api${BASE}/approvals/${APPROVAL.id}/approve`)).toHaveLength(0);
  await typePassword('not-mine');
  await typeCode('123456');
  // Wrong password: asked again, with the reason.
  const again = await dialogTitled('Confirm with your password');
  await waitFor(() => expect(within(again).getByText('Wrong password.')).toBeVisible());
  await typePassword('secret-1');
  const codeDialog = await typeCode('000000');
  expect(await within(codeDialog).findByText('Wrong or expired code.')).toBeVisible();
  await typeCode('111111');
  expect(
    await screen.findByText(/This merchant is not active, so no money can leave it/),
  ).toBeVisible();

  await confirm();
  await typePassword('secret-1');
  await typeCode('222222');
  expect(await screen.findByText('Approved: the money moved.')).toBeVisible();
  const posts = fetchMock.callsTo(`/api${BASE}/approvals/${APPROVAL.id}/approve`);
  expect(posts).toHaveLength(4);
  expect(posts[0]?.body).toEqual({ password: 'not-mine', code: '123456' });
  expect(posts[3]?.body).toEqual({ password: 'secret-1', code: '222222' });
  expect(fetchMock.callsTo(`/api${BASE}/approvals/${APPROVAL.id}/code`).length).toBeGreaterThan(0);
});

test('rejecting needs no password; a refused decision says why', async () => {
  const { fetchMock } = renderPage(ROUTES, {
    at: '/approvals',
    api: (call, path) => {
      if (path === `${BASE}/approvals` && call.method === 'GET') {
        return jsonResponse(200, { items: [APPROVAL] });
      }
      if (path === `${BASE}/approvals/${APPROVAL.id}/reject`) {
        return jsonResponse(
          403,
          apiError('FORBIDDEN', 'own', { approval: 'payments:approvals.errors.ownPayment' }),
        );
      }
      return undefined;
    },
  });
  const row = (await screen.findByText('Marcos Gerente')).closest('tr') as HTMLElement;
  const u = user();
  await u.click(within(row).getByRole('button', { name: 'Reject' }));
  await screen.findByText('Reject this payment? The held money goes back to the account.');
  const buttons = screen.getAllByRole('button', { name: 'Reject' });
  await u.click(buttons[buttons.length - 1] as HTMLElement);
  expect(await screen.findByText('You cannot approve or reject a payment you sent.')).toBeVisible();
  expect(screen.queryByText('Confirm with your password')).toBeNull();
  expect(fetchMock.callsTo(`/api${BASE}/approvals/${APPROVAL.id}/reject`)[0]?.body).toEqual({});
});

test('viewers see the held payments in Portuguese without the decision buttons', async () => {
  await switchLanguage('pt-BR');
  renderPage(ROUTES, {
    at: '/approvals',
    role: 'viewer',
    api: (call, path) =>
      path === `${BASE}/approvals` && call.method === 'GET'
        ? jsonResponse(200, { items: [APPROVAL] })
        : undefined,
  });
  expect(await screen.findByText('0 de 2 (gerente ou acima)')).toBeVisible();
  expect(screen.getByRole('heading', { level: 2, name: 'Aprovações' })).toBeVisible();
  expect(screen.queryByRole('button', { name: 'Aprovar' })).not.toBeInTheDocument();
});

test('no decision buttons on your own payment or below the rule’s role: the reason instead', async () => {
  const own = {
    ...APPROVAL,
    id: 'a1000000-0000-4000-8000-000000000002',
    initiatedBy: { id: meResponse().user.id, name: 'Dana Demo' },
  };
  const adminRule = {
    ...APPROVAL,
    id: 'a1000000-0000-4000-8000-000000000003',
    approverRole: 'admin',
    initiatedBy: { id: 'u2', name: 'Outra Pessoa' },
  };
  renderPage(ROUTES, {
    at: '/approvals',
    role: 'manager',
    api: (call, path) =>
      path === `${BASE}/approvals` && call.method === 'GET'
        ? jsonResponse(200, { items: [own, adminRule, APPROVAL] })
        : undefined,
  });
  const rowOf = async (name: string) =>
    (await screen.findByText(name)).closest('tr') as HTMLElement;
  const ownRow = await rowOf('Dana Demo');
  expect(
    within(ownRow).getByText('You cannot approve or reject a payment you sent.'),
  ).toBeVisible();
  expect(within(ownRow).queryByRole('button', { name: 'Approve' })).not.toBeInTheDocument();
  const adminRow = await rowOf('Outra Pessoa');
  expect(
    within(adminRow).getByText('The approval rule needs a member with a higher role.'),
  ).toBeVisible();
  const managerRow = await rowOf('Marcos Gerente');
  expect(within(managerRow).getByRole('button', { name: 'Approve' })).toBeVisible();
});
