import {
  COUNTERPARTY_NAME_MAX,
  COUNTERPARTY_STATUSES,
  formatDocument,
  PIX_KEY_TYPES,
  type TCounterpartyDetail,
  type TCreateCounterpartyRequest,
  ZCreateCounterpartyRequest,
} from '@arara/contracts';
import { useTranslation } from '@arara/i18n';
import { toast } from '@arara/ui/core';
import { DocumentField, optionsOf, SelectField, TextField, useDrawerForm } from '@arara/ui/form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useCreateCounterparty, useUpdateCounterparty } from '../api/counterparties';
import { EditDrawer } from './edit-drawer';

type Values = TCreateCounterpartyRequest;

const EMPTY: Values = {
  name: '',
  document: '',
  email: '',
  phone: '',
  address: '',
  pixKeyType: null,
  pixKey: '',
  status: 'active',
};

const valuesOf = (counterparty: TCounterpartyDetail): Values => ({
  name: counterparty.name,
  document: formatDocument(counterparty.document),
  email: counterparty.email ?? '',
  phone: counterparty.phone ?? '',
  address: counterparty.address ?? '',
  pixKeyType: counterparty.pixKeyType,
  pixKey: counterparty.pixKey ?? '',
  status: counterparty.status,
});

type Props = {
  merchantId: string;
  open: boolean;
  onClose: () => void;
  /** Edit this counterparty; create a new one without it. */
  counterparty?: TCounterpartyDetail;
  onCreated?: (counterparty: TCounterpartyDetail) => void;
};

/**
 * Create or edit a counterparty (docs/payments.md "Counterparties": name, fiscal document, e-mail, phone, address) with
 * an optional Pix key and its status. The document is fixed once created. A refused form keeps
 * what was typed and shows the API's field errors.
 */
export function CounterpartyFormDrawer({
  merchantId,
  open,
  onClose,
  counterparty,
  onCreated,
}: Props) {
  const { t } = useTranslation('payments');
  const isEdit = counterparty !== undefined;
  const create = useCreateCounterparty(merchantId);
  const update = useUpdateCounterparty(merchantId, counterparty?.id ?? '');
  const drawer = useDrawerForm<Values>(
    { open, onClose },
    {
      resolver: zodResolver(ZCreateCounterpartyRequest),
      defaultValues: counterparty ? valuesOf(counterparty) : EMPTY,
      failureText: t(
        isEdit ? 'counterparties.form.updateError' : 'counterparties.form.createError',
      ),
      pending: create.isPending || update.isPending,
      submit: async (values, form) => {
        if (isEdit) {
          const { document: _, ...changes } = values;
          await update.mutateAsync(changes);
          toast.success(t('counterparties.form.updated'));
          onClose();
        } else {
          const created = await create.mutateAsync(values);
          toast.success(t('counterparties.form.created'));
          form.reset(EMPTY);
          onClose();
          onCreated?.(created);
        }
      },
    },
  );

  return (
    <EditDrawer
      {...drawer}
      formId="counterparty-form"
      size={480}
      isEdit={isEdit}
      titles={{
        edit: t('counterparties.form.editTitle'),
        create: t('counterparties.form.createTitle'),
      }}
      createLabel={t('counterparties.form.create')}
    >
      <TextField
        name="name"
        label={t('counterparties.form.name')}
        maxLength={COUNTERPARTY_NAME_MAX}
      />
      <DocumentField
        name="document"
        label={t('counterparties.form.document')}
        hint={t('counterparties.form.documentHint')}
        format={formatDocument}
        disabled={isEdit}
      />
      {(['email', 'phone', 'address'] as const).map((name) => (
        <TextField key={name} name={name} label={t(`counterparties.form.${name}`)} />
      ))}
      <SelectField
        name="pixKeyType"
        label={t('counterparties.form.pixKeyType')}
        allowClear
        placeholder={t('counterparties.form.pixKeyTypePlaceholder')}
        options={optionsOf(PIX_KEY_TYPES, (type) => t(`counterparties.pixKeyTypes.${type}`))}
      />
      <TextField name="pixKey" label={t('counterparties.form.pixKey')} autoComplete="off" />
      <SelectField
        name="status"
        label={t('counterparties.form.status')}
        options={optionsOf(COUNTERPARTY_STATUSES, (value) => t(`counterparties.statuses.${value}`))}
      />
    </EditDrawer>
  );
}
