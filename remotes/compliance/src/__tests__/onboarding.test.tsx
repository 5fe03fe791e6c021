import { ApiError } from '@arara/api-client';
import { uploadApiFile } from '@arara/api-client/call';
import {
  COMPLIANCE_MESSAGES,
  FILE_MESSAGES,
  type TOnboarding,
  type TStoredFile,
} from '@arara/contracts';
import { apiError, type FetchCall, jsonResponse } from '@arara/test-utils/fetch';
import { setupSuiteI18n } from '@arara/test-utils/i18n';
import { type PageApi, renderPage } from '@arara/test-utils/render';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { PointerEventsCheckLevel, userEvent } from '@testing-library/user-event';
import { OnboardingPage } from '../features/onboarding/routes/onboarding-page';
import { BASE, document, FULL_DATA, onboarding } from './fixtures';

jest.mock('@arara/api-client/call', () => ({
  ...jest.requireActual('@arara/api-client/call'),
  uploadApiFile: jest.fn(),
}));
const upload = uploadApiFile as jest.MockedFunction<typeof uploadApiFile>;

setupSuiteI18n(['common', 'compliance']);

const ROUTES = [
  { path: '/onboarding', element: <OnboardingPage /> },
  { path: '/onboarding/:merchantId', element: <OnboardingPage /> },
];
const user = () => userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });

/** A fake API holding one onboarding: GET, PUT (version checked), documents, submit. */
function onboardingApi(
  initial: TOnboarding | null,
  answers: {
    put?: (call: FetchCall) => Response | undefined;
    submit?: (call: FetchCall) => Response | undefined;
  } = {},
) {
  let current = initial;
  const puts: FetchCall[] = [];
  const api: PageApi = (call, path) => {
    if (path === `${BASE}/onboarding` && call.method === 'GET')
      return current ? jsonResponse(200, current) : jsonResponse(404, apiError('NOT_FOUND', 'x'));
    if (path === `${BASE}/onboarding` && call.method === 'POST') {
      current = onboarding();
      return jsonResponse(201, current);
    }
    if (path === `${BASE}/onboarding` && call.method === 'PUT') {
      puts.push(call);
      const refused = answers.put?.(call);
      if (refused) return refused;
      const body = call.body as { data: TOnboarding['data']; version: number };
      current = { ...(current as TOnboarding), data: body.data, version: body.version + 1 };
      return jsonResponse(200, current);
    }
    if (path.startsWith(`${BASE}/onboarding/documents/`) && call.method === 'PUT') {
      const type = path.split('/').pop() as 'identity_front';
      current = {
        ...(current as TOnboarding),
        documents: [document(type, 'id-front.pdf')],
        version: (current as TOnboarding).version + 1,
      };
      return jsonResponse(200, current);
    }
    if (path === `${BASE}/onboarding/submit`) {
      const refused = answers.submit?.(call);
      if (refused) return refused;
      current = { ...(current as TOnboarding), status: 'submitted', version: 9 };
      return jsonResponse(200, current);
    }
    return undefined;
  };
  return { api, puts };
}

test('no onboarding yet: the start screen starts one and the Basic Data step opens', async () => {
  const u = user();
  const { api } = onboardingApi(null);
  const { fetchMock } = renderPage(ROUTES, { at: '/onboarding', api });
  await u.click(await screen.findByRole('button', { name: 'Start onboarding' }));
  expect(await screen.findByLabelText('First name')).toBeVisible();
  expect(fetchMock.callsTo(`/api${BASE}/onboarding`).some((c) => c.method === 'POST')).toBe(true);
  for (const step of ['Basic Data', 'Documents', 'Review'])
    expect(screen.getAllByText(step).length).toBeGreaterThan(0);
});

test('a CPF with a wrong check digit blocks the step and keeps what was typed', async () => {
  const u = user();
  const { api, puts } = onboardingApi(onboarding());
  renderPage(ROUTES, { at: '/onboarding', api });
  const firstName = await screen.findByLabelText('First name');
  await u.type(firstName, 'Dana');
  const cpf = screen.getAllByLabelText('CPF')[0] as HTMLInputElement;
  await u.type(cpf, '52998224726');
  await u.click(screen.getByRole('button', { name: 'Save and continue' }));
  expect(await screen.findByText('Invalid CPF')).toBeVisible();
  expect(screen.getByLabelText('First name')).toHaveValue('Dana');
  expect(cpf).toHaveValue('529.982.247-26');
  expect(screen.getByLabelText('First name')).toBeVisible();
  expect(puts).toHaveLength(0);
});

test('the API refuses a field: its message on the field, what was typed kept; then the steps go on', async () => {
  const u = user();
  // The API refuses this CNPJ (say, another company's) until it is changed.
  const { api, puts } = onboardingApi(onboarding({ data: FULL_DATA }), {
    put: (call) => {
      const body = call.body as { data: TOnboarding['data'] };
      if (body.data.company?.tax_id !== FULL_DATA.company?.tax_id) return undefined;
      return jsonResponse(
        400,
        apiError('VALIDATION_ERROR', 'Invalid', {
          'company.tax_id': COMPLIANCE_MESSAGES.invalidCnpj,
        }),
      );
    },
  });
  renderPage(ROUTES, { at: '/onboarding', api });
  const legalName = await screen.findByLabelText('Legal name');
  await u.clear(legalName);
  await u.type(legalName, 'Arara Nova Ltda');
  await u.click(screen.getByRole('button', { name: 'Save and continue' }));
  expect(await screen.findByText('Invalid CNPJ')).toBeVisible();
  expect(screen.getByLabelText('Legal name')).toHaveValue('Arara Nova Ltda');
  const sent = puts.at(-1)?.body as { version: number; data: TOnboarding['data'] };
  expect(sent.version).toBe(1);
  expect(sent.data.company?.legal_name).toBe('Arara Nova Ltda');

  const cnpj = screen.getByLabelText('CNPJ');
  await u.clear(cnpj);
  await u.type(cnpj, '11444777000161');
  expect(cnpj).toHaveValue('11.444.777/0001-61');
  await u.click(screen.getByRole('button', { name: 'Save and continue' }));
  expect(await screen.findByText('Identity document (front)')).toBeVisible();
  expect(puts.at(-1)?.body).toMatchObject({ version: 1 });
});

test('documents: upload with a progress bar; a refused type shows its message', async () => {
  const u = user();
  const { api } = onboardingApi(onboarding({ data: FULL_DATA }));
  let finish: (value: TStoredFile) => void = () => undefined;
  upload.mockImplementationOnce(
    ((_endpoint: unknown, options: { onProgress?: (f: number) => void }) =>
      new Promise<TStoredFile>((resolve) => {
        options.onProgress?.(0.42);
        finish = resolve;
      })) as unknown as typeof uploadApiFile,
  );
  upload.mockRejectedValueOnce(
    new ApiError(415, 'UNSUPPORTED_MEDIA_TYPE', 'Not accepted', {
      file: FILE_MESSAGES.invalidType,
    }),
  );
  renderPage(ROUTES, { at: '/onboarding', api });
  await u.click(await screen.findByRole('button', { name: 'Save and continue' }));
  const front = await screen.findByRole('region', { name: 'Identity document (front)' });

  await u.upload(
    within(front).getByLabelText('Choose the file of Identity document (front)'),
    new File(['%PDF-1.4'], 'id-front.pdf', { type: 'application/pdf' }),
  );
  expect(await within(front).findByRole('progressbar')).toHaveAttribute('aria-valuenow', '42');
  expect(upload.mock.calls[0]?.[1]).toMatchObject({ query: { purpose: 'onboarding_document' } });
  finish(document('identity_front', 'id-front.pdf').file);
  expect(await within(front).findByText(/id-front\.pdf/)).toBeVisible();
  expect(within(front).queryByRole('progressbar')).not.toBeInTheDocument();

  const back = screen.getByRole('region', { name: 'Identity document (back)' });
  await u.upload(
    within(back).getByLabelText('Choose the file of Identity document (back)'),
    new File(['MZ'], 'id-back.pdf', { type: 'application/pdf' }),
  );
  expect(
    await within(back).findByText(
      'This file type is not accepted. Send a PDF, JPG, PNG, DOC or DOCX file.',
    ),
  ).toBeVisible();

  // The client's own pre-check: an extension not offered is refused before any upload.
  const address = screen.getByRole('region', { name: 'Proof of address' });
  fireEvent.change(within(address).getByLabelText('Choose the file of Proof of address'), {
    target: { files: [new File(['x'], 'tool.exe')] },
  });
  expect(
    await within(address).findByText(
      'This file type is not accepted. Send a PDF, JPG, PNG, DOC or DOCX file.',
    ),
  ).toBeVisible();
  expect(upload).toHaveBeenCalledTimes(2);
});

test('review and submit: the status screen shows the onboarding as pending, read-only', async () => {
  const u = user();
  const { api } = onboardingApi(onboarding({ data: FULL_DATA }));
  renderPage(ROUTES, { at: '/onboarding', api });
  await u.click(await screen.findByRole('button', { name: 'Save and continue' }));
  await u.click(await screen.findByRole('button', { name: 'Save and continue' }));
  // The merchant's name above the steps, and the legal name in the review.
  expect(await screen.findAllByText('Arara Demo Comércio Ltda')).toHaveLength(2);
  expect(screen.getByRole('button', { name: 'Edit Company' })).toBeVisible();
  await u.click(screen.getByRole('button', { name: 'Submit for review' }));
  expect(await screen.findByText('Onboarding pending')).toBeVisible();
  expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Submit for review' })).not.toBeInTheDocument();
});

test('a refused submit goes to the step of the first bad field, marked', async () => {
  const u = user();
  const { api } = onboardingApi(onboarding({ data: FULL_DATA }), {
    submit: () =>
      jsonResponse(
        400,
        apiError('VALIDATION_ERROR', 'Invalid', {
          'documents.identity_front': COMPLIANCE_MESSAGES.documentRequired,
          'representative.phone': 'validation.required',
        }),
      ),
  });
  renderPage(ROUTES, { at: '/onboarding', api });
  await u.click(await screen.findByRole('button', { name: 'Save and continue' }));
  await u.click(await screen.findByRole('button', { name: 'Save and continue' }));
  await u.click(await screen.findByRole('button', { name: 'Submit for review' }));
  expect((await screen.findAllByLabelText('First name'))[0]).toBeVisible();
  const phone = screen.getAllByLabelText('Phone')[0] as HTMLElement;
  await waitFor(() => expect(phone).toHaveAttribute('aria-invalid', 'true'));
  await u.click(screen.getByRole('button', { name: 'Save and continue' }));
  // The phone is still there (the required check is the server's): documents show theirs.
  const front = await screen.findByRole('region', { name: 'Identity document (front)' });
  expect(within(front).getByText('This document is required')).toBeVisible();
});

test('requires revision: the reviewer’s reason, and the form editable again', async () => {
  const u = user();
  const { api, puts } = onboardingApi(
    onboarding({
      status: 'requires_revision',
      data: FULL_DATA,
      decisionReason: 'The proof of address is older than 90 days',
    }),
  );
  renderPage(ROUTES, { at: '/onboarding', api });
  expect(await screen.findByText('The proof of address is older than 90 days')).toBeVisible();
  expect(screen.getByText('Requires revision')).toBeVisible();
  const city = screen.getAllByLabelText('City')[0] as HTMLElement;
  await u.clear(city);
  await u.type(city, 'Campinas');
  await u.click(screen.getByRole('button', { name: 'Save and continue' }));
  expect(await screen.findByText('Identity document (front)')).toBeVisible();
  await waitFor(() => expect(puts.length).toBeGreaterThan(0));
  expect(puts.at(-1)?.body).toMatchObject({
    data: { representative_address: { city: 'Campinas' } },
  });
});

test('a version conflict reloads with a clear message', async () => {
  const u = user();
  const { api } = onboardingApi(onboarding({ data: FULL_DATA }), {
    put: () => jsonResponse(409, apiError('CONFLICT', 'Changed by someone else')),
  });
  renderPage(ROUTES, { at: '/onboarding', api });
  const legalName = await screen.findByLabelText('Legal name');
  await u.type(legalName, ' X');
  await u.click(screen.getByRole('button', { name: 'Save and continue' }));
  expect(await screen.findAllByText(/was changed elsewhere/)).not.toHaveLength(0);
  await waitFor(() =>
    expect(screen.getByLabelText('Legal name')).toHaveValue('Arara Demo Comércio Ltda'),
  );
});

test('under review: read-only, its documents can be downloaded', async () => {
  const { api } = onboardingApi(
    onboarding({
      status: 'under_review',
      data: FULL_DATA,
      documents: [document('identity_front', 'id.pdf')],
    }),
  );
  renderPage(ROUTES, { at: '/onboarding', api });
  expect(await screen.findByText('Onboarding under review')).toBeVisible();
  expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Download Identity document (front)' })).toBeVisible();
});

test('rejected: the reason, and a new process can be started', async () => {
  const u = user();
  const { api } = onboardingApi(
    onboarding({ status: 'rejected', data: FULL_DATA, decisionReason: 'Company not eligible' }),
  );
  renderPage(ROUTES, { at: '/onboarding', api });
  expect(await screen.findByText('Onboarding rejected')).toBeVisible();
  expect(screen.getByText('Reason: Company not eligible')).toBeVisible();
  await u.click(screen.getByRole('button', { name: 'Start a new process' }));
  expect(await screen.findByLabelText('First name')).toHaveValue('');
});

test('a change the status no longer allows: the spec’s message', async () => {
  const u = user();
  const { api } = onboardingApi(onboarding({ data: FULL_DATA }), {
    put: () =>
      jsonResponse(
        409,
        apiError('CONFLICT', COMPLIANCE_MESSAGES.cannotEdit, {
          onboarding: COMPLIANCE_MESSAGES.cannotEdit,
        }),
      ),
  });
  renderPage(ROUTES, { at: '/onboarding', api });
  await u.type(await screen.findByLabelText('Legal name'), ' X');
  await u.click(screen.getByRole('button', { name: 'Save and continue' }));
  expect(
    await screen.findAllByText('This onboarding cannot be edited at this time'),
  ).not.toHaveLength(0);
});

test('an alphanumeric CNPJ (Receita Federal, from July 2026) is accepted as typed', async () => {
  const u = user();
  const { api, puts } = onboardingApi(onboarding({ data: FULL_DATA }));
  renderPage(ROUTES, { at: '/onboarding', api });
  const cnpj = await screen.findByLabelText('CNPJ');
  // Receita Federal's own example.
  const alphanumeric = '12.ABC.345/01DE-35';
  await u.clear(cnpj);
  await u.type(cnpj, alphanumeric);
  await u.click(screen.getByRole('button', { name: 'Save and continue' }));
  expect(await screen.findByText('Identity document (front)')).toBeVisible();
  expect(puts.at(-1)?.body).toMatchObject({ data: { company: { tax_id: alphanumeric } } });
});

test('the draft saves itself a moment after the user stops typing, with the version read', async () => {
  const u = user();
  const { api, puts } = onboardingApi(onboarding({ data: FULL_DATA, version: 4 }));
  renderPage(ROUTES, { at: '/onboarding', api });
  await u.type(await screen.findByLabelText('Doing business as (optional)'), ' Store');
  await waitFor(() => expect(puts).toHaveLength(1));
  expect(puts[0]?.body).toMatchObject({
    version: 4,
    data: { company: { doing_business_as: 'Arara Demo Store' } },
  });
});
