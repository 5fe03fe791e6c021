import { screen } from '@testing-library/react';
import { setupSuiteI18n } from '@arara/test-utils/i18n';
import { renderPage } from '@arara/test-utils/render';
import type { TPaymentDocument } from '@arara/contracts';
import { TransferConfirmation } from '../features/transfer-flow/components/transfer-confirmation';
import { chargeScreenApi, DOCUMENT } from './fixtures';

setupSuiteI18n(['common', 'payments']);

const at = (document: object) =>
  renderPage(
    [
      {
        path: '/pix',
        element: (
          <TransferConfirmation
            document={document as TPaymentDocument}
            receiver="Maria Souza"
            onNewTransfer={() => undefined}
          />
        ),
      },
    ],
    { at: '/pix', api: (_call, path) => chargeScreenApi(path) },
  );

test('a Pix to another institution still settling says it is processing and links to its page, not to the approvals', async () => {
  at({
    ...DOCUMENT,
    status: 'pending',
    stages: [
      { status: 'initiated', createdAt: DOCUMENT.createdAt, reason: null },
      { status: 'processing', createdAt: DOCUMENT.createdAt, reason: null },
    ],
  });
  expect(await screen.findByText('Transfer sent: processing')).toBeVisible();
  expect(screen.getByRole('link', { name: 'Follow it on its page' })).toHaveAttribute(
    'href',
    `/documents/out/${DOCUMENT.id}`,
  );
  expect(screen.queryByText('Waiting for approval')).toBeNull();
});

test('a transfer an approval rule holds still says it waits for approval', async () => {
  at({
    ...DOCUMENT,
    status: 'pending',
    stages: [{ status: 'initiated', createdAt: DOCUMENT.createdAt, reason: null }],
  });
  expect(await screen.findByText('Waiting for approval')).toBeVisible();
  expect(screen.queryByText('Transfer sent: processing')).toBeNull();
});
