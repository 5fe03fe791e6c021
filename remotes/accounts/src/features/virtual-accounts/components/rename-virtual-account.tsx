import { type TUpdateVirtualAccountRequest, ZUpdateVirtualAccountRequest } from '@arara/contracts';
import { useTranslation } from '@arara/i18n';
import { Button, Flex, toast } from '@arara/ui/core';
import { applyApiFieldErrors, BoundField, FormErrorNamespaces } from '@arara/ui/form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { ACCOUNTS_ERROR_NAMESPACES } from '@/lib/form-errors';
import { useRenameVirtualAccount } from '../api/rename-virtual-account';
import { Input } from '@arara/ui/input';

type Props = { merchantId: string; id: string; label: string; onDone: () => void };

/** Renames a virtual account: the only change the API allows after creation. */
export function RenameVirtualAccount({ merchantId, id, label, onDone }: Props) {
  const { t } = useTranslation('accounts');
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
      <FormErrorNamespaces namespaces={ACCOUNTS_ERROR_NAMESPACES}>
        <BoundField
          control={form.control}
          name="label"
          id="va-rename"
          label={t('virtualAccountDetail.name')}
          render={(field, control) => (
            <Flex gap={8}>
              <Input {...field} {...control} value={field.value ?? ''} maxLength={80} autoFocus />
              <Button type="primary" htmlType="submit" loading={rename.isPending}>
                {t('actions.save')}
              </Button>
              <Button onClick={onDone}>{t('actions.cancel')}</Button>
            </Flex>
          )}
        />
      </FormErrorNamespaces>
    </form>
  );
}
