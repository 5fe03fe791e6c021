import {
  PIX_KEY_TYPES,
  type TCreatePixKeyRequest,
  type TPixKeyType,
  ZCreatePixKeyRequest,
} from '@arara/contracts';
import { useTranslation } from '@arara/i18n';
import { Alert, Button, Field, Flex, Input, Text, toast } from '@arara/ui/core';
import { Drawer, Radio } from '@arara/ui/form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { applyApiFieldErrors, useErrorText } from '../../../lib/form-errors';
import { useCreatePixKey } from '../api/pix-keys';
import { formatPixKey } from './pix-key-text';

type Props = {
  merchantId: string;
  virtualAccountId: string;
  open: boolean;
  onClose: () => void;
};

const INPUT_MODE: Record<Exclude<TPixKeyType, 'random'>, 'numeric' | 'email' | 'tel'> = {
  cpf: 'numeric',
  cnpj: 'numeric',
  email: 'email',
  phone: 'tel',
};

/** Spec §2 add-Pix-key drawer: a type and the key, validated as the API validates it. */
export function AddPixKeyDrawer({ merchantId, virtualAccountId, open, onClose }: Props) {
  const { t } = useTranslation('accounts');
  const errorText = useErrorText();
  const [failure, setFailure] = useState<string | null>(null);
  const create = useCreatePixKey(merchantId, virtualAccountId);
  const form = useForm<TCreatePixKeyRequest>({
    resolver: zodResolver(ZCreatePixKeyRequest),
    defaultValues: { type: 'cpf', key: '' },
  });
  const type = form.watch('type');

  const onSubmit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      const created = await create.mutateAsync(values);
      toast.success(t('pixKeys.added', { key: formatPixKey(created.type, created.key) }));
      form.reset({ type: values.type, key: '' });
      onClose();
    } catch (error) {
      if (!applyApiFieldErrors(error, form.setError, ['key', 'type'])) {
        setFailure(t('pixKeys.addError'));
      }
    }
  });

  return (
    <Drawer
      open={open}
      onClose={onClose}
      title={t('pixKeys.addTitle')}
      size={440}
      footer={
        <Flex justify="flex-end" gap={8}>
          <Button onClick={onClose}>{t('actions.cancel')}</Button>
          <Button type="primary" htmlType="submit" form="add-pix-key" loading={create.isPending}>
            {t('pixKeys.addSubmit')}
          </Button>
        </Flex>
      }
    >
      <form id="add-pix-key" noValidate onSubmit={(event) => void onSubmit(event)}>
        {failure ? (
          <Alert type="error" showIcon title={failure} style={{ marginBottom: 16 }} />
        ) : null}
        <Controller
          control={form.control}
          name="type"
          render={({ field }) => (
            <fieldset style={{ border: 0, padding: 0, margin: '0 0 24px' }}>
              <legend style={{ paddingBottom: 8 }}>{t('pixKeys.type')}</legend>
              <Radio.Group
                value={field.value}
                onChange={(event) => {
                  field.onChange(event.target.value);
                  form.clearErrors('key');
                }}
                optionType="button"
                options={PIX_KEY_TYPES.map((value) => ({
                  value,
                  label: t(`pixKeyTypes.${value}`),
                }))}
              />
            </fieldset>
          )}
        />
        {type === 'random' ? (
          <Text type="secondary">{t('pixKeys.randomHint')}</Text>
        ) : (
          <Controller
            control={form.control}
            name="key"
            render={({ field, fieldState }) => (
              <Field
                id="pix-key"
                label={t(`pixKeys.keyLabel.${type}`)}
                hint={t(`pixKeys.keyHint.${type}`)}
                error={errorText(fieldState.error?.message)}
              >
                {(control) => (
                  <Input
                    {...field}
                    {...control}
                    value={field.value ?? ''}
                    inputMode={INPUT_MODE[type]}
                    autoComplete="off"
                  />
                )}
              </Field>
            )}
          />
        )}
      </form>
    </Drawer>
  );
}
