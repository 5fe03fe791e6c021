import {
  COUNTERPARTY_ACCOUNT_TYPES,
  type TCounterpartyBankAccount,
  type TCreateCounterpartyBankAccountRequest,
  ZCreateCounterpartyBankAccountRequest,
} from '@arara/contracts';
import { useTranslation } from '@arara/i18n';
import { toast } from '@arara/ui/core';
import {
  BoundField,
  Checkbox,
  optionsOf,
  SelectField,
  TextField,
  useDrawerForm,
} from '@arara/ui/form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useAddBankAccount, useUpdateBankAccount } from '../api/counterparties';
import { EditDrawer } from './edit-drawer';

type Values = TCreateCounterpartyBankAccountRequest;
const TEXT_FIELDS = [
  { name: 'bankName', maxLength: 80 },
  { name: 'ispb', maxLength: 8, inputMode: 'numeric' },
  { name: 'agency', maxLength: 5, inputMode: 'numeric' },
  { name: 'account', maxLength: 20, inputMode: 'numeric' },
  { name: 'digit', maxLength: 1 },
] as const;

const EMPTY: Values = {
  bankName: '',
  ispb: '',
  agency: '',
  account: '',
  digit: '',
  type: 'checking',
  isPrimary: false,
};

const valuesOf = (bankAccount: TCounterpartyBankAccount): Values => ({
  bankName: bankAccount.bankName,
  ispb: bankAccount.ispb,
  agency: bankAccount.agency,
  account: bankAccount.account,
  digit: bankAccount.digit,
  type: bankAccount.type,
  isPrimary: bankAccount.isPrimary,
});

type Props = {
  merchantId: string;
  counterpartyId: string;
  open: boolean;
  onClose: () => void;
  /** Edit this account; add a new one without it. */
  bankAccount?: TCounterpartyBankAccount;
};

/** Add or edit a counterparty's bank account: bank, ISPB, agency, account, digit, type, primary. */
export function BankAccountFormDrawer({
  merchantId,
  counterpartyId,
  open,
  onClose,
  bankAccount,
}: Props) {
  const { t } = useTranslation('payments');
  const isEdit = bankAccount !== undefined;
  const add = useAddBankAccount(merchantId, counterpartyId);
  const update = useUpdateBankAccount(merchantId, counterpartyId);
  const drawer = useDrawerForm<Values>(
    { open, onClose },
    {
      resolver: zodResolver(ZCreateCounterpartyBankAccountRequest),
      defaultValues: bankAccount ? valuesOf(bankAccount) : EMPTY,
      failureText: t('counterparties.bankAccounts.saveError'),
      pending: add.isPending || update.isPending,
      submit: async (values, form) => {
        if (bankAccount) {
          await update.mutateAsync({ ...values, bankAccountId: bankAccount.id });
          toast.success(t('counterparties.bankAccounts.updated'));
        } else {
          await add.mutateAsync(values);
          toast.success(t('counterparties.bankAccounts.added'));
          form.reset(EMPTY);
        }
        onClose();
      },
    },
  );

  return (
    <EditDrawer
      {...drawer}
      formId="counterparty-bank-account-form"
      isEdit={isEdit}
      titles={{
        edit: t('counterparties.bankAccounts.editTitle'),
        create: t('counterparties.bankAccounts.addTitle'),
      }}
      createLabel={t('counterparties.bankAccounts.submitAdd')}
    >
      {TEXT_FIELDS.map(({ name, ...rest }) => (
        <TextField
          key={name}
          name={name}
          label={t(`counterparties.bankAccounts.columns.${name}`)}
          {...rest}
        />
      ))}
      <SelectField
        name="type"
        label={t('counterparties.bankAccounts.columns.type')}
        options={optionsOf(COUNTERPARTY_ACCOUNT_TYPES, (type) =>
          t(`counterparties.accountTypes.${type}`),
        )}
      />
      <BoundField
        name="isPrimary"
        render={(field, control) => (
          <Checkbox
            id={control.id}
            aria-describedby={control['aria-describedby']}
            checked={field.value === true}
            // The primary one stays primary until another one is chosen.
            disabled={bankAccount?.isPrimary === true}
            onChange={(event) => field.onChange(event.target.checked)}
          >
            {t('counterparties.bankAccounts.isPrimary')}
          </Checkbox>
        )}
      />
    </EditDrawer>
  );
}
