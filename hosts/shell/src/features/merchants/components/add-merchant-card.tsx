import { meEndpoints } from '@arara/contracts';
import { ApiError } from '@arara/api-client';
import { endpointKey } from '@arara/api-client/query';
import {
  documentDigits,
  type TCreateMerchantRequest,
  ZCreateMerchantRequest,
} from '@arara/contracts';
import { useSession } from '@arara/session';
import { toast } from '@arara/ui/core';
import { TextField } from '@arara/ui/form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { createMerchant } from '@/api/team';
import { PanelForm } from '@/components/panel-form';
import { maskCnpj } from './cnpj';
import { TEAM_NAMESPACES, useTeamTranslation } from '@/components/use-team-translation';

const EMPTY: TCreateMerchantRequest = { name: '', document: '' };

type AddMerchantCardProps = { onClose: () => void };

/**
 * The add-merchant card: name and CNPJ; the new merchant becomes the current one and its
 * onboarding opens (/onboarding/{id}): money leaves it only once its KYC is approved.
 */
export function AddMerchantCard({ onClose }: AddMerchantCardProps) {
  const { t } = useTeamTranslation();
  const queryClient = useQueryClient();
  const setCurrentMerchant = useSession((state) => state.setCurrentMerchant);
  const navigate = useNavigate();
  const form = useForm<TCreateMerchantRequest>({
    resolver: zodResolver(ZCreateMerchantRequest),
    defaultValues: EMPTY,
  });
  const close = () => {
    form.reset(EMPTY);
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
      // Leaving the page closes the card (its `?addMerchant` goes with the old address).
      form.reset(EMPTY);
      create.reset();
      navigate(`/onboarding/${merchant.id}`);
    },
    onError: (error) => {
      if (!(error instanceof ApiError)) return;
      for (const [field, message] of Object.entries(error.fields)) {
        if (field === 'name' || field === 'document') form.setError(field, { message });
      }
    },
  });
  // An empty add-merchant field reads 'Fill in all fields'.
  const messages = { 'validation.required': t('merchants.fillAllFields') };
  const hasFieldErrors =
    create.error instanceof ApiError && Object.keys(create.error.fields).length;

  return (
    <PanelForm
      title={t('merchants.addTitle')}
      width={480}
      style={{ marginBottom: 24 }}
      form={form}
      onSubmit={form.handleSubmit((values) => create.mutate(values))}
      errorNamespaces={TEAM_NAMESPACES}
      errorMessages={messages}
      failure={create.isError && !hasFieldErrors ? t('merchants.error') : null}
      onCancel={close}
      cancelLabel={t('merchants.cancel')}
      submitLabel={t('merchants.submit')}
      pending={create.isPending}
    >
      <TextField
        name="name"
        id="add-merchant-name"
        label={t('merchants.name')}
        autoComplete="organization"
      />
      <TextField
        name="document"
        id="add-merchant-document"
        label={t('merchants.document')}
        inputMode="numeric"
        placeholder={t('merchants.documentPlaceholder')}
        normalize={maskCnpj}
      />
    </PanelForm>
  );
}
