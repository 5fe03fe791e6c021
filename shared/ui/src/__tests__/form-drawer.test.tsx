import { formatDocument } from '@arara/contracts';
import { ApiError } from '@arara/api-client';
import { zodResolver } from '@hookform/resolvers/zod';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import * as z from 'zod/mini';
import { setupI18n } from '@arara/test-utils/i18n';
import {
  AmountField,
  DateField,
  DocumentField,
  FormDrawer,
  maskFiscalDocument,
  SelectField,
  TextField,
  useCreateDrawerForm,
  useFormSubmit,
} from '../form';

const required = { error: 'validation.required' } as const;
const ZValues = z.object({
  name: z.string(required).check(z.minLength(1, required)),
  kind: z.enum(['a', 'b'], required),
  amount: z.number(required),
  document: z.string(),
  dueOn: z.string(),
});
type Values = z.infer<typeof ZValues>;

function NewThingDrawer({ send }: { send: (values: Values) => Promise<unknown> }) {
  const form = useForm<Values>({
    resolver: zodResolver(ZValues),
    defaultValues: { name: '', kind: undefined, amount: undefined, document: '', dueOn: '' },
  });
  const submission = useFormSubmit(form, {
    failureText: 'Could not save',
    submit: send,
  });
  return (
    <FormDrawer
      open
      onClose={() => undefined}
      title="New thing"
      formId="new-thing"
      cancelLabel="Cancel"
      submitLabel="Save"
      pending={false}
      {...submission}
    >
      <TextField name="name" id="thing-name" label="Name" />
      <SelectField
        name="kind"
        id="thing-kind"
        label="Kind"
        options={[
          { value: 'a', label: 'Kind A' },
          { value: 'b', label: 'Kind B' },
        ]}
      />
      <AmountField name="amount" id="thing-amount" label="Amount" />
      <DocumentField name="document" id="thing-document" label="CPF" format={formatDocument} />
      <DateField name="dueOn" id="thing-due" label="Due on" />
    </FormDrawer>
  );
}

beforeAll(() => setupI18n(['common']));

test('each bound field shows its label and its error key translated', async () => {
  const send = jest.fn();
  render(<NewThingDrawer send={send} />);

  await userEvent.click(screen.getByRole('button', { name: 'Save' }));

  expect(await screen.findByLabelText('Name')).toHaveAccessibleDescription(
    'This field is required',
  );
  expect(screen.getByLabelText('Kind')).toHaveAccessibleDescription('This field is required');
  expect(screen.getByLabelText('Amount')).toHaveAccessibleDescription('This field is required');
  expect(send).not.toHaveBeenCalled();
});

test('the form hands over what was typed: cents, a masked document, the date', async () => {
  const send = jest.fn().mockResolvedValue(undefined);
  render(<NewThingDrawer send={send} />);

  await userEvent.type(screen.getByLabelText('Name'), 'Ana');
  await userEvent.click(screen.getByLabelText('Kind'));
  await userEvent.click(await screen.findByTitle('Kind B'));
  await userEvent.type(screen.getByLabelText('Amount'), '1.234,56');
  await userEvent.type(screen.getByLabelText('CPF'), '12345678909');
  await userEvent.type(screen.getByLabelText('Due on'), '2026-03-01');
  expect(screen.getByLabelText('CPF')).toHaveValue('123.456.789-09');
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));

  expect(send).toHaveBeenCalledWith({
    name: 'Ana',
    kind: 'b',
    amount: 123456,
    document: '123.456.789-09',
    dueOn: '2026-03-01',
  });
});

test("the API's field errors land on their fields; any other failure is the drawer's alert", async () => {
  const send = jest
    .fn()
    .mockRejectedValueOnce(
      new ApiError(400, 'VALIDATION', 'Invalid', { name: 'validation.notAName' }),
    )
    .mockRejectedValueOnce(new ApiError(500, 'INTERNAL', 'Boom'));
  render(<NewThingDrawer send={send} />);
  await userEvent.type(screen.getByLabelText('Name'), '123');
  await userEvent.click(screen.getByLabelText('Kind'));
  await userEvent.click(await screen.findByTitle('Kind A'));
  await userEvent.type(screen.getByLabelText('Amount'), '10');

  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findByLabelText('Name')).toHaveAccessibleDescription(
    'This does not look like a name',
  );
  expect(screen.getByLabelText('Name')).toHaveValue('123');
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();

  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  expect(within(await screen.findByRole('alert')).getByText('Could not save')).toBeVisible();
});

test('a CPF or CNPJ is masked once complete, and not before', () => {
  expect(maskFiscalDocument('1234567890', formatDocument)).toBe('1234567890');
  expect(maskFiscalDocument('12345678909', formatDocument)).toBe('123.456.789-09');
  expect(maskFiscalDocument('11222333000181', formatDocument)).toBe('11.222.333/0001-81');
  expect(maskFiscalDocument('11.222.333/0001-81', formatDocument)).toBe('11.222.333/0001-81');
});

const ZLabel = z.object({ label: z.string(required).check(z.minLength(1, required)) });
type Label = z.infer<typeof ZLabel>;

function NewLabelDrawer({
  create,
  onCreated,
}: {
  create: (values: Label) => Promise<{ id: string }>;
  onCreated: (created: { id: string }) => void;
}) {
  const drawer = useCreateDrawerForm<Label, { id: string }>(
    { open: true, onClose: () => undefined },
    {
      resolver: zodResolver(ZLabel),
      empty: () => ({ label: '' }),
      failureText: 'Could not save',
      pending: false,
      create,
      onCreated,
    },
  );
  return (
    <FormDrawer
      {...drawer}
      title="New label"
      formId="new-label"
      cancelLabel="Cancel"
      submitLabel="Save"
    >
      <TextField name="label" label="Label" />
    </FormDrawer>
  );
}

test('a create drawer: a field without an id gets <formId>-<name>; once created the form is blank again', async () => {
  const create = jest.fn().mockResolvedValue({ id: 'l1' });
  const onCreated = jest.fn();
  render(<NewLabelDrawer create={create} onCreated={onCreated} />);

  expect(screen.getByLabelText('Label')).toHaveAttribute('id', 'new-label-label');
  await userEvent.type(screen.getByLabelText('Label'), 'Reserve');
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));

  await waitFor(() => expect(onCreated).toHaveBeenCalledWith({ id: 'l1' }));
  expect(create).toHaveBeenCalledWith({ label: 'Reserve' });
  expect(screen.getByLabelText('Label')).toHaveValue('');
});
