import { meEndpoints, merchantEndpoints } from '@arara/contracts';
import { endpointKey } from '@arara/api-client/query';
import {
  formatDocument,
  type TMerchantDetail,
  type TUpdateMerchantRequest,
  ZUpdateMerchantRequest,
} from '@arara/contracts';
import { Alert, Button, Field, Panel, toast } from '@arara/ui/core';
import { BoundField, BoundForm, SelectField, Switch, TextField } from '@arara/ui/form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { updateMerchant } from '@/api/team';
import { useTeamTranslation } from '@/components/use-team-translation';
import { Input } from '@arara/ui/input';

type CompanyForm = Required<TUpdateMerchantRequest>;

/** Company settings; read-only for roles without merchant.update. */
export function CompanyTab({
  merchant,
  security,
}: {
  merchant: TMerchantDetail;
  security?: ReactNode;
}) {
  const { t } = useTeamTranslation();
  const queryClient = useQueryClient();
  const canUpdate = merchant.permissions.includes('merchant.update');
  const form = useForm<CompanyForm>({
    resolver: zodResolver(ZUpdateMerchantRequest) as never,
    defaultValues: {
      name: merchant.name,
      defaultLanguage: merchant.defaultLanguage,
      requireTwoFactor: merchant.requireTwoFactor,
    },
  });
  const save = useMutation({
    mutationFn: (values: CompanyForm) => updateMerchant(merchant.id, values),
    onSuccess: async (updated) => {
      queryClient.setQueryData(
        endpointKey(merchantEndpoints.get, { merchantId: updated.id }),
        updated,
      );
      form.reset({
        name: updated.name,
        defaultLanguage: updated.defaultLanguage,
        requireTwoFactor: updated.requireTwoFactor,
      });
      toast.success(t('settings.company.saved'));
      // The switcher shows the name.
      await queryClient.invalidateQueries({ queryKey: endpointKey(meEndpoints.me) });
    },
    onError: () => toast.error(t('settings.company.error')),
  });

  return (
    <>
      <Panel style={{ maxWidth: 560 }}>
        {canUpdate ? null : (
          <Alert
            type="info"
            showIcon
            title={t('settings.company.readOnly')}
            style={{ marginBottom: 16 }}
          />
        )}
        <BoundForm
          form={form}
          onSubmit={form.handleSubmit((values) => save.mutate(values))}
          fieldSize="large"
        >
          <fieldset disabled={!canUpdate} style={{ border: 0, margin: 0, padding: 0 }}>
            <TextField
              name="name"
              id="company-name"
              label={t('settings.company.name')}
              autoComplete="organization"
            />
            <Field id="company-document" label={t('settings.company.document')}>
              {(controlProps) => (
                <Input
                  {...controlProps}
                  size="large"
                  readOnly
                  value={formatDocument(merchant.document)}
                />
              )}
            </Field>
            <SelectField
              name="defaultLanguage"
              id="company-language"
              label={t('settings.company.defaultLanguage')}
              hint={t('settings.company.defaultLanguageHelp')}
              size="large"
              disabled={!canUpdate}
              options={[
                { value: 'pt-BR', label: t('common:language.pt-BR') },
                { value: 'en', label: t('common:language.en') },
              ]}
            />
            <BoundField
              name="requireTwoFactor"
              id="company-require-2fa"
              render={(field, { status: _status, ...controlProps }) => (
                <label htmlFor={controlProps.id} style={{ display: 'flex', gap: 12 }}>
                  <Switch
                    {...controlProps}
                    disabled={!canUpdate}
                    checked={field.value}
                    onChange={field.onChange}
                  />
                  {t('settings.company.requireTwoFactor')}
                </label>
              )}
            />
            {canUpdate ? (
              <Button type="primary" htmlType="submit" loading={save.isPending}>
                {t('settings.company.save')}
              </Button>
            ) : null}
          </fieldset>
        </BoundForm>
      </Panel>
      {/* EXTENSION POINT: the user's two-factor settings (SettingsPage `security` prop). */}
      {security ? (
        <Panel title={t('settings.company.security')} style={{ maxWidth: 560, marginTop: 24 }}>
          {security}
        </Panel>
      ) : null}
    </>
  );
}
