import { ApiError } from '@arara/api-client';
import {
  COMPLIANCE_MESSAGES,
  ONBOARDING_DOCUMENT_TYPES,
  ONBOARDING_EDITABLE,
  type TBeneficialOwnerDraft,
  type TOnboarding,
  type TOnboardingDocumentType,
  type TOnboardingDraft,
  type TOnboardingStatus,
  ZOnboardingDraft,
} from '@arara/contracts';
import * as z from 'zod/mini';

/** The form's values: the draft with every text filled ('' = not yet), as the user typed it. */
export type OnboardingValues = {
  representative: Required<NonNullable<TOnboardingDraft['representative']>>;
  representative_address: Required<NonNullable<TOnboardingDraft['representative_address']>>;
  company: Required<NonNullable<TOnboardingDraft['company']>>;
  company_address: Required<NonNullable<TOnboardingDraft['company_address']>>;
  beneficial_owners: OwnerValues[];
};
type OwnerValues = Required<Omit<TBeneficialOwnerDraft, 'ownership_percentage'>> & {
  ownership_percentage: number | null;
};

const person = { first_name: '', last_name: '', birth_date: '', tax_id: '', email: '', phone: '' };
const address = { postal_code: '', address_line1: '', address_line2: '', city: '', state: '' };
export const emptyOwner = (): OwnerValues => ({ ...person, ownership_percentage: null });

/** The saved draft as the form's values (missing texts as ''). */
export function toValues(data: TOnboardingDraft): OnboardingValues {
  return {
    representative: { ...person, ...data.representative },
    representative_address: { ...address, ...data.representative_address },
    company: {
      legal_name: '',
      tax_id: '',
      formation_date: '',
      email: '',
      doing_business_as: '',
      website: '',
      ...data.company,
    },
    company_address: { ...address, ...data.company_address },
    beneficial_owners: (data.beneficial_owners ?? []).map((owner) => ({
      ...emptyOwner(),
      ...owner,
      ownership_percentage: owner.ownership_percentage ?? null,
    })),
  };
}

/** What PUT …/onboarding sends: the form whole, as typed. */
export const toDraft = (values: OnboardingValues): TOnboardingDraft => values;

/** Whether the draft passes the contract's checks (an autosave of an invalid draft is skipped). */
export const isValidDraft = (values: OnboardingValues) =>
  z.safeParse(ZOnboardingDraft, values).success;

export const isEditable = (status: TOnboardingStatus) => ONBOARDING_EDITABLE.includes(status);

/** The wizard's steps (the spec's), in order. */
export type StepKey = 'basic_data' | 'documents' | 'review';

/** The step that holds a field of the API's `fields` (`documents.<type>` or a data path). */
export const stepOfField = (field: string): StepKey =>
  field.startsWith('documents') ? 'documents' : 'basic_data';

export const documentOfField = (field: string): TOnboardingDocumentType | null => {
  const type = field.split('.')[1];
  return (ONBOARDING_DOCUMENT_TYPES as readonly string[]).includes(type ?? '')
    ? (type as TOnboardingDocumentType)
    : null;
};

/** The onboarding refused a change because of its status (the spec's message). */
export const isCannotEdit = (error: unknown) =>
  error instanceof ApiError &&
  error.status === 409 &&
  (error.message === COMPLIANCE_MESSAGES.cannotEdit ||
    Object.values(error.fields).includes(COMPLIANCE_MESSAGES.cannotEdit));

/** Someone else saved first: the `version` sent is not the current one. */
export const isVersionConflict = (error: unknown) =>
  error instanceof ApiError && error.status === 409 && !isCannotEdit(error);

export const documentsOf = (onboarding: TOnboarding) =>
  new Map(onboarding.documents.map((document) => [document.type, document]));

/** A CEP with its dash once its 8 digits are there; anything else as typed. */
export function maskPostalCode(text: string): string {
  const digits = text.replace(/\D/g, '');
  return digits.length === 8 && /^[\d\s.-]+$/.test(text)
    ? `${digits.slice(0, 5)}-${digits.slice(5)}`
    : text;
}

/** A phone with its area code in brackets once 10 or 11 digits are there; else as typed. */
export function maskPhone(text: string): string {
  if (text.trim().startsWith('+')) return text;
  const digits = text.replace(/\D/g, '');
  if (!/^[\d\s().-]+$/.test(text)) return text;
  if (digits.length === 10)
    return `(${digits.slice(0, 2)}) ${digits.slice(2, 6)}-${digits.slice(6)}`;
  if (digits.length === 11)
    return `(${digits.slice(0, 2)}) ${digits.slice(2, 7)}-${digits.slice(7)}`;
  return text;
}
