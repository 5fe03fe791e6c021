import {
  isAmbiguousPixKey,
  PIX_KEY_TYPES,
  type TCreatePixKeyRequest,
  type TPixKey,
  type TPixKeyType,
  ZCreatePixKeyRequest,
} from '@arara/contracts';
import { useTranslation } from '@arara/i18n';
import { Alert, Button, Flex, Text, toast } from '@arara/ui/core';
import { Drawer, FormErrorNamespaces, Radio, TextField, useFormSubmit } from '@arara/ui/form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { ACCOUNTS_ERROR_NAMESPACES, useErrorText } from '@/lib/form-errors';
import { pixKeyRequest, useCreatePixKey } from '../api/pix-keys';
import { ConfirmPixKeyForm } from './confirm-pix-key-form';
import { formatPixKey } from './pix-key-text';

type Props = {
  merchantId: string;
  virtualAccountId: string;
  open: boolean;
  onClose: () => void;
  /** A pending key to confirm: the drawer opens at the "enter the code" step. */
  pendingKey?: TPixKey | null;
};

const INPUT_MODE: Record<Exclude<TPixKeyType, 'random'>, 'numeric' | 'email' | 'tel'> = {
  cpf: 'numeric',
  cnpj: 'numeric',
  email: 'email',
  phone: 'tel',
};

/**
 * The add-Pix-key drawer: a type and the key, validated as the API validates it. An e-mail
 * or phone key comes back pending: the drawer goes on to the code sent to it (ConfirmPixKeyForm).
 */
export function AddPixKeyDrawer({
  merchantId,
  virtualAccountId,
  open,
  onClose,
  pendingKey,
}: Props) {
  const { t } = useTranslation('accounts');
  const errorText = useErrorText();
  const [created, setCreated] = useState<TPixKey | null>(null);
  const create = useCreatePixKey(merchantId, virtualAccountId);
  const form = useForm<TCreatePixKeyRequest>({
    resolver: zodResolver(ZCreatePixKeyRequest),
    defaultValues: { type: 'cpf', key: '' },
  });
  const type = form.watch('type') ?? 'cpf';
  const typed = form.watch('key') ?? '';
  const toConfirm = created ?? pendingKey ?? null;
  const close = () => {
    setCreated(null);
    onClose();
  };

  const { onSubmit, failure } = useFormSubmit(form, {
    fields: ['key', 'type'],
    failureText: t('pixKeys.addError'),
    submit: async (values) => {
      const key = await create.mutateAsync({ body: pixKeyRequest(values) });
      const shown = formatPixKey(key.type, key.key);
      form.reset({ type: values.type, key: '' });
      if (key.status === 'pending') {
        toast.success(t('pixKeys.pendingAdded', { key: shown }));
        setCreated(key);
        return;
      }
      toast.success(t('pixKeys.added', { key: shown }));
      close();
    },
  });

  return (
    <Drawer
      open={open}
      onClose={close}
      title={t(toConfirm ? 'pixKeys.confirmTitle' : 'pixKeys.addTitle')}
      size={440}
      footer={
        <Flex justify="flex-end" gap={8}>
          <Button onClick={close}>{t('actions.cancel')}</Button>
          {toConfirm ? (
            <Button type="primary" htmlType="submit" form="confirm-pix-key">
              {t('pixKeys.confirmSubmit')}
            </Button>
          ) : (
            <Button type="primary" htmlType="submit" form="add-pix-key" loading={create.isPending}>
              {t('pixKeys.addSubmit')}
            </Button>
          )}
        </Flex>
      }
    >
      {toConfirm ? (
        <ConfirmPixKeyForm
          key={toConfirm.id}
          merchantId={merchantId}
          pixKey={toConfirm}
          formId="confirm-pix-key"
          onConfirmed={close}
        />
      ) : (
        <form id="add-pix-key" noValidate onSubmit={(event) => void onSubmit(event)}>
          {failure ? (
            <Alert type="error" showIcon title={failure} style={{ marginBottom: 16 }} />
          ) : null}
          <Controller
            control={form.control}
            name="type"
            render={({ field, fieldState }) => (
              <fieldset style={{ border: 0, padding: 0, margin: '0 0 24px' }}>
                <legend style={{ paddingBottom: 8 }}>{t('pixKeys.type')}</legend>
                <Radio.Group
                  value={field.value}
                  onChange={(event) => {
                    field.onChange(event.target.value);
                    form.clearErrors(['key', 'type']);
                  }}
                  optionType="button"
                  options={PIX_KEY_TYPES.map((value) => ({
                    value,
                    label: t(`pixKeyTypes.${value}`),
                  }))}
                />
                {fieldState.error ? (
                  <div role="alert" style={{ marginTop: 8 }}>
                    <Text type="danger">{errorText(fieldState.error.message)}</Text>
                  </div>
                ) : null}
              </fieldset>
            )}
          />
          {type === 'random' ? (
            <Text type="secondary">{t('pixKeys.randomHint')}</Text>
          ) : (
            <FormErrorNamespaces namespaces={ACCOUNTS_ERROR_NAMESPACES}>
              <TextField
                control={form.control}
                name="key"
                id="pix-key"
                label={t(`pixKeys.keyLabel.${type}`)}
                hint={t(`pixKeys.keyHint.${type}`)}
                inputMode={INPUT_MODE[type]}
                autoComplete="off"
              />
            </FormErrorNamespaces>
          )}
          {(type === 'cpf' || type === 'phone') && isAmbiguousPixKey(typed) ? (
            <Alert
              type="warning"
              showIcon
              title={t('pixKeys.ambiguous')}
              style={{ marginTop: 16 }}
            />
          ) : null}
        </form>
      )}
    </Drawer>
  );
}
