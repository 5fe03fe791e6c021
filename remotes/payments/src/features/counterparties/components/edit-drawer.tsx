import { useTranslation } from '@arara/i18n';
import { FormDrawer, type FormDrawerProps } from '@arara/ui/form';
import type { FieldValues } from 'react-hook-form';
import { PAYMENT_ERROR_NAMESPACES } from '@/lib/errors';

type EditDrawerProps<TValues extends FieldValues> = Omit<
  FormDrawerProps<TValues>,
  'title' | 'cancelLabel' | 'submitLabel' | 'errorNamespaces'
> & {
  /** Editing a record (Save), or adding one (`createLabel`). */
  isEdit: boolean;
  /** The drawer's title when editing, and when adding. */
  titles: { edit: string; create: string };
  createLabel: string;
};

/**
 * A form drawer of the counterparties screens (a counterparty, one of its bank accounts): adds
 * or edits, with the payment forms' error keys.
 */
export function EditDrawer<TValues extends FieldValues>({
  isEdit,
  titles,
  createLabel,
  ...drawer
}: EditDrawerProps<TValues>) {
  const { t } = useTranslation('payments');
  return (
    <FormDrawer
      {...drawer}
      title={isEdit ? titles.edit : titles.create}
      cancelLabel={t('counterparties.form.cancel')}
      submitLabel={isEdit ? t('counterparties.form.save') : createLabel}
      errorNamespaces={PAYMENT_ERROR_NAMESPACES}
    />
  );
}
