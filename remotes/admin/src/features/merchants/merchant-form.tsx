import { ApiError } from '@arara/api-client';
import { useEndpointMutation } from '@arara/api-client/query';
import {
  adminMerchantEndpoints,
  ID_DOCUMENT_TYPES,
  PROOF_OF_ADDRESS_TYPES,
  type TAdminMerchantDetail,
  ZAdminMerchantForm,
} from '@arara/contracts';
import { textFor, useTranslation } from '@arara/i18n';
import { Alert, Button, Field, Flex, Text, Title, toast } from '@arara/ui/core';
import { Drawer } from '@arara/ui/form';
import { PlusOutlined } from '@arara/ui/layout';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import {
  adminMerchantQueryOptions,
  BUSINESS_FIELDS,
  bodyOf,
  emptyUbo,
  formValuesOf,
  INDIVIDUAL_FIELDS,
  type MerchantFormValues,
  type SectionValues,
  UBO_FIELDS,
} from './merchants-api';
import { Input, Select } from '@arara/ui/input';
import { Card } from '@arara/ui/card';

type Errors = Record<string, string>;
type SectionName = 'individual' | 'business';

const DATE_FIELDS = new Set(['birthDate', 'formationDate']);
const OPTIONAL = new Set(['addressLine2', 'doingBusinessAs', 'website']);

/** Field errors by dotted path (`individual.cpf`, `ubos.0.ownershipPercentage`, `ubos`). */
function errorsOf(issues: readonly { path: readonly PropertyKey[]; message: string }[]): Errors {
  const errors: Errors = {};
  for (const issue of issues) {
    const path = issue.path.map(String).join('.');
    if (path && !errors[path]) errors[path] = issue.message;
  }
  return errors;
}

/**
 * The merchant form of docs/requirements/admin.md (individual, business, UBOs), in a drawer:
 * checked against the contract, then by the API, whose field errors land on the fields. A
 * refused form keeps everything typed.
 */
export function MerchantFormDrawer({
  merchant,
  onClose,
  onSaved,
}: {
  /** The merchant to edit; none: a new one. */
  merchant?: TAdminMerchantDetail;
  onClose: () => void;
  onSaved?: (saved: TAdminMerchantDetail) => void;
}) {
  const { t } = useTranslation('admin');
  const text = textFor(t);
  const queryClient = useQueryClient();
  const isEdit = Boolean(merchant);
  const create = useEndpointMutation(adminMerchantEndpoints.create);
  const update = useEndpointMutation(adminMerchantEndpoints.update, { id: merchant?.id ?? '' });
  const [values, setValues] = useState<MerchantFormValues>(() => formValuesOf(merchant));
  const [errors, setErrors] = useState<Errors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const pending = create.isPending || update.isPending;

  const errorText = (path: string) => (errors[path] ? text(errors[path]) : undefined);
  const setSection = (name: SectionName, field: string, value: string) =>
    setValues((current) => ({ ...current, [name]: { ...current[name], [field]: value } }));
  const setUbo = (index: number, field: string, value: string) =>
    setValues((current) => ({
      ...current,
      ubos: current.ubos.map((ubo, i) => (i === index ? { ...ubo, [field]: value } : ubo)),
    }));

  const submit = async () => {
    setFailure(null);
    const parsed = ZAdminMerchantForm.safeParse(bodyOf(values));
    if (!parsed.success) {
      setErrors(errorsOf(parsed.error.issues));
      setFailure(t('merchantsArea.form.failed'));
      return;
    }
    setErrors({});
    try {
      const saved = (
        isEdit
          ? await update.mutateAsync({ body: parsed.data } as never)
          : await create.mutateAsync({ body: parsed.data } as never)
      ) as TAdminMerchantDetail;
      queryClient.setQueryData(adminMerchantQueryOptions(saved.id).queryKey, saved);
      toast.success(t(isEdit ? 'merchantsArea.toasts.updated' : 'merchantsArea.toasts.created'));
      onSaved?.(saved);
      onClose();
    } catch (error) {
      toast.error(
        t(isEdit ? 'merchantsArea.toasts.updateError' : 'merchantsArea.toasts.createError'),
      );
      if (error instanceof ApiError && Object.keys(error.fields).length > 0) {
        setErrors(
          errorsOf(
            Object.entries(error.fields).map(([path, message]) => ({
              path: path.split('.'),
              message,
            })),
          ),
        );
        setFailure(t('merchantsArea.form.failed'));
      } else {
        setFailure(
          t(isEdit ? 'merchantsArea.toasts.updateError' : 'merchantsArea.toasts.createError'),
        );
      }
    }
  };

  /** One field of a section or of a UBO (`prefix` = `individual`, `business`, `ubos.0`). */
  const renderField = (
    prefix: string,
    field: string,
    value: string,
    onChange: (value: string) => void,
  ) => {
    const path = `${prefix}.${field}`;
    const id = `merchant-${path.replaceAll('.', '-')}`;
    const label = `${text(`merchantsArea.form.fields.${field}`)}${OPTIONAL.has(field) ? '' : ' *'}`;
    const hint =
      field === 'country' || field === 'idDocumentCountry'
        ? t('merchantsArea.form.countryHint')
        : field === 'cnpj'
          ? '00.000.000/0000-00'
          : undefined;
    if (field === 'idDocumentType' || field === 'proofOfAddressType') {
      const options = (field === 'idDocumentType' ? ID_DOCUMENT_TYPES : PROOF_OF_ADDRESS_TYPES).map(
        (option) => ({
          value: option,
          label: text(
            `merchantsArea.form.${field === 'idDocumentType' ? 'idDocumentTypes' : 'proofOfAddressTypes'}.${option}`,
          ),
        }),
      );
      return (
        <Field key={path} id={id} label={label} error={errorText(path)}>
          {(control) => (
            <Select
              {...control}
              value={value || undefined}
              onChange={(next: string) => onChange(next)}
              options={options}
              style={{ width: '100%' }}
            />
          )}
        </Field>
      );
    }
    return (
      <Field key={path} id={id} label={label} error={errorText(path)} hint={hint}>
        {(control) => (
          <Input
            {...control}
            type={DATE_FIELDS.has(field) ? 'date' : 'text'}
            inputMode={field === 'ownershipPercentage' ? 'decimal' : undefined}
            placeholder={field === 'cnpj' ? '00.000.000/0000-00' : undefined}
            value={value}
            onChange={(event) => onChange(event.target.value)}
          />
        )}
      </Field>
    );
  };

  const renderSection = (name: SectionName, fields: readonly string[]) => (
    <section aria-label={t(`merchantsArea.form.${name}`)}>
      <Title level={5}>{text(`merchantsArea.form.${name}`)}</Title>
      {fields.map((field) =>
        renderField(name, field, values[name][field] ?? '', (next) =>
          setSection(name, field, next),
        ),
      )}
    </section>
  );

  const total = values.ubos.reduce((sum, ubo) => {
    const number = Number((ubo.ownershipPercentage ?? '').replace(',', '.'));
    return sum + (Number.isFinite(number) ? number : 0);
  }, 0);

  return (
    <Drawer
      open
      size={640}
      title={t(isEdit ? 'merchantsArea.form.editTitle' : 'merchantsArea.form.createTitle')}
      onClose={onClose}
      destroyOnHidden
      extra={
        <Flex gap={8}>
          <Button onClick={onClose}>{t('merchantsArea.form.cancel')}</Button>
          <Button type="primary" loading={pending} onClick={() => void submit()}>
            {t('merchantsArea.form.save')}
          </Button>
        </Flex>
      }
    >
      <form
        aria-label={t(isEdit ? 'merchantsArea.form.editTitle' : 'merchantsArea.form.createTitle')}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <Flex vertical gap={16}>
          {failure ? <Alert type="error" showIcon title={failure} /> : null}
          {renderSection('individual', INDIVIDUAL_FIELDS)}
          {renderSection('business', BUSINESS_FIELDS)}
          <section aria-label={t('merchantsArea.form.ubos')}>
            <Title level={5}>{t('merchantsArea.form.ubos')}</Title>
            <Text type="secondary">{t('merchantsArea.form.ubosHint')}</Text>
            {errors.ubos ? (
              <Alert type="error" showIcon title={text(errors.ubos)} style={{ marginTop: 8 }} />
            ) : null}
            <Flex vertical gap={12} style={{ marginTop: 12 }}>
              {values.ubos.length === 0 ? (
                <Text type="secondary">{t('merchantsArea.form.noUbos')}</Text>
              ) : null}
              {values.ubos.map((ubo: SectionValues, index) => (
                <Card
                  key={ubo.id ?? `new-${index}`}
                  size="small"
                  role="group"
                  aria-label={t('merchantsArea.form.ubo', { number: index + 1 })}
                  title={t('merchantsArea.form.ubo', { number: index + 1 })}
                  extra={
                    <Button
                      size="small"
                      danger
                      onClick={() =>
                        setValues((current) => ({
                          ...current,
                          ubos: current.ubos.filter((_, i) => i !== index),
                        }))
                      }
                    >
                      {t('merchantsArea.form.removeUbo', { number: index + 1 })}
                    </Button>
                  }
                >
                  {UBO_FIELDS.map((field) =>
                    renderField(`ubos.${index}`, field, ubo[field] ?? '', (next) =>
                      setUbo(index, field, next),
                    ),
                  )}
                </Card>
              ))}
              <Text>
                {t('merchantsArea.form.ubosTotal', { total: Math.round(total * 100) / 100 })}
              </Text>
              <Button
                icon={<PlusOutlined />}
                onClick={() =>
                  setValues((current) => ({ ...current, ubos: [...current.ubos, emptyUbo()] }))
                }
              >
                {t('merchantsArea.form.addUbo')}
              </Button>
            </Flex>
          </section>
          <button type="submit" hidden aria-hidden />
        </Flex>
      </form>
    </Drawer>
  );
}
