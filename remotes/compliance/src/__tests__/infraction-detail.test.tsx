import type { TInfraction } from '@arara/contracts';
import { jsonResponse } from '@arara/test-utils/fetch';
import { setupSuiteI18n } from '@arara/test-utils/i18n';
import { type PageApi, renderPage } from '@arara/test-utils/render';
import { act, screen, waitFor, within } from '@testing-library/react';
import { PointerEventsCheckLevel, userEvent } from '@testing-library/user-event';
import { InfractionPage } from '../features/infractions/routes/infraction-page';
import { FakeXhr } from './fake-xhr';
import {
  apiError,
  BASE,
  CLOSED_AGREED,
  DISPUTE,
  FILE,
  fromNow,
  INFRACTION,
  VIRTUAL_ACCOUNTS,
} from './infraction-fixtures';

setupSuiteI18n(['common', 'compliance']);

const ROUTES = [
  { path: '/infractions/:id', element: <InfractionPage /> },
  { path: '/compliance/disputes', element: <p>disputes list</p> },
];
// applyAccept off: a file the picker would hide (another type) can still be dropped or chosen as "all files".
const user = () =>
  userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never, applyAccept: false });
const AT = `/infractions/${INFRACTION.id}`;

const apiFor =
  (infraction: TInfraction, extra?: PageApi): PageApi =>
  (call, path, url) => {
    const answered = extra?.(call, path, url);
    if (answered) return answered;
    if (path === `${BASE}/infractions/${infraction.id}`) return jsonResponse(200, infraction);
    if (path === `${BASE}/virtual-accounts`) return jsonResponse(200, VIRTUAL_ACCOUNTS);
    if (path === '/public/config') return jsonResponse(200, { sandbox: false });
    return undefined;
  };

const form = () => screen.getByRole('form', { name: 'Send a defense' });
const pdf = (name: string) => new File(['%PDF-1.4'], name, { type: 'application/pdf' });

beforeEach(() => FakeXhr.install());

test('sections: general info with time left, the Pix, the held amount, analysis, webhooks, defense history', async () => {
  renderPage(ROUTES, { at: AT, api: apiFor(INFRACTION) });
  expect(await screen.findByText('General information')).toBeVisible();
  expect(screen.getByText('Time left').closest('tr')).toHaveTextContent('in 3 days');
  expect(screen.getByText('Payer').closest('tr')).toHaveTextContent('Maria Pagadora');
  expect(screen.getByRole('link', { name: 'Open the received Pix' })).toHaveAttribute(
    'href',
    `/documents/entries/${INFRACTION.transactionId}`,
  );
  const hold = screen.getByText('Cautionary hold').closest('.ant-card') as HTMLElement;
  expect(within(hold).getByText('R$80.00')).toBeVisible();
  expect(within(hold).getByText('Held')).toBeVisible();
  expect(screen.getByText('The payer says the goods never arrived')).toBeVisible();
  expect(screen.getByText('Not analysed yet')).toBeVisible();
  expect(screen.getByText('infraction.created')).toBeVisible();
  expect(screen.getByRole('button', { name: /claim\.pdf/ })).toBeVisible();
  const defense = screen.getByRole('region', { name: 'First defense' });
  expect(within(defense).getByText('Rejected')).toBeVisible();
  expect(within(defense).getByText(/No proof of delivery/)).toBeVisible();
  expect(form()).toBeVisible();
});

test('defense form: the spec texts before the API, a 415 upload shown, progress, success empties it', async () => {
  const u = user();
  const sent: unknown[] = [];
  const { fetchMock } = renderPage(ROUTES, {
    at: AT,
    api: apiFor(INFRACTION, (call, path) => {
      if (path === `${BASE}/infractions/${INFRACTION.id}/defenses`) {
        sent.push(call.body);
        return jsonResponse(201, INFRACTION);
      }
      return undefined;
    }),
  });
  await screen.findByText('Send a defense');
  await u.click(within(form()).getByRole('button', { name: 'Send defense' }));
  expect(
    await within(form()).findByText('Insufficient information to submit defense'),
  ).toBeVisible();

  await u.type(within(form()).getByLabelText('Title'), 'Delivered');
  await u.type(within(form()).getByLabelText('Description'), 'Too short');
  await u.click(within(form()).getByLabelText('Virtual account'));
  await u.click(await screen.findByTitle('Sales'));
  await u.click(within(form()).getByRole('button', { name: 'Send defense' }));
  expect(await within(form()).findByText('Virtual account ID not found')).toBeVisible();
  expect(within(form()).getByText('Insufficient information to submit defense')).toBeVisible();
  expect(fetchMock.callsTo(`/api${BASE}/infractions/${INFRACTION.id}/defenses`)).toHaveLength(0);

  await u.click(within(form()).getByLabelText('Virtual account'));
  await u.click(await screen.findByTitle('Main account'));

  // Refused by name before sending; refused by the API by content (415).
  const input = within(form()).getByLabelText('Add files');
  await u.upload(input, new File(['MZ'], 'tool.exe', { type: 'application/octet-stream' }));
  expect(
    await within(form()).findByText(
      'This file type is not accepted. Send a PDF, JPG, PNG, DOC or DOCX file.',
    ),
  ).toBeVisible();
  expect(FakeXhr.sent).toHaveLength(0);
  await u.click(within(form()).getAllByRole('button', { name: 'Remove' })[0] as HTMLElement);

  await u.upload(input, pdf('fake.pdf'));
  await waitFor(() => expect(FakeXhr.sent).toHaveLength(1));
  const [refused] = FakeXhr.sent;
  expect(refused?.url).toBe(`/api${BASE}/files?purpose=defense_attachment`);
  act(() => refused?.progress(50, 100));
  expect(within(form()).getByRole('progressbar', { name: 'Uploading fake.pdf' })).toHaveAttribute(
    'value',
    '50',
  );
  act(() =>
    refused?.respond(
      415,
      apiError('UNSUPPORTED_MEDIA_TYPE', 'compliance:files.invalidType', {
        file: 'compliance:files.invalidType',
      }),
    ),
  );
  expect(
    await within(form()).findByText(
      'This file type is not accepted. Send a PDF, JPG, PNG, DOC or DOCX file.',
    ),
  ).toBeVisible();
  await u.click(within(form()).getByRole('button', { name: 'Remove' }));

  await u.upload(input, pdf('proof.pdf'));
  await waitFor(() => expect(FakeXhr.sent).toHaveLength(2));
  act(() => FakeXhr.sent[1]?.respond(201, { ...FILE, filename: 'proof.pdf' }));
  await waitFor(() => expect(within(form()).queryByRole('progressbar')).toBeNull());
  // A title and a file are enough without a long description.
  await u.click(within(form()).getByRole('button', { name: 'Send defense' }));
  expect(await screen.findAllByText('Defense sent')).not.toHaveLength(0);
  expect(sent).toEqual([
    {
      title: 'Delivered',
      description: 'Too short',
      virtualAccountId: INFRACTION.virtualAccountId,
      attachmentIds: [FILE.id],
    },
  ]);
  await waitFor(() => expect(within(form()).getByLabelText('Title')).toHaveValue(''));
  expect(within(form()).queryByText('proof.pdf')).toBeNull();
});

test('defense form: a refusal without a field says Error submitting defense and keeps what was typed', async () => {
  const u = user();
  renderPage(ROUTES, {
    at: AT,
    api: apiFor(INFRACTION, (_call, path) =>
      path === `${BASE}/infractions/${INFRACTION.id}/defenses`
        ? jsonResponse(500, apiError('INTERNAL', 'boom'))
        : undefined,
    ),
  });
  await screen.findByText('Send a defense');
  await u.type(within(form()).getByLabelText('Title'), 'Delivered');
  await u.type(
    within(form()).getByLabelText('Description'),
    'The goods were delivered, signed receipt attached.',
  );
  await u.click(within(form()).getByRole('button', { name: 'Send defense' }));
  expect(await within(form()).findByText('Error submitting defense')).toBeVisible();
  expect(within(form()).getByLabelText('Title')).toHaveValue('Delivered');
});

test('no defense form once the deadline passed, nor when closed; a closed infraction the institution agreed with can be disputed', async () => {
  const u = user();
  const expired = renderPage(ROUTES, {
    at: AT,
    api: apiFor({ ...INFRACTION, deadline: fromNow(-1) }),
  });
  expect(await screen.findByText('General information')).toBeVisible();
  expect(screen.getByText('Time left').closest('tr')).toHaveTextContent('Expired');
  expect(screen.queryByRole('form', { name: 'Send a defense' })).toBeNull();
  expect(screen.getByText(/does not accept a defense now/)).toBeVisible();
  expired.unmount();

  const disputes: unknown[] = [];
  const { router } = renderPage(ROUTES, {
    at: AT,
    api: apiFor(CLOSED_AGREED, (call, path) => {
      if (path === `${BASE}/disputes`) {
        disputes.push(call.body);
        return jsonResponse(201, DISPUTE);
      }
      return undefined;
    }),
  });
  expect(await screen.findByText('General information')).toBeVisible();
  expect(screen.queryByRole('form', { name: 'Send a defense' })).toBeNull();
  const hold = screen.getByText('Cautionary hold').closest('.ant-card') as HTMLElement;
  expect(within(hold).getByText('Refunded')).toBeVisible();
  expect(within(hold).getByRole('link')).toHaveAttribute(
    'href',
    `/documents/returns/${CLOSED_AGREED.refundDocumentId}`,
  );
  await u.click(screen.getByRole('button', { name: 'Dispute with compliance' }));
  const drawer = await screen.findByRole('dialog');
  await u.type(within(drawer).getByLabelText('Reason'), 'We delivered the goods');
  await u.click(within(drawer).getByRole('button', { name: 'Open dispute' }));
  await waitFor(() => expect(router.state.location.pathname).toBe('/compliance/disputes'));
  expect(disputes).toEqual([{ infractionId: CLOSED_AGREED.id, reason: 'We delivered the goods' }]);
});

test('sandbox only: the institution’s analysis is decided from the page', async () => {
  const u = user();
  const decided: unknown[] = [];
  renderPage(ROUTES, {
    at: AT,
    api: apiFor(INFRACTION, (call, path) => {
      if (path === '/public/config') return jsonResponse(200, { sandbox: true });
      if (path === `${BASE}/infractions/${INFRACTION.id}/sandbox/analysis`) {
        decided.push(call.body);
        return jsonResponse(200, CLOSED_AGREED);
      }
      return undefined;
    }),
  });
  await u.click(await screen.findByRole('button', { name: "Simulate the institution's analysis" }));
  const drawer = await screen.findByRole('dialog');
  await u.click(within(drawer).getByLabelText('Result'));
  await u.click(await screen.findByTitle('Agreed: the payer is refunded'));
  await u.type(within(drawer).getByLabelText('Details (optional)'), 'Fraud confirmed');
  await u.click(within(drawer).getByRole('button', { name: 'Decide' }));
  await waitFor(() => expect(decided).toEqual([{ result: 'agreed', details: 'Fraud confirmed' }]));
});
