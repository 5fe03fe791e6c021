import { generateBrCode } from '@arara/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { jsonResponse } from '@arara/test-utils/fetch';
import { switchLanguage } from '@arara/test-utils/i18n';
import type { PageApi } from '@arara/test-utils/render';
import { PixTransferPage } from '../features/pix/routes/pix-transfer-page';
import { apiError, DOCUMENT, MAIN, PREVIEW, RESERVE, BASE } from './fixtures';
import { wizardSuite } from './wizard-steps';

const wizard = wizardSuite('/pix', <PixTransferPage />);

const baseApi: PageApi = (call, path) => {
  if (path === `${BASE}/virtual-accounts` && call.method === 'GET')
    return jsonResponse(200, { items: [MAIN, RESERVE] });
  if (path === `${BASE}/pix/preview`) return jsonResponse(200, PREVIEW);
  if (path === `${BASE}/pix/code`) return jsonResponse(200, { channel: 'email' });
  return undefined;
};

async function chooseOrigin() {
  await userEvent.click(await screen.findByRole('radio', { name: /Conta principal/ }));
  await userEvent.click(wizard.continueButton());
}

test('the key is looked up first and shows who receives; steps validate', async () => {
  wizard.render({ api: baseApi });
  await wizard.expectOriginRequiredThenChooseMain();

  await userEvent.click(await screen.findByRole('button', { name: 'Look up receiver' }));
  expect(await screen.findByText('This field is required')).toBeVisible();
  await userEvent.type(screen.getByLabelText("Receiver's Pix key"), 'maria@example.com');
  await userEvent.click(screen.getByRole('button', { name: 'Look up receiver' }));
  expect(await screen.findByText('Maria Souza')).toBeVisible();
  expect(screen.getByText('***.456.789-**')).toBeVisible();
  expect(screen.getByText('Banco Exemplo')).toBeVisible();

  await userEvent.click(wizard.continueButton());
  await userEvent.click(await screen.findByRole('button', { name: 'Continue' }));
  expect(await screen.findByText('Enter an amount greater than zero.')).toBeVisible();
});

test('the Pix fee is quoted while typing and shown on the review before sending', async () => {
  const { fetchMock } = wizard.render({
    api: (call, path, url) => {
      if (path !== `${BASE}/fees/quote`) return baseApi(call, path, url);
      const amount = Number(url.searchParams.get('amount'));
      return jsonResponse(200, {
        amount,
        fee: 160,
        total: amount + 160,
        currency: 'BRL',
        available: MAIN.availableBalance,
        rule: {
          id: 'f1000000-0000-4000-8000-000000000003',
          costType: 'fixed',
          fixedAmount: 150,
          percentageAmount: '0.05',
          minimumFee: 0,
          description: 'Pix out',
        },
      });
    },
  });
  await chooseOrigin();
  await userEvent.type(await screen.findByLabelText("Receiver's Pix key"), 'maria@example.com');
  await userEvent.click(screen.getByRole('button', { name: 'Look up receiver' }));
  await screen.findByText('Maria Souza');
  await userEvent.click(wizard.continueButton());
  await userEvent.type(await screen.findByLabelText('Amount'), '20,00');
  const fee = await screen.findByRole('region', { name: 'Fee' });
  expect(await within(fee).findByText('R$21.60')).toBeVisible();
  expect(within(fee).getByText('Pix out', { exact: false })).toBeVisible();
  const asked = new URL(
    fetchMock.callsTo(`/api${BASE}/fees/quote`).at(-1)?.url ?? '',
    'http://localhost',
  ).searchParams;
  expect(asked.get('operation')).toBe('pix_send');
  expect(asked.get('amount')).toBe('2000');

  await userEvent.click(wizard.continueButton());
  expect(await screen.findByText('R$1.60')).toBeVisible();
  expect(screen.getByText('R$20.00')).toBeVisible();
  expect(screen.getByText('R$21.60')).toBeVisible();
  expect(screen.getByRole('button', { name: 'Send' })).toBeEnabled();
  expect(fetchMock.callsTo(`/api${BASE}/pix/transfers`)).toHaveLength(0);
});

test('an unknown key is named on the key field', async () => {
  wizard.render({
    api: (call, path, url) =>
      path === `${BASE}/pix/preview`
        ? jsonResponse(
            404,
            apiError('NOT_FOUND', 'No key', { 'destination.key': 'payments:errors.keyNotFound' }),
          )
        : baseApi(call, path, url),
  });
  await chooseOrigin();
  await userEvent.type(await screen.findByLabelText("Receiver's Pix key"), 'nobody@example.com');
  await userEvent.click(screen.getByRole('button', { name: 'Look up receiver' }));
  expect(await screen.findByText('No one was found with this Pix key.')).toBeVisible();
  expect(screen.getByLabelText("Receiver's Pix key")).toHaveValue('nobody@example.com');
});

test('a pasted code is checked as typed (pt-BR), and a fixed amount locks the amount field', async () => {
  await switchLanguage('pt-BR');
  const code = generateBrCode({
    kind: 'static',
    key: 'maria@example.com',
    amountCents: 4_990,
    merchantName: 'Maria Souza',
    merchantCity: 'Sao Paulo',
  });
  wizard.render({
    api: (call, path, url) =>
      path === `${BASE}/pix/preview`
        ? jsonResponse(200, { ...PREVIEW, fixedAmount: 4_990, qrType: 'static' })
        : baseApi(call, path, url),
  });
  await userEvent.click(await screen.findByRole('radio', { name: /Conta principal/ }));
  await userEvent.click(screen.getByRole('button', { name: 'Continuar' }));
  await userEvent.click(await screen.findByRole('tab', { name: 'Copia e cola' }));
  const field = await screen.findByLabelText('Código Pix copia e cola');
  fireEvent.change(field, { target: { value: `${code.slice(0, -4)}0000` } });
  await userEvent.click(screen.getByRole('button', { name: 'Buscar recebedor' }));
  expect(await screen.findByText(/Os dígitos verificadores do código não conferem/)).toBeVisible();

  fireEvent.change(field, { target: { value: code } });
  await userEvent.click(screen.getByRole('button', { name: 'Buscar recebedor' }));
  await screen.findByText('Maria Souza');
  await userEvent.click(screen.getByRole('button', { name: 'Continuar' }));
  const amount = await screen.findByLabelText('Valor');
  expect(amount).toHaveValue('49,90');
  expect(amount).toHaveAttribute('readonly');
  expect(
    screen.getByText('Este código Pix define o valor: ele não pode ser alterado.'),
  ).toBeVisible();
});

describe('the QR image tab without a native BarcodeDetector (Firefox, Safari)', () => {
  const PIX_CODE = generateBrCode({
    kind: 'static',
    key: 'maria@example.com',
    merchantName: 'Maria Souza',
    merchantCity: 'Sao Paulo',
  });

  beforeEach(() => {
    expect((globalThis as { BarcodeDetector?: unknown }).BarcodeDetector).toBeUndefined();
    // jsdom decodes no image; the detector gets what createImageBitmap returns.
    Object.assign(globalThis, { createImageBitmap: jest.fn(async (file: File) => file) });
  });
  afterEach(() => {
    delete (globalThis as { createImageBitmap?: unknown }).createImageBitmap;
    jest.dontMock('barcode-detector/ponyfill');
  });

  async function chooseImage() {
    await userEvent.click(await screen.findByRole('tab', { name: 'QR code image' }));
    const image = new File(['png bytes'], 'qr.png', { type: 'image/png' });
    await userEvent.upload(
      await screen.findByLabelText('QR code image', { selector: 'input' }),
      image,
    );
    return image;
  }

  // First: a polyfill that failed to load is tried again on the next image (not cached).
  test('tells the user to paste the code when the polyfill cannot load', async () => {
    jest.doMock('barcode-detector/ponyfill', () => {
      throw new Error('offline');
    });
    wizard.render({ api: baseApi });
    await chooseOrigin();

    await chooseImage();

    expect(await screen.findByText(/This browser cannot read QR code images/)).toBeVisible();
  });

  test('reads the image with the ZXing polyfill, its .wasm from our own build', async () => {
    const detect = jest.fn(async () => [{ rawValue: PIX_CODE }]);
    const prepareZXingModule = jest.fn(
      (_options: { overrides: { locateFile: (path: string, prefix: string) => string } }) =>
        undefined,
    );
    const BarcodeDetector = jest.fn(() => ({ detect }));
    jest.doMock('barcode-detector/ponyfill', () => ({ BarcodeDetector, prepareZXingModule }));
    wizard.render({ api: baseApi });
    await chooseOrigin();

    const image = await chooseImage();

    expect(await screen.findByLabelText('Code read from the image')).toHaveValue(PIX_CODE);
    expect(BarcodeDetector).toHaveBeenCalledWith({ formats: ['qr_code'] });
    expect(detect).toHaveBeenCalledWith(image);
    // The WebAssembly file is the one the build emits (same origin), never a CDN's.
    expect(prepareZXingModule).toHaveBeenCalledTimes(1);
    const locateFile = prepareZXingModule.mock.calls[0]?.[0].overrides.locateFile;
    expect(locateFile?.('zxing_reader.wasm', 'https://cdn.example/')).toBe('/assets/test.wasm');
  });
});

test('Send asks the password, then the e-mailed code; one transfer per key, retried with the same key', async () => {
  let attempts = 0;
  const { fetchMock } = wizard.render({
    api: (call, path, url) => {
      if (path === `${BASE}/pix/transfers`) {
        attempts += 1;
        if (attempts === 1)
          return jsonResponse(
            400,
            apiError('VALIDATION', 'Wrong code', { code: 'payments:errors.wrongCode' }),
          );
        if (attempts === 2) return jsonResponse(409, apiError('CONFLICT', 'Refused'));
        return jsonResponse(201, DOCUMENT);
      }
      return baseApi(call, path, url);
    },
  });
  await chooseOrigin();
  await userEvent.type(await screen.findByLabelText("Receiver's Pix key"), 'maria@example.com');
  await userEvent.click(screen.getByRole('button', { name: 'Look up receiver' }));
  await screen.findByText('Maria Souza');
  await userEvent.click(wizard.continueButton());
  await userEvent.type(await screen.findByLabelText('Amount'), '123,45');
  await userEvent.type(screen.getByLabelText('Message (optional)'), 'Almoço');
  await userEvent.click(wizard.continueButton());
  await screen.findByText('Check the transfer before sending');

  await userEvent.click(screen.getByRole('button', { name: 'Send' }));
  let dialog = await screen.findByRole('dialog', { name: 'Confirm with your password' });
  await userEvent.click(within(dialog).getByRole('button', { name: 'Continue' }));
  expect(await within(dialog).findByText('This field is required')).toBeVisible();
  expect(fetchMock.callsTo(`/api${BASE}/pix/code`)).toHaveLength(0);
  await userEvent.type(within(dialog).getByLabelText('Password'), 'secret-1');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Continue' }));

  dialog = await screen.findByRole('dialog', { name: 'Enter the verification code' });
  const codeDialog = dialog;
  await waitFor(() =>
    expect(within(codeDialog).getByText(/We sent a 6-digit code to your e-mail/)).toBeVisible(),
  );
  await userEvent.type(within(dialog).getByLabelText('6-digit code'), '12a');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Send Pix' }));
  expect(await within(dialog).findByText('Enter the 6 digits of the code.')).toBeVisible();
  expect(fetchMock.callsTo(`/api${BASE}/pix/transfers`)).toHaveLength(0);

  await userEvent.clear(within(dialog).getByLabelText('6-digit code'));
  await userEvent.type(within(dialog).getByLabelText('6-digit code'), '123456');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Send Pix' }));
  expect(await within(dialog).findByText('Wrong or expired code.')).toBeVisible();

  // A refusal without a field: the spec text, on the review, with everything typed.
  await userEvent.clear(within(dialog).getByLabelText('6-digit code'));
  await userEvent.type(within(dialog).getByLabelText('6-digit code'), '654321');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Send Pix' }));
  expect(
    await screen.findByText('Failed to process the transfer/payment. Please try again.'),
  ).toBeVisible();
  expect(screen.getByText('R$123.45')).toBeVisible();

  await userEvent.click(screen.getByRole('button', { name: 'Send' }));
  dialog = await screen.findByRole('dialog', { name: 'Confirm with your password' });
  await userEvent.type(within(dialog).getByLabelText('Password'), 'secret-1');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Continue' }));
  dialog = await screen.findByRole('dialog', { name: 'Enter the verification code' });
  await userEvent.type(within(dialog).getByLabelText('6-digit code'), '111111');
  await userEvent.dblClick(within(dialog).getByRole('button', { name: 'Send Pix' }));

  expect(await screen.findByText('Transfer sent')).toBeVisible();
  expect(screen.getByText(DOCUMENT.endToEndId)).toBeVisible();
  expect(screen.getByRole('link', { name: 'Open the public receipt' })).toHaveAttribute(
    'href',
    `/pix/${DOCUMENT.id}`,
  );
  const posts = fetchMock.callsTo(`/api${BASE}/pix/transfers`);
  expect(posts).toHaveLength(3);
  expect(posts[2]?.body).toEqual({
    virtualAccountId: MAIN.id,
    destination: { type: 'key', key: 'maria@example.com' },
    amount: 12_345,
    description: 'Almoço',
    password: 'secret-1',
    code: '111111',
  });
  // The e-mailed code is asked for this Pix: it confirms only this amount to this destination.
  expect(fetchMock.callsTo(`/api${BASE}/pix/code`)[0]?.body).toEqual({
    amount: 12_345,
    destination: { type: 'key', key: 'maria@example.com' },
  });
  const keys = posts.map((post) => post.headers['idempotency-key']);
  expect(keys[0]).toBeTruthy();
  expect(new Set(keys).size).toBe(1);

  await userEvent.click(screen.getByRole('button', { name: 'New transfer' }));
  await waitFor(() =>
    expect(screen.getByRole('radio', { name: /Conta principal/ })).not.toBeChecked(),
  );
});
