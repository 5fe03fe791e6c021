import {
  ONBOARDING_DOCUMENT_TYPES,
  type TOnboarding,
  type TOnboardingDraft,
} from '@arara/contracts';
import { useTranslation } from '@arara/i18n';
import { Button, Flex, Text, Title } from '@arara/ui/core';
import { Descriptions, formatDate } from '@arara/ui/data';
import type { ReactNode } from 'react';
import { DocumentFacts, DownloadButton } from './document-file';
import { Card } from '@arara/ui/card';

type Step = 'basic_data' | 'documents';

type Item = { key: string; label: string; children: ReactNode };

const EMPTY = '—';

/**
 * An onboarding read-only: every section of its data and its documents (download). With
 * `onEdit`, each section has an edit link to its step (the Review step).
 */
export function OnboardingSummary({
  merchantId,
  onboarding,
  data = onboarding.data,
  onEdit,
}: {
  merchantId: string;
  onboarding: TOnboarding;
  /** The data to show (the form's current values on the Review step). */
  data?: TOnboardingDraft;
  onEdit?: (step: Step) => void;
}) {
  const { t, i18n } = useTranslation('compliance');
  const text = (value: string | undefined | null) => (value?.trim() ? value : EMPTY);
  const date = (value: string | undefined) =>
    value && /^\d{4}-\d{2}-\d{2}$/.test(value)
      ? formatDate(`${value}T12:00:00Z`, i18n.language)
      : text(value);
  const field = (key: string, label: string, children: ReactNode): Item => ({
    key,
    label,
    children,
  });

  const person = (prefix: string, p: NonNullable<TOnboardingDraft['representative']>) => [
    field(`${prefix}.first_name`, t('onboarding.fields.first_name'), text(p.first_name)),
    field(`${prefix}.last_name`, t('onboarding.fields.last_name'), text(p.last_name)),
    field(`${prefix}.birth_date`, t('onboarding.fields.birth_date'), date(p.birth_date)),
    field(`${prefix}.tax_id`, t('onboarding.fields.cpf'), text(p.tax_id)),
    field(`${prefix}.email`, t('onboarding.fields.email'), text(p.email)),
    field(`${prefix}.phone`, t('onboarding.fields.phone'), text(p.phone)),
  ];
  const address = (prefix: string, a: TOnboardingDraft['representative_address'] = {}) => [
    field(`${prefix}.postal_code`, t('onboarding.fields.postal_code'), text(a.postal_code)),
    field(`${prefix}.address_line1`, t('onboarding.fields.address_line1'), text(a.address_line1)),
    field(`${prefix}.address_line2`, t('onboarding.fields.address_line2'), text(a.address_line2)),
    field(`${prefix}.city`, t('onboarding.fields.city'), text(a.city)),
    field(`${prefix}.state`, t('onboarding.fields.state'), text(a.state)),
  ];
  const company = data.company ?? {};
  const editLink = (step: Step, section: string) =>
    onEdit ? (
      <Button
        type="link"
        onClick={() => onEdit(step)}
        aria-label={t('onboarding.review.editLabel', { section })}
      >
        {t('onboarding.review.edit')}
      </Button>
    ) : null;
  const section = (
    key: 'representative' | 'representative_address' | 'company' | 'company_address',
    items: Item[],
  ) => {
    const title = t(`onboarding.sections.${key}`);
    return (
      <Descriptions
        key={key}
        title={title}
        extra={editLink('basic_data', title)}
        size="small"
        column={{ xs: 1, md: 2 }}
        items={items}
        style={{ marginBottom: 24 }}
      />
    );
  };
  const documents = new Map(onboarding.documents.map((document) => [document.type, document]));
  const documentsTitle = t('onboarding.steps.documents');

  return (
    <>
      {section('representative', person('representative', data.representative ?? {}))}
      {section(
        'representative_address',
        address('representative_address', data.representative_address),
      )}
      {section('company', [
        field('company.legal_name', t('onboarding.fields.legal_name'), text(company.legal_name)),
        field('company.tax_id', t('onboarding.fields.cnpj'), text(company.tax_id)),
        field(
          'company.formation_date',
          t('onboarding.fields.formation_date'),
          date(company.formation_date),
        ),
        field('company.email', t('onboarding.fields.company_email'), text(company.email)),
        field(
          'company.doing_business_as',
          t('onboarding.fields.doing_business_as'),
          text(company.doing_business_as),
        ),
        field('company.website', t('onboarding.fields.website'), text(company.website)),
      ])}
      {section('company_address', address('company_address', data.company_address))}
      <Flex justify="space-between" align="center">
        <Title level={5}>{t('onboarding.sections.beneficial_owners')}</Title>
        {editLink('basic_data', t('onboarding.sections.beneficial_owners'))}
      </Flex>
      {(data.beneficial_owners ?? []).length === 0 ? (
        <Text type="secondary">{t('onboarding.owners.none')}</Text>
      ) : null}
      {(data.beneficial_owners ?? []).map((owner, index) => (
        <Descriptions
          // biome-ignore lint/suspicious/noArrayIndexKey: the owners have no id; the order is theirs
          key={index}
          title={t('onboarding.owners.owner', { number: index + 1 })}
          size="small"
          column={{ xs: 1, md: 2 }}
          style={{ marginBottom: 16 }}
          items={[
            ...person(`beneficial_owners.${index}`, owner),
            field(
              `beneficial_owners.${index}.ownership_percentage`,
              t('onboarding.fields.ownership_percentage'),
              owner.ownership_percentage == null ? EMPTY : `${owner.ownership_percentage}%`,
            ),
          ]}
        />
      ))}
      <Flex justify="space-between" align="center" style={{ marginTop: 16 }}>
        <Title level={5}>{documentsTitle}</Title>
        {onEdit ? (
          <Button
            type="link"
            onClick={() => onEdit('documents')}
            aria-label={t('onboarding.review.editLabel', { section: documentsTitle })}
          >
            {t('onboarding.review.edit')}
          </Button>
        ) : null}
      </Flex>
      {ONBOARDING_DOCUMENT_TYPES.map((type) => {
        const document = documents.get(type);
        const title = t(`onboarding.documentTypes.${type}`);
        return (
          <Card key={type} size="small" title={title} style={{ marginBottom: 8 }}>
            <Flex justify="space-between" align="center" gap={8} wrap>
              {document ? (
                <DocumentFacts document={document} />
              ) : (
                <Text type="secondary">{t('onboarding.documents.none')}</Text>
              )}
              {document ? (
                <DownloadButton
                  merchantId={merchantId}
                  file={document.file}
                  label={t('onboarding.documents.downloadLabel', { document: title })}
                />
              ) : null}
            </Flex>
          </Card>
        );
      })}
    </>
  );
}
