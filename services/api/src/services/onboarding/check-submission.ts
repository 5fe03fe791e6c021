import {
  BENEFICIAL_OWNER_REQUIRED_FIELDS,
  COMPLIANCE_MESSAGES,
  ONBOARDING_DOCUMENT_TYPES,
  ONBOARDING_REQUIRED_FIELDS,
  type TOnboardingDocumentType,
  type TOnboardingDraft,
  ZOnboardingDraft,
} from '@arara/contracts';

/** The message of a required field left empty. */
const REQUIRED = 'validation.required';

const valueAt = (data: unknown, path: string): unknown =>
  path
    .split('.')
    .reduce<unknown>(
      (value, key) =>
        value !== null && typeof value === 'object'
          ? (value as Record<string, unknown>)[key]
          : undefined,
      data,
    );

const isEmpty = (value: unknown) =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

/**
 * What a submission lacks, as field errors (empty when it may go): every required field filled
 * and valid today (a birth date checked again: the person may have turned 18 since, or a field
 * saved before a rule changed), at least one beneficial owner with their required fields, the
 * owners' shares at most 100%, and one file of each document type.
 */
export function checkSubmission(
  data: TOnboardingDraft,
  documentTypes: readonly TOnboardingDocumentType[],
): Record<string, string> {
  const fields: Record<string, string> = {};
  const set = (path: string, key: string) => {
    if (!(path in fields)) fields[path] = key;
  };
  for (const path of ONBOARDING_REQUIRED_FIELDS) {
    if (isEmpty(valueAt(data, path))) set(path, REQUIRED);
  }
  const owners = data.beneficial_owners ?? [];
  if (owners.length === 0) set('beneficial_owners', COMPLIANCE_MESSAGES.ownerRequired);
  owners.forEach((owner, index) => {
    for (const field of BENEFICIAL_OWNER_REQUIRED_FIELDS) {
      if (isEmpty(owner[field])) set(`beneficial_owners.${index}.${field}`, REQUIRED);
    }
  });
  // In hundredths, so 33.33 + 33.33 + 33.34 is exactly 100.
  const shares = owners.reduce(
    (sum, owner) => sum + Math.round((owner.ownership_percentage ?? 0) * 100),
    0,
  );
  if (shares > 100 * 100) set('beneficial_owners', COMPLIANCE_MESSAGES.ownershipTooHigh);

  const parsed = ZOnboardingDraft.safeParse(data);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const path = issue.path.map(String).join('.');
      if (path) set(path, issue.message);
    }
  }
  for (const type of ONBOARDING_DOCUMENT_TYPES) {
    if (!documentTypes.includes(type))
      set(`documents.${type}`, COMPLIANCE_MESSAGES.documentRequired);
  }
  return fields;
}
