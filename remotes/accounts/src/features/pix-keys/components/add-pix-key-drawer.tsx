import {
  isAmbiguousPixKey,
  PIX_KEY_TYPES,
  type TCreatePixKeyRequest,
  type TPixKey,
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
 * Spec §2 add-Pix-key drawer: a type and the key, validated as the API validates it. An e-mail
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
  const [failure, setFailure] = useState<string | null>(null);
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

  const onSubmit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
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
    } catch (error) {
      if (!applyApiFieldErrors(error, form.setError, ['key', 'type'])) {
        setFailure(t('pixKeys.addError'));
      }
    }
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
