import { meEndpoints } from '@arara/contracts';
import { textFor } from '@arara/i18n';
import { ApiError } from '@arara/api-client';
import { endpointKey } from '@arara/api-client/query';
import {
  documentDigits,
  type TCreateMerchantRequest,
  ZCreateMerchantRequest,
} from '@arara/contracts';
import { useSession } from '@arara/session';
import { Button, Field, Flex, Input, Panel, toast } from '@arara/ui/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Controller, useForm } from 'react-hook-form';
import { createMerchant } from '@/api/team';
import { FormAlert } from '@/components/form-alert';
import { TextField } from '@/components/text-field';
import { maskCnpj } from './cnpj';
import { useTeamTranslation } from '@/components/use-team-translation';

const EMPTY: TCreateMerchantRequest = { name: '', document: '' };

type AddMerchantCardProps = { onClose: () => void };

/** `?addMerchant=1` opens the add-merchant card above the page (see MerchantRequired). */
export const ADD_MERCHANT_PARAM = 'addMerchant';

/** The add-merchant card: name and CNPJ; the new merchant becomes the current one. */
export function AddMerchantCard({ onClose }: AddMerchantCardProps) {
  const { t } = useTeamTranslation();
  const queryClient = useQueryClient();
  const setCurrentMerchant = useSession((state) => state.setCurrentMerchant);
  const { control, handleSubmit, reset, setError } = useForm<TCreateMerchantRequest>({
    resolver: zodResolver(ZCreateMerchantRequest),
    defaultValues: EMPTY,
  });
  const close = () => {
    reset(EMPTY);
    create.reset();
    onClose();
  };
  const create = useMutation({
    mutationFn: (values: TCreateMerchantRequest) =>
      createMerchant({ name: values.name.trim(), document: documentDigits(values.document) }),
    onSuccess: async (merchant) => {
      await queryClient.invalidateQueries({ queryKey: endpointKey(meEndpoints.me) });
      setCurrentMerchant(merchant.id);
      toast.success(t('merchants.created', { name: merchant.name }));
      close();
    },
    onError: (error) => {
      if (!(error instanceof ApiError)) return;
      for (const [field, message] of Object.entries(error.fields)) {
        if (field === 'name' || field === 'document') setError(field, { message });
      }
    },
  });
  // An empty add-merchant field reads 'Fill in all fields'.
  const messages = { 'validation.required': t('merchants.fillAllFields') };
  const hasFieldErrors =
    create.error instanceof ApiError && Object.keys(create.error.fields).length;

  return (
    <Panel title={t('merchants.addTitle')} style={{ maxWidth: 480, marginBottom: 24 }}>
      <form
        aria-label={t('merchants.addTitle')}
        onSubmit={handleSubmit((values) => create.mutate(values))}
        noValidate
      >
        {create.isError && !hasFieldErrors ? <FormAlert title={t('merchants.error')} /> : null}
        <TextField
          control={control}
          name="name"
          id="add-merchant-name"
          label={t('merchants.name')}
          autoComplete="organization"
          messages={messages}
        />
        <Controller
          control={control}
          name="document"
          render={({ field, fieldState }) => {
            const key = fieldState.error?.message;
            return (
              <Field
                id="add-merchant-document"
                label={t('merchants.document')}
                error={
                  key ? (messages[key as keyof typeof messages] ?? textFor(t)(key)) : undefined
                }
              >
                {(controlProps) => (
                  <Input
                    {...field}
                    {...controlProps}
                    size="large"
                    inputMode="numeric"
                    placeholder={t('merchants.documentPlaceholder')}
                    value={field.value}
                    onChange={(event) => field.onChange(maskCnpj(event.target.value))}
                  />
                )}
              </Field>
            );
          }}
        />
        <Flex justify="flex-end" gap={8}>
          <Button onClick={close}>{t('merchants.cancel')}</Button>
          <Button type="primary" htmlType="submit" loading={create.isPending}>
            {t('merchants.submit')}
          </Button>
        </Flex>
      </form>
    </Panel>
  );
}
