import * as z from 'zod/mini';
import { isIsoDate, periodInOrder, ZIsoDate } from './accounts';
import { documentDigits, isValidCpf, normalizeCnpj } from './br-documents';
import { merchantParams } from './endpoint';
import { REQUIRED } from './field-errors';
import { ZStoredFile } from './files';
import { cursorPage, pageSizeField } from './paging';
import { ZPaymentAmount } from './payments';
import { normalizePhone } from './pix-keys';

/**
 * Compliance (docs/compliance.md): the merchant's onboarding and KYC, its review by the back
 * office, MED infractions against the Pix it received with their defenses and cautionary holds,
 * and the disputes a merchant opens with compliance. Field names are the spec's: the onboarding
 * data in snake_case as the spec writes it, the infraction in camelCase as it writes that one.
 * Error texts are i18n keys of the `compliance` namespace.
 */

export const COMPLIANCE_MESSAGES = {
  /** The spec's refusal: the onboarding's status does not allow this change now. */
  cannotEdit: 'compliance:onboarding.errors.cannotEdit',
  /** The spec's onboarding errors, one per action (the screens' toasts). */
  updateFailed: 'compliance:onboarding.errors.update',
  submitFailed: 'compliance:onboarding.errors.submit',
  uploadFailed: 'compliance:onboarding.errors.upload',
  downloadFailed: 'compliance:onboarding.errors.download',
  deleteFailed: 'compliance:onboarding.errors.delete',
  /** Submit refused: a required document is missing (field `documents.<type>`). */
  documentRequired: 'compliance:onboarding.errors.documentRequired',
  /** Submit refused: no beneficial owner. */
  ownerRequired: 'compliance:onboarding.errors.ownerRequired',
  /** The beneficial owners' percentages add up to more than 100. */
  ownershipTooHigh: 'compliance:onboarding.errors.ownershipTooHigh',
  invalidCpf: 'compliance:onboarding.errors.invalidCpf',
  invalidCnpj: 'compliance:onboarding.errors.invalidCnpj',
  invalidDate: 'compliance:onboarding.errors.invalidDate',
  /** A birth date of someone under 18, or a date in the future. */
  dateInFuture: 'compliance:onboarding.errors.dateInFuture',
  underage: 'compliance:onboarding.errors.underage',
  invalidPostalCode: 'compliance:onboarding.errors.invalidPostalCode',
  invalidState: 'compliance:onboarding.errors.invalidState',
  invalidPhone: 'compliance:onboarding.errors.invalidPhone',
  invalidEmail: 'compliance:onboarding.errors.invalidEmail',
  invalidWebsite: 'compliance:onboarding.errors.invalidWebsite',
  invalidPercentage: 'compliance:onboarding.errors.invalidPercentage',
  tooLong: 'compliance:onboarding.errors.tooLong',
  /** The file attached is another merchant's, unknown, or not for this purpose. */
  fileNotFound: 'compliance:files.notFound',
  /** Reject / request revision without a reason. */
  reasonRequired: 'compliance:kyc.errors.reasonRequired',
  /** Money out before the KYC is approved (with a link to /onboarding in the UI). */
  kycNotApproved: 'compliance:kyc.errors.notApproved',
  /** The spec's defense errors. */
  defenseInsufficient: 'compliance:defense.errors.insufficient',
  defenseVirtualAccount: 'compliance:defense.errors.virtualAccount',
  defenseFailed: 'compliance:defense.errors.failed',
  /** A defense after the infraction's deadline, or in a status that takes none. */
  deadlinePassed: 'compliance:defense.errors.deadlinePassed',
  notDefensible: 'compliance:defense.errors.notDefensible',
  /** A dispute on an infraction that cannot be disputed (see docs/compliance.md "Disputes"). */
  notDisputable: 'compliance:disputes.errors.notDisputable',
  alreadyDisputed: 'compliance:disputes.errors.alreadyDisputed',
  infractionNotFound: 'compliance:infractions.errors.notFound',
  /** Sandbox: a Pix that already has an infraction not closed. */
  infractionOpen: 'compliance:infractions.errors.alreadyOpen',
  /** Sandbox: an analysis of an infraction already decided. */
  infractionDecided: 'compliance:infractions.errors.alreadyDecided',
  disputeNotFound: 'compliance:disputes.errors.notFound',
  /** Sandbox: a decision on a dispute already upheld or dismissed, or back to a past status. */
  disputeDecided: 'compliance:disputes.errors.alreadyDecided',
  /** A list's cursor that is not one it gave. */
  invalidCursor: 'compliance:errors.invalidCursor',
  onboardingNotFound: 'compliance:onboarding.errors.notFound',
  /** PUT …/onboarding with a `version` someone else's save has passed. */
  versionConflict: 'compliance:onboarding.errors.versionConflict',
  /** A `limit` outside 1–100. */
  pageSize: 'compliance:errors.pageSize',
} as const;

// ---------------------------------------------------------------------------------------------
// Field checks shared by the draft (each field checked when present) and the submission (every
// required field present).

const TEXT_MAX = 120;

/** The 27 federative units (UF), as the postal service writes them. */
export const BRAZILIAN_STATES = [
  'AC',
  'AL',
  'AP',
  'AM',
  'BA',
  'CE',
  'DF',
  'ES',
  'GO',
  'MA',
  'MT',
  'MS',
  'MG',
  'PA',
  'PB',
  'PR',
  'PE',
  'PI',
  'RJ',
  'RN',
  'RS',
  'RO',
  'RR',
  'SC',
  'SP',
  'SE',
  'TO',
] as const;

/** CEP: 8 digits, with or without the dash (01310-100). */
export const isPostalCode = (value: string): boolean => /^\d{5}-?\d{3}$/.test(value.trim());

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const WEBSITE = /^(https?:\/\/)?[a-z0-9-]+(\.[a-z0-9-]+)+(\/\S*)?$/i;

/** Years between an ISO date and `today` (for the representative's and owners' age). */
export function ageOn(birthDate: string, today: string): number {
  const [by, bm, bd] = birthDate.split('-').map(Number) as [number, number, number];
  const [ty, tm, td] = today.split('-').map(Number) as [number, number, number];
  return ty - by - (tm < bm || (tm === bm && td < bd) ? 1 : 0);
}

const todayIso = () => new Date().toISOString().slice(0, 10);

const text = (max = TEXT_MAX) =>
  z.string().check(z.refine((v) => v.trim().length <= max, { error: COMPLIANCE_MESSAGES.tooLong }));
const checked = (check: (value: string) => boolean, error: string, max = TEXT_MAX) =>
  text(max).check(z.refine((v) => v.trim() === '' || check(v.trim()), { error }));

const cpf = () => checked((v) => isValidCpf(documentDigits(v)), COMPLIANCE_MESSAGES.invalidCpf, 20);
const cnpj = () => checked((v) => normalizeCnpj(v) !== null, COMPLIANCE_MESSAGES.invalidCnpj, 20);
const pastDate = () =>
  checked((v) => isIsoDate(v), COMPLIANCE_MESSAGES.invalidDate, 10).check(
    z.refine((v) => v.trim() === '' || !isIsoDate(v) || v <= todayIso(), {
      error: COMPLIANCE_MESSAGES.dateInFuture,
    }),
  );
const birthDate = () =>
  pastDate().check(
    z.refine((v) => v.trim() === '' || !isIsoDate(v) || ageOn(v, todayIso()) >= 18, {
      error: COMPLIANCE_MESSAGES.underage,
    }),
  );
const email = () => checked((v) => EMAIL.test(v), COMPLIANCE_MESSAGES.invalidEmail, 254);
/** 10–11 digits (DDD + number), `+55` and punctuation allowed. */
const phone = () =>
  checked((v) => normalizePhone(v) !== null, COMPLIANCE_MESSAGES.invalidPhone, 20);

/** Every field a string ('' = not filled yet), so a draft keeps what the user typed. */
const ZAddressDraft = z.object({
  postal_code: z.optional(checked(isPostalCode, COMPLIANCE_MESSAGES.invalidPostalCode, 9)),
  address_line1: z.optional(text()),
  address_line2: z.optional(text()),
  city: z.optional(text()),
  state: z.optional(
    checked(
      (v) => (BRAZILIAN_STATES as readonly string[]).includes(v.toUpperCase()),
      COMPLIANCE_MESSAGES.invalidState,
      2,
    ),
  ),
});

const personFields = {
  first_name: z.optional(text()),
  last_name: z.optional(text()),
  birth_date: z.optional(birthDate()),
  tax_id: z.optional(cpf()),
  email: z.optional(email()),
  phone: z.optional(phone()),
};

export const ZBeneficialOwnerDraft = z.object({
  ...personFields,
  /** Share of the company, 0.01–100 (two decimals). */
  ownership_percentage: z.optional(
    z.nullable(
      z
        .number({ error: COMPLIANCE_MESSAGES.invalidPercentage })
        .check(
          z.gt(0, { error: COMPLIANCE_MESSAGES.invalidPercentage }),
          z.lte(100, { error: COMPLIANCE_MESSAGES.invalidPercentage }),
        ),
    ),
  ),
});
export type TBeneficialOwnerDraft = z.infer<typeof ZBeneficialOwnerDraft>;

/** At most this many beneficial owners (UBOs) in one onboarding. */
export const BENEFICIAL_OWNERS_MAX = 10;

/**
 * The onboarding data as saved while the user goes (PUT …/onboarding): every field optional,
 * each one checked when filled (a CPF with a wrong check digit is refused even in a draft, with
 * the field's message, and nothing is saved).
 */
export const ZOnboardingDraft = z.object({
  representative: z.optional(z.object(personFields)),
  representative_address: z.optional(ZAddressDraft),
  company: z.optional(
    z.object({
      legal_name: z.optional(text(200)),
      tax_id: z.optional(cnpj()),
      formation_date: z.optional(pastDate()),
      email: z.optional(email()),
      doing_business_as: z.optional(text(200)),
      website: z.optional(checked((v) => WEBSITE.test(v), COMPLIANCE_MESSAGES.invalidWebsite, 200)),
    }),
  ),
  company_address: z.optional(ZAddressDraft),
  beneficial_owners: z.optional(
    z.array(ZBeneficialOwnerDraft).check(z.maxLength(BENEFICIAL_OWNERS_MAX)),
  ),
});
export type TOnboardingDraft = z.infer<typeof ZOnboardingDraft>;

/**
 * The fields a submission needs filled (dotted paths of ZOnboardingDraft); the others
 * (address_line2, doing_business_as, website, an owner's e-mail and phone) are optional. An
 * unfilled required field is refused at submit with `validation.required` on its path, and
 * `beneficial_owners.N.*` for each owner.
 */
export const ONBOARDING_REQUIRED_FIELDS = [
  'representative.first_name',
  'representative.last_name',
  'representative.birth_date',
  'representative.tax_id',
  'representative.email',
  'representative.phone',
  'representative_address.postal_code',
  'representative_address.address_line1',
  'representative_address.city',
  'representative_address.state',
  'company.legal_name',
  'company.tax_id',
  'company.formation_date',
  'company.email',
  'company_address.postal_code',
  'company_address.address_line1',
  'company_address.city',
  'company_address.state',
] as const;
export const BENEFICIAL_OWNER_REQUIRED_FIELDS = [
  'first_name',
  'last_name',
  'birth_date',
  'tax_id',
  'ownership_percentage',
] as const;

/** The spec's steps, in order. */
export const ONBOARDING_STEPS = ['basic_data', 'documents', 'review'] as const;

// ---------------------------------------------------------------------------------------------
// Onboarding and KYC

/**
 * The spec's onboarding statuses. draft → submitted (merchant submits) → under_review (a
 * reviewer opens it) → approved | rejected | requires_revision; requires_revision → submitted
 * (corrected and re-submitted). approved and rejected are final: a rejected merchant starts a
 * new onboarding (a new KYC case). The data and documents can be changed only in draft and
 * requires_revision (else 409 `cannotEdit`).
 */
export const ONBOARDING_STATUSES = [
  'draft',
  'submitted',
  'under_review',
  'requires_revision',
  'approved',
  'rejected',
] as const;
export const ZOnboardingStatus = z.enum(ONBOARDING_STATUSES);
export type TOnboardingStatus = z.infer<typeof ZOnboardingStatus>;

/** Statuses in which the merchant may change data and documents. */
export const ONBOARDING_EDITABLE: readonly TOnboardingStatus[] = ['draft', 'requires_revision'];

/**
 * The KYC status the merchant sees: its latest onboarding's, or `not_started` without one.
 * `submitted` is shown as "pending" (the spec).
 */
export const KYC_STATUSES = ['not_started', ...ONBOARDING_STATUSES] as const;
export const ZKycStatus = z.enum(KYC_STATUSES);
export type TKycStatus = z.infer<typeof ZKycStatus>;

/** The spec's required document kinds, one file each (a new upload replaces the old). */
export const ONBOARDING_DOCUMENT_TYPES = [
  'identity_front',
  'identity_back',
  'proof_of_address',
  'company_formation',
  'proof_of_ownership',
] as const;
export const ZOnboardingDocumentType = z.enum(ONBOARDING_DOCUMENT_TYPES);
export type TOnboardingDocumentType = z.infer<typeof ZOnboardingDocumentType>;

/** The spec's onboarding document: type, filename, file size, upload date (+ the file). */
export const ZOnboardingDocument = z.object({
  type: ZOnboardingDocumentType,
  file: ZStoredFile,
  uploadedAt: z.string(),
});
export type TOnboardingDocument = z.infer<typeof ZOnboardingDocument>;

/** Who did something to a KYC case: the merchant's user, a back-office admin, the platform. */
export const ZActor = z.object({
  type: z.enum(['user', 'admin', 'system']),
  id: z.nullable(z.string()),
  name: z.nullable(z.string()),
});
export type TActor = z.infer<typeof ZActor>;

export const ONBOARDING_ACTIONS = [
  'created',
  'updated',
  'document_uploaded',
  'document_deleted',
  'submitted',
  'review_started',
  'revision_requested',
  'approved',
  'rejected',
] as const;
export const ZOnboardingAction = z.enum(ONBOARDING_ACTIONS);
export type TOnboardingAction = z.infer<typeof ZOnboardingAction>;

/** One line of a KYC case's activity history (who did what, when, with the notes). */
export const ZOnboardingEvent = z.object({
  id: z.string(),
  action: ZOnboardingAction,
  actor: ZActor,
  /** Revision / rejection: the reason the merchant reads. */
  reason: z.nullable(z.string()),
  /** Admin notes (the back office only; null for the merchant). */
  notes: z.nullable(z.string()),
  /** A document event: its type. */
  documentType: z.nullable(ZOnboardingDocumentType),
  createdAt: z.string(),
});
export type TOnboardingEvent = z.infer<typeof ZOnboardingEvent>;

/** A merchant's onboarding (one KYC case) with its data, documents and history. */
export const ZOnboarding = z.object({
  id: z.uuid(),
  merchantId: z.uuid(),
  merchantName: z.string(),
  status: ZOnboardingStatus,
  data: ZOnboardingDraft,
  documents: z.array(ZOnboardingDocument),
  /** requires_revision / rejected: the reviewer's reason. */
  decisionReason: z.nullable(z.string()),
  /** Increases with every change; PUT sends it back (409 when someone else changed it). */
  version: z.number(),
  createdAt: z.string(),
  updatedAt: z.string(),
  submittedAt: z.nullable(z.string()),
  decidedAt: z.nullable(z.string()),
  events: z.array(ZOnboardingEvent),
});
export type TOnboarding = z.infer<typeof ZOnboarding>;

/** A KYC case in a list (merchant's /kyc history, the back office's /admin/kyc). */
export const ZKycCaseSummary = z.object({
  id: z.uuid(),
  merchantId: z.uuid(),
  merchantName: z.string(),
  /** The company CNPJ of the data, else the merchant's. */
  document: z.string(),
  status: ZOnboardingStatus,
  createdAt: z.string(),
  updatedAt: z.string(),
  submittedAt: z.nullable(z.string()),
  decidedAt: z.nullable(z.string()),
});
export type TKycCaseSummary = z.infer<typeof ZKycCaseSummary>;

/** GET …/kyc: the merchant's KYC status and its cases, newest first. */
export const ZKycOverview = z.object({
  status: ZKycStatus,
  /** The current case (the newest), the one /onboarding edits; null when not started. */
  current: z.nullable(ZKycCaseSummary),
  cases: z.array(ZKycCaseSummary),
});
export type TKycOverview = z.infer<typeof ZKycOverview>;

/** PUT …/onboarding: the draft, whole (what the form holds), with the version it was read at. */
export const ZOnboardingUpdateRequest = z.object({ data: ZOnboardingDraft, version: z.number() });
export type TOnboardingUpdateRequest = z.infer<typeof ZOnboardingUpdateRequest>;

/** PUT …/onboarding/documents/:type: the uploaded file (purpose onboarding_document). */
export const ZOnboardingDocumentRequest = z.object({ fileId: z.uuid(REQUIRED) });
export const ZOnboardingDocumentParams = merchantParams({ type: ZOnboardingDocumentType });
export const ZKycCaseParams = merchantParams({ caseId: z.uuid() });
export const ZMerchantFileParams = merchantParams({ fileId: z.uuid() });

/** Back office: the KYC list's filters (status, merchant name, CNPJ) and page. */
export const KYC_PAGE_SIZE_MAX = 100;
export const ZAdminKycQuery = z.object({
  status: z.optional(ZOnboardingStatus),
  /** Part of the merchant's name (case- and accent-insensitive). */
  name: z.optional(z.string().check(z.maxLength(100))),
  /** A CNPJ or its beginning, with or without punctuation. */
  document: z.optional(z.string().check(z.maxLength(20))),
  limit: pageSizeField(KYC_PAGE_SIZE_MAX, COMPLIANCE_MESSAGES.pageSize),
  cursor: z.optional(z.string().check(z.maxLength(200))),
});
export type TAdminKycQuery = z.input<typeof ZAdminKycQuery>;
export const ZKycCasePage = cursorPage(ZKycCaseSummary);
export type TKycCasePage = z.infer<typeof ZKycCasePage>;
export const ZAdminKycParams = z.object({ caseId: z.uuid() });
export const ZAdminFileParams = z.object({ caseId: z.uuid(), fileId: z.uuid() });

const reason = () =>
  z.string(REQUIRED).check(
    z.refine((v) => v.trim().length > 0, { error: COMPLIANCE_MESSAGES.reasonRequired }),
    z.maxLength(1000, { error: COMPLIANCE_MESSAGES.tooLong }),
  );
const notes = () =>
  z.optional(z.string().check(z.maxLength(2000, { error: COMPLIANCE_MESSAGES.tooLong })));

/** Back office: approve all (notes optional). Definitive. */
export const ZKycApproveRequest = z.object({ notes: notes() });
/** Back office: reject all (definitive; reason required) or request revision (reason required). */
export const ZKycDecisionRequest = z.object({ reason: reason(), notes: notes() });
export type TKycDecisionRequest = z.infer<typeof ZKycDecisionRequest>;

// ---------------------------------------------------------------------------------------------
// Infractions (MED, the Pix special return mechanism)

export const INFRACTION_TYPES = ['refund_request', 'fraud_report'] as const;
export const ZInfractionType = z.enum(INFRACTION_TYPES);
export type TInfractionType = z.infer<typeof ZInfractionType>;

/**
 * The spec's statuses. WAITING_PSP: opened by the debited participant, not yet seen by Arara;
 * WAITING_DEFENSE: the merchant may defend until the deadline; DEFENDED: a defense is with the
 * reporting institution's analysis; WAITING_ADJUSTMENTS: the analysis asked for more (a new
 * defense may be sent until the deadline); OPEN: under the institution's analysis without a
 * defense (the deadline passed); CLOSED: decided (see `analysisResult`).
 */
export const INFRACTION_STATUSES = [
  'WAITING_PSP',
  'WAITING_DEFENSE',
  'WAITING_ADJUSTMENTS',
  'OPEN',
  'CLOSED',
  'DEFENDED',
] as const;
export const ZInfractionStatus = z.enum(INFRACTION_STATUSES);
export type TInfractionStatus = z.infer<typeof ZInfractionStatus>;

/** Statuses in which the merchant can send a defense (before the deadline). */
export const DEFENSIBLE_STATUSES: readonly TInfractionStatus[] = [
  'WAITING_DEFENSE',
  'WAITING_ADJUSTMENTS',
];

/** The institution's decision: agreed (the payer is refunded) or disagreed (the hold is released). */
export const ZAnalysisResult = z.enum(['agreed', 'disagreed']);
export type TAnalysisResult = z.infer<typeof ZAnalysisResult>;

export const DEFENSE_STATUSES = ['pending', 'approved', 'rejected'] as const;
export const ZDefenseStatus = z.enum(DEFENSE_STATUSES);
export type TDefenseStatus = z.infer<typeof ZDefenseStatus>;

/** Days the merchant has to defend, from the infraction's opening (the sandbox's default). */
export const DEFENSE_DEADLINE_DAYS = 7;

/** What happened to the cautionary hold. */
export const ZHoldStatus = z.enum(['held', 'released', 'refunded']);
export type THoldStatus = z.infer<typeof ZHoldStatus>;

export const ZDefense = z.object({
  id: z.uuid(),
  title: z.string(),
  description: z.string(),
  status: ZDefenseStatus,
  rejectionReason: z.nullable(z.string()),
  attachments: z.array(ZStoredFile),
  createdBy: z.nullable(z.string()),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TDefense = z.infer<typeof ZDefense>;

/** A webhook delivery of the infraction's events (Infraction Created / Updated). */
export const ZInfractionWebhook = z.object({
  id: z.string(),
  eventType: z.string(),
  url: z.string(),
  status: z.string(),
  createdAt: z.string(),
});

export const ZInfractionSummary = z.object({
  id: z.uuid(),
  type: ZInfractionType,
  status: ZInfractionStatus,
  /** The debited participant (the payer's institution) that reported it. */
  reportedBy: z.string(),
  creationDate: z.string(),
  lastModificationDate: z.string(),
  endToEndId: z.string(),
  /** The received Pix (a document of kind entry): /documents/entries/{transactionId}. */
  transactionId: z.uuid(),
  virtualAccountId: z.uuid(),
  virtualAccountName: z.string(),
  /** Cents. */
  amount: z.number(),
  currency: z.literal('BRL'),
  deadline: z.string(),
  /** The cautionary block (cents): what was available of `amount` when it opened. */
  heldAmount: z.number(),
  holdStatus: ZHoldStatus,
});
export type TInfractionSummary = z.infer<typeof ZInfractionSummary>;

export const ZInfraction = z.extend(ZInfractionSummary, {
  reportDetails: z.string(),
  analysisResult: z.nullable(ZAnalysisResult),
  analysisDetails: z.nullable(z.string()),
  /** The refund (a document of kind return) when the analysis agreed. */
  refundDocumentId: z.nullable(z.uuid()),
  /**
   * Cents still owed to the payer after an agreed analysis: amount − what the hold paid back
   * (the hold held less than the amount); 0 otherwise (docs/compliance.md "Resolution").
   */
  owedAmount: z.optional(z.number()),
  /** The payer's name and the Pix's date, as on the document. */
  payerName: z.nullable(z.string()),
  transactionDate: z.string(),
  /** Files the reporting institution sent. */
  attachments: z.array(ZStoredFile),
  webhooks: z.array(ZInfractionWebhook),
  defenses: z.array(ZDefense),
  /** Whether a dispute exists for it (docs/compliance.md "Disputes"). */
  disputeId: z.nullable(z.uuid()),
});
export type TInfraction = z.infer<typeof ZInfraction>;

export const INFRACTION_PAGE_SIZE_MAX = 100;
export const ZInfractionsQuery = z
  .object({
    status: z.optional(ZInfractionStatus),
    type: z.optional(ZInfractionType),
    virtualAccountId: z.optional(z.uuid()),
    /** Opened on or after / on or before these dates (America/Sao_Paulo), in order. */
    from: z.optional(ZIsoDate),
    to: z.optional(ZIsoDate),
    limit: pageSizeField(INFRACTION_PAGE_SIZE_MAX, COMPLIANCE_MESSAGES.pageSize),
    cursor: z.optional(z.string().check(z.maxLength(200))),
  })
  .check(periodInOrder);
export type TInfractionsQuery = z.input<typeof ZInfractionsQuery>;
export const ZInfractionPage = cursorPage(ZInfractionSummary);
export type TInfractionPage = z.infer<typeof ZInfractionPage>;
export const ZInfractionParams = merchantParams({ infractionId: z.uuid() });

export const DEFENSE_TITLE_MAX = 120;
export const DEFENSE_DESCRIPTION_MIN = 20;
export const DEFENSE_DESCRIPTION_MAX = 5000;
export const DEFENSE_ATTACHMENTS_MAX = 5;

/**
 * POST …/infractions/:id/defenses. 'Insufficient information to submit defense': a title, and a
 * description of at least DEFENSE_DESCRIPTION_MIN characters or at least one attachment;
 * 'Virtual account ID not found': the virtual account must be the infraction's. Attachments are
 * files uploaded with purpose defense_attachment.
 */
export const ZDefenseRequest = z.object({
  title: z
    .string(REQUIRED)
    .check(z.maxLength(DEFENSE_TITLE_MAX, { error: COMPLIANCE_MESSAGES.tooLong })),
  description: z
    .string(REQUIRED)
    .check(z.maxLength(DEFENSE_DESCRIPTION_MAX, { error: COMPLIANCE_MESSAGES.tooLong })),
  virtualAccountId: z.string({ error: COMPLIANCE_MESSAGES.defenseVirtualAccount }),
  attachmentIds: z.array(z.uuid()).check(z.maxLength(DEFENSE_ATTACHMENTS_MAX)),
});
export type TDefenseRequest = z.infer<typeof ZDefenseRequest>;

/** Sandbox: the payer's institution opens an infraction against a received Pix. */
export const ZSandboxInfractionRequest = z.object({
  documentId: z.uuid(REQUIRED),
  type: ZInfractionType,
  /** Default: the whole Pix. */
  amount: z.optional(ZPaymentAmount),
  reportDetails: z.optional(z.string().check(z.maxLength(2000))),
});
export type TSandboxInfractionRequest = z.infer<typeof ZSandboxInfractionRequest>;

/** Sandbox: the reporting institution's analysis (agreed → refund; disagreed → release). */
export const ZSandboxAnalysisRequest = z.object({
  result: ZAnalysisResult,
  details: z.optional(z.string().check(z.maxLength(2000))),
});
export type TSandboxAnalysisRequest = z.infer<typeof ZSandboxAnalysisRequest>;

// ---------------------------------------------------------------------------------------------
// Disputes with compliance

/**
 * A merchant contests, with Arara's compliance team, an infraction closed against it (analysis
 * agreed, the payer refunded). Statuses: open → under_review → upheld (Arara agrees with the
 * merchant and takes it up with the reporting institution) | dismissed. Docs: docs/compliance.md
 * "Disputes".
 */
export const DISPUTE_STATUSES = ['open', 'under_review', 'upheld', 'dismissed'] as const;
export const ZDisputeStatus = z.enum(DISPUTE_STATUSES);
export type TDisputeStatus = z.infer<typeof ZDisputeStatus>;

export const ZDispute = z.object({
  id: z.uuid(),
  infractionId: z.uuid(),
  infractionType: ZInfractionType,
  endToEndId: z.string(),
  /** Cents: what was returned to the payer. */
  amount: z.number(),
  status: ZDisputeStatus,
  reason: z.string(),
  resolution: z.nullable(z.string()),
  createdBy: z.nullable(z.string()),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TDispute = z.infer<typeof ZDispute>;

export const ZDisputesQuery = z.object({
  status: z.optional(ZDisputeStatus),
  limit: pageSizeField(INFRACTION_PAGE_SIZE_MAX, COMPLIANCE_MESSAGES.pageSize),
  cursor: z.optional(z.string().check(z.maxLength(200))),
});
export type TDisputesQuery = z.input<typeof ZDisputesQuery>;
export const ZDisputePage = cursorPage(ZDispute);
export type TDisputePage = z.infer<typeof ZDisputePage>;
export type TSandboxDisputeDecision = z.infer<typeof ZSandboxDisputeDecision>;
export const ZDisputeRequest = z.object({
  infractionId: z.uuid(REQUIRED),
  reason: reason(),
});
export type TDisputeRequest = z.infer<typeof ZDisputeRequest>;
export const ZDisputeParams = merchantParams({ disputeId: z.uuid() });
/** Sandbox: compliance decides a dispute. */
export const ZSandboxDisputeDecision = z.object({
  status: z.enum(['under_review', 'upheld', 'dismissed']),
  resolution: z.optional(z.string().check(z.maxLength(2000))),
});
