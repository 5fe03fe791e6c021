import { type TUpdateVirtualAccountRequest, ZUpdateVirtualAccountRequest } from '@arara/contracts';
import { useTranslation } from '@arara/i18n';
import { Button, Field, Flex, Input, toast } from '@arara/ui/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import { applyApiFieldErrors, useErrorText } from '../../../lib/form-errors';
import { useRenameVirtualAccount } from '../api/rename-virtual-account';

type Props = { merchantId: string; id: string; label: string; onDone: () => void };

/** Renames a virtual account: the only change the API allows after creation. */
export function RenameVirtualAccount({ merchantId, id, label, onDone }: Props) {
  const { t } = useTranslation('accounts');
  const errorText = useErrorText();
  const rename = useRenameVirtualAccount(merchantId, id);
  const form = useForm<TUpdateVirtualAccountRequest>({
    resolver: zodResolver(ZUpdateVirtualAccountRequest),
    defaultValues: { label },
  });
  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await rename.mutateAsync(values.label ?? '');
      toast.success(t('virtualAccountDetail.renamed'));
      onDone();
    } catch (error) {
      if (!applyApiFieldErrors(error, form.setError, ['label'])) {
        toast.error(t('virtualAccountDetail.renameError'));
      }
    }
  });
  return (
    <form
      noValidate
      onSubmit={(event) => void onSubmit(event)}
      style={{ width: '100%', maxWidth: 520 }}
    >
      <Controller
        control={form.control}
        name="label"
        render={({ field, fieldState }) => (
          <Field
            id="va-rename"
            label={t('virtualAccountDetail.name')}
            error={errorText(fieldState.error?.message)}
          >
            {(control) => (
              <Flex gap={8}>
                <Input {...field} {...control} value={field.value ?? ''} maxLength={80} autoFocus />
                <Button type="primary" htmlType="submit" loading={rename.isPending}>
                  {t('actions.save')}
                </Button>
                <Button onClick={onDone}>{t('actions.cancel')}</Button>
              </Flex>
            )}
          </Field>
        )}
      />
    </form>
  );
}
