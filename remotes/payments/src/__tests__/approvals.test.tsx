import { screen, waitFor, within } from '@testing-library/react';
import { PointerEventsCheckLevel, userEvent } from '@testing-library/user-event';
import { jsonResponse } from '../../../../test/fetch';
import { setupI18n, switchLanguage } from '../../../../test/i18n';
import { MERCHANT_ID, meResponse, renderPage } from '../../../../test/render-page';
import { ApprovalsPage } from '../features/approvals/routes/approvals-page';
import { BetweenAccountsPage } from '../features/between-accounts/routes/between-accounts-page';
import { apiError, DOCUMENT, MAIN, RESERVE } from './fixtures';

beforeAll(() => setupI18n(['common', 'payments', 'accounts']));
afterEach(() => switchLanguage('en'));

const BASE = `/merchants/${MERCHANT_ID}`;
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
    api: (_call, path) => {
      if (path === `${BASE}/virtual-accounts`) return jsonResponse(200, { items: [MAIN, RESERVE] });
      if (path === `${BASE}/transfers/between-accounts`) return jsonResponse(202, HELD);
      if (path === `${BASE}/approvals`) return jsonResponse(200, { items: [APPROVAL] });
      return undefined;
    },
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

test('the approvals list approves a payment; a refused decision says why', async () => {
  let decisions = 0;
  const { fetchMock } = renderPage(ROUTES, {
    at: '/approvals',
    api: (call, path) => {
      if (path === `${BASE}/approvals` && call.method === 'GET') {
        return jsonResponse(200, { items: [APPROVAL] });
      }
      if (path === `${BASE}/approvals/${APPROVAL.id}/approve`) {
        decisions += 1;
        return decisions === 1
          ? jsonResponse(
              403,
              apiError('FORBIDDEN', 'own', { approval: 'payments:approvals.errors.ownPayment' }),
            )
          : jsonResponse(200, { ...APPROVAL, status: 'approved' });
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
  // Approve in the row, then in its confirmation.
  const approve = async () => {
    await u.click(within(row).getByRole('button', { name: 'Approve' }));
    await screen.findByText('Approve this payment? The last approval moves the money.');
    const buttons = screen.getAllByRole('button', { name: 'Approve' });
    await u.click(buttons[buttons.length - 1] as HTMLElement);
  };
  await approve();
  expect(await screen.findByText('You cannot approve or reject a payment you sent.')).toBeVisible();

  await approve();
  expect(await screen.findByText('Approved: the money moved.')).toBeVisible();
  await waitFor(() =>
    expect(fetchMock.callsTo(`/api${BASE}/approvals/${APPROVAL.id}/approve`)).toHaveLength(2),
  );
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
