import { BRAZILIAN_STATES, BENEFICIAL_OWNERS_MAX, formatDocument } from '@arara/contracts';
import { useTranslation } from '@arara/i18n';
import { Button, Flex, Title } from '@arara/ui/core';
import {
  DateField,
  DocumentField,
  NumberField,
  SelectField,
  TextField,
  useFieldErrorText,
} from '@arara/ui/form';
import { PlusOutlined } from '@arara/ui/layout';
import { type UseFormReturn, useFieldArray } from 'react-hook-form';
import {
  emptyOwner,
  maskPhone,
  maskPostalCode,
  type OnboardingValues,
} from '../lib/onboarding-form';
import { Card } from '@arara/ui/card';

type V = OnboardingValues;
type Prefix = 'representative' | `beneficial_owners.${number}`;

const STATE_OPTIONS = BRAZILIAN_STATES.map((state) => ({ value: state, label: state }));

/** First and last name, birth date, CPF, e-mail and phone of a person (representative, owner). */
function PersonFields({ prefix, idPrefix }: { prefix: Prefix; idPrefix: string }) {
  const { t } = useTranslation('compliance');
  const id = (name: string) => `${idPrefix}-${name}`;
  return (
    <>
      <Flex gap={16} wrap>
        <div style={{ flex: '1 1 240px' }}>
          <TextField<V>
            name={`${prefix}.first_name`}
            id={id('first_name')}
            label={t('onboarding.fields.first_name')}
            autoComplete="given-name"
          />
        </div>
        <div style={{ flex: '1 1 240px' }}>
          <TextField<V>
            name={`${prefix}.last_name`}
            id={id('last_name')}
            label={t('onboarding.fields.last_name')}
            autoComplete="family-name"
          />
        </div>
      </Flex>
      <Flex gap={16} wrap>
        <div style={{ flex: '1 1 240px' }}>
          <DateField<V>
            name={`${prefix}.birth_date`}
            id={id('birth_date')}
            label={t('onboarding.fields.birth_date')}
          />
        </div>
        <div style={{ flex: '1 1 240px' }}>
          <DocumentField<V>
            name={`${prefix}.tax_id`}
            id={id('tax_id')}
            label={t('onboarding.fields.cpf')}
            format={formatDocument}
            placeholder="000.000.000-00"
          />
        </div>
      </Flex>
      <Flex gap={16} wrap>
        <div style={{ flex: '1 1 240px' }}>
          <TextField<V>
            name={`${prefix}.email`}
            id={id('email')}
            label={t('onboarding.fields.email')}
            type="email"
            autoComplete="email"
          />
        </div>
        <div style={{ flex: '1 1 240px' }}>
          <TextField<V>
            name={`${prefix}.phone`}
            id={id('phone')}
            label={t('onboarding.fields.phone')}
            type="tel"
            placeholder="(11) 91234-5678"
            normalize={maskPhone}
          />
        </div>
      </Flex>
    </>
  );
}

/** Postal code, street, complement, city and state. */
function AddressFields({ prefix }: { prefix: 'representative_address' | 'company_address' }) {
  const { t } = useTranslation('compliance');
  return (
    <>
      <Flex gap={16} wrap>
        <div style={{ flex: '0 1 200px' }}>
          <TextField<V>
            name={`${prefix}.postal_code`}
            id={`${prefix}-postal_code`}
            label={t('onboarding.fields.postal_code')}
            inputMode="numeric"
            placeholder="01310-100"
            normalize={maskPostalCode}
          />
        </div>
        <div style={{ flex: '1 1 320px' }}>
          <TextField<V>
            name={`${prefix}.address_line1`}
            id={`${prefix}-address_line1`}
            label={t('onboarding.fields.address_line1')}
          />
        </div>
      </Flex>
      <TextField<V>
        name={`${prefix}.address_line2`}
        id={`${prefix}-address_line2`}
        label={t('onboarding.fields.address_line2')}
      />
      <Flex gap={16} wrap>
        <div style={{ flex: '1 1 240px' }}>
          <TextField<V>
            name={`${prefix}.city`}
            id={`${prefix}-city`}
            label={t('onboarding.fields.city')}
          />
        </div>
        <div style={{ flex: '0 1 160px' }}>
          <SelectField<V>
            name={`${prefix}.state`}
            id={`${prefix}-state`}
            label={t('onboarding.fields.state')}
            options={STATE_OPTIONS}
            showSearch
            placeholder={t('onboarding.fields.statePlaceholder')}
          />
        </div>
      </Flex>
    </>
  );
}

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <section aria-label={title} style={{ marginBottom: 24 }}>
      <Title level={5}>{title}</Title>
      {children}
    </section>
  );
}

/** The spec's Basic Data step: representative, its address, company, its address, owners. */
export function BasicDataStep({ form }: { form: UseFormReturn<OnboardingValues> }) {
  const { t } = useTranslation('compliance');
  const owners = useFieldArray({ control: form.control, name: 'beneficial_owners' });
  const errorText = useFieldErrorText();
  const ownersError = form.formState.errors.beneficial_owners?.message ?? null;
  return (
    <>
      <Section title={t('onboarding.sections.representative')}>
        <PersonFields prefix="representative" idPrefix="representative" />
      </Section>
      <Section title={t('onboarding.sections.representative_address')}>
        <AddressFields prefix="representative_address" />
      </Section>
      <Section title={t('onboarding.sections.company')}>
        <Flex gap={16} wrap>
          <div style={{ flex: '1 1 320px' }}>
            <TextField<V>
              name="company.legal_name"
              id="company-legal_name"
              label={t('onboarding.fields.legal_name')}
              autoComplete="organization"
            />
          </div>
          <div style={{ flex: '1 1 240px' }}>
            <DocumentField<V>
              name="company.tax_id"
              id="company-tax_id"
              label={t('onboarding.fields.cnpj')}
              format={formatDocument}
              placeholder="00.000.000/0000-00"
            />
          </div>
        </Flex>
        <Flex gap={16} wrap>
          <div style={{ flex: '1 1 240px' }}>
            <DateField<V>
              name="company.formation_date"
              id="company-formation_date"
              label={t('onboarding.fields.formation_date')}
            />
          </div>
          <div style={{ flex: '1 1 240px' }}>
            <TextField<V>
              name="company.email"
              id="company-email"
              label={t('onboarding.fields.company_email')}
              type="email"
            />
          </div>
        </Flex>
        <Flex gap={16} wrap>
          <div style={{ flex: '1 1 240px' }}>
            <TextField<V>
              name="company.doing_business_as"
              id="company-doing_business_as"
              label={t('onboarding.fields.doing_business_as')}
            />
          </div>
          <div style={{ flex: '1 1 240px' }}>
            <TextField<V>
              name="company.website"
              id="company-website"
              label={t('onboarding.fields.website')}
              placeholder="https://"
            />
          </div>
        </Flex>
      </Section>
      <Section title={t('onboarding.sections.company_address')}>
        <AddressFields prefix="company_address" />
      </Section>
      <Section title={t('onboarding.sections.beneficial_owners')}>
        {ownersError ? (
          <p role="alert" style={{ color: 'var(--ant-color-error)' }}>
            {errorText(ownersError)}
          </p>
        ) : null}
        {owners.fields.map((owner, index) => (
          <Card
            key={owner.id}
            size="small"
            style={{ marginBottom: 16 }}
            role="group"
            aria-label={t('onboarding.owners.owner', { number: index + 1 })}
            title={t('onboarding.owners.owner', { number: index + 1 })}
            extra={
              <Button
                type="link"
                danger
                onClick={() => owners.remove(index)}
                aria-label={t('onboarding.owners.removeLabel', { number: index + 1 })}
              >
                {t('onboarding.owners.remove')}
              </Button>
            }
          >
            <PersonFields prefix={`beneficial_owners.${index}`} idPrefix={`owner-${index}`} />
            <div style={{ maxWidth: 240 }}>
              <NumberField<V>
                name={`beneficial_owners.${index}.ownership_percentage`}
                id={`owner-${index}-ownership_percentage`}
                label={t('onboarding.fields.ownership_percentage')}
                min={0}
                max={100}
                precision={2}
                suffix="%"
              />
            </div>
          </Card>
        ))}
        <Button
          icon={<PlusOutlined />}
          disabled={owners.fields.length >= BENEFICIAL_OWNERS_MAX}
          onClick={() => owners.append(emptyOwner())}
        >
          {t('onboarding.owners.add')}
        </Button>
      </Section>
    </>
  );
}
