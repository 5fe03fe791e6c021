import type { TKycCaseSummary, TOnboarding } from '@arara/contracts';
import type { Db } from '../../db/client';
import type { OnboardingEvent } from '../../db/schema-compliance';
import type { OnboardingWithMerchant } from '../../repositories/onboardings-repository';
import type { DataDeps } from '../deps';
import { toStoredFileDto } from '../files';
import { onboardingNotFound } from './onboarding-errors';

/** Who reads the case: the merchant never sees the admins' notes. */
export type CaseViewer = 'merchant' | 'admin';

const toEventDto = (event: OnboardingEvent, viewer: CaseViewer): TOnboarding['events'][number] => ({
  id: String(event.id),
  action: event.action,
  actor: { type: event.actorType, id: event.actorId, name: event.actorName },
  reason: event.reason,
  notes: viewer === 'admin' ? event.notes : null,
  documentType: event.documentType,
  createdAt: event.createdAt.toISOString(),
});

/** The company CNPJ of the data, else the merchant's. */
const documentOf = (row: OnboardingWithMerchant) =>
  row.data.company?.tax_id?.trim() || row.merchantDocument;

export const toKycCaseSummary = (row: OnboardingWithMerchant): TKycCaseSummary => ({
  id: row.id,
  merchantId: row.merchantId,
  merchantName: row.merchantName,
  document: documentOf(row),
  status: row.status,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
  submittedAt: row.submittedAt?.toISOString() ?? null,
  decidedAt: row.decidedAt?.toISOString() ?? null,
});

/** The whole case (data, documents, history) as `viewer` sees it, read in `tx` when given. */
export async function loadOnboarding(
  deps: Pick<DataDeps, 'repositories'>,
  id: string,
  viewer: CaseViewer,
  tx?: Db,
): Promise<TOnboarding> {
  const { onboardings } = deps.repositories;
  const row = await onboardings.withMerchant(id, tx);
  if (!row) throw onboardingNotFound();
  const documents = await onboardings.documents(id, tx);
  const events = await onboardings.events(id, tx);
  return {
    id: row.id,
    merchantId: row.merchantId,
    merchantName: row.merchantName,
    status: row.status,
    data: row.data,
    documents: documents.map((document) => ({
      type: document.type,
      file: toStoredFileDto(document.file),
      uploadedAt: document.uploadedAt.toISOString(),
    })),
    decisionReason: row.decisionReason,
    version: row.version,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    submittedAt: row.submittedAt?.toISOString() ?? null,
    decidedAt: row.decidedAt?.toISOString() ?? null,
    events: events.map((event) => toEventDto(event, viewer)),
  };
}
