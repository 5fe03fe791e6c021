import { jsonResponse } from '@arara/test-utils/fetch';
import { setupSuiteI18n, switchLanguage } from '@arara/test-utils/i18n';
import { type PageApi, renderPage } from '@arara/test-utils/render';
import { screen, within } from '@testing-library/react';
import { KycCasePage } from '../features/kyc/routes/kyc-case-page';
import { KycPage } from '../features/kyc/routes/kyc-page';
import { BASE, CASE_ID, document, FULL_DATA, KYC, onboarding } from './fixtures';

setupSuiteI18n(['common', 'compliance']);

const ROUTES = [
  { path: '/kyc', element: <KycPage /> },
  { path: '/kyc/:id', element: <KycCasePage /> },
];

const CASE = onboarding({
  status: 'requires_revision',
  data: FULL_DATA,
  documents: [document('proof_of_address', 'address.pdf')],
  decisionReason: 'The proof of address is older than 90 days',
  events: [
    {
      id: 'e1',
      action: 'submitted',
      actor: { type: 'user', id: 'u1', name: 'Dana Demo' },
      reason: null,
      notes: null,
      documentType: null,
      createdAt: '2026-11-20T15:00:00.000Z',
    },
    {
      id: 'e2',
      action: 'revision_requested',
      actor: { type: 'admin', id: 'a1', name: 'Rita Reviewer' },
      reason: 'The proof of address is older than 90 days',
      notes: null,
      documentType: null,
      createdAt: '2026-11-21T13:00:00.000Z',
    },
  ],
});

const api: PageApi = (_call, path) => {
  if (path === `${BASE}/kyc`) return jsonResponse(200, KYC);
  if (path === `${BASE}/kyc/${CASE_ID}`) return jsonResponse(200, CASE);
  return undefined;
};

test('/kyc: the status by the spec’s name, a way to the onboarding, and the cases', async () => {
  renderPage(ROUTES, { at: '/kyc', api });
  const status = await screen.findByRole('region', { name: 'KYC status' });
  expect(within(status).getByText('Requires revision')).toBeVisible();
  expect(within(status).getByRole('link', { name: 'Go to onboarding' })).toHaveAttribute(
    'href',
    '/onboarding',
  );
  const table = screen.getByRole('table');
  expect(within(table).getByText('Rejected')).toBeVisible();
  expect(within(table).getByRole('link', { name: CASE_ID.slice(0, 8) })).toHaveAttribute(
    'href',
    `/kyc/${CASE_ID}`,
  );
});

test('/kyc: submitted is shown as pending; not started asks to start', async () => {
  const pending: PageApi = (_call, path) =>
    path === `${BASE}/kyc`
      ? jsonResponse(200, {
          ...KYC,
          status: 'submitted',
          cases: [{ ...KYC.cases[0], status: 'submitted' }],
        })
      : undefined;
  const { unmount } = renderPage(ROUTES, { at: '/kyc', api: pending });
  expect((await screen.findAllByText('Pending')).length).toBe(2);
  unmount();

  const none: PageApi = (_call, path) =>
    path === `${BASE}/kyc`
      ? jsonResponse(200, { status: 'not_started', current: null, cases: [] })
      : undefined;
  renderPage(ROUTES, { at: '/kyc', api: none });
  expect(await screen.findByText('Not started')).toBeVisible();
  expect(screen.getByText('No KYC case yet')).toBeVisible();
});

test('/kyc/:id: the case read-only with its documents and its activity (who, what, when, reason)', async () => {
  renderPage(ROUTES, { at: `/kyc/${CASE_ID}`, api });
  expect(await screen.findByText('Arara Demo Comércio Ltda')).toBeVisible();
  expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Download Proof of address' })).toBeVisible();
  expect(screen.getByText('Activity history')).toBeVisible();
  const row = screen.getByText('Rita Reviewer').closest('tr') as HTMLElement;
  expect(within(row).getByText('Revision requested')).toBeVisible();
  expect(within(row).getByText('The proof of address is older than 90 days')).toBeVisible();
  expect(screen.getByText('Dana Demo').closest('tr')).toHaveTextContent('Submitted');
});

test('/kyc in Portuguese: the statuses by the spec’s names', async () => {
  await switchLanguage('pt-BR');
  renderPage(ROUTES, { at: '/kyc', api });
  const status = await screen.findByRole('region', { name: 'Status do KYC' });
  expect(within(status).getByText('Requer revisão')).toBeVisible();
  expect(screen.getByText('Rejeitado')).toBeVisible();
});
