import { screen, waitFor } from '@testing-library/react';
import { PointerEventsCheckLevel, userEvent } from '@testing-library/user-event';
import { jsonResponse } from '@arara/test-utils/fetch';
import { setupSuiteI18n } from '@arara/test-utils/i18n';
import { renderPage } from '@arara/test-utils/render';
import { PixTransferPage } from '../features/pix/routes/pix-transfer-page';
import { LOJA } from './counterparties-fixtures';
import { MAIN, PREVIEW, RESERVE, BASE } from './fixtures';

setupSuiteI18n(['common', 'payments', 'accounts']);

test('the key tab offers the counterparties with a Pix key; choosing one fills the key', async () => {
  const { fetchMock } = renderPage([{ path: '/pix', element: <PixTransferPage /> }], {
    at: '/pix',
    api: (_call, path) => {
      if (path === `${BASE}/virtual-accounts`) return jsonResponse(200, { items: [MAIN, RESERVE] });
      if (path === `${BASE}/counterparties`)
        return jsonResponse(200, { items: [LOJA], nextCursor: null });
      if (path === `${BASE}/pix/preview`) return jsonResponse(200, PREVIEW);
      return undefined;
    },
  });
  const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
  await user.click(await screen.findByRole('radio', { name: /Conta principal/ }));
  await user.click(screen.getByRole('button', { name: 'Continue' }));

  await user.click(await screen.findByRole('combobox', { name: 'Choose from counterparties' }));
  await user.click(await screen.findByTitle('Loja Exemplo Ltda · pix@lojaexemplo.com.br'));
  await waitFor(() =>
    expect(screen.getByLabelText("Receiver's Pix key")).toHaveValue('pix@lojaexemplo.com.br'),
  );
  const [query] = fetchMock.callsTo(`/api${BASE}/counterparties`);
  expect(query?.url).toContain('hasPixKey=true');

  await user.click(screen.getByRole('button', { name: 'Look up receiver' }));
  expect(await screen.findByText('Maria Souza')).toBeVisible();
});
