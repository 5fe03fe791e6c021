import type { TDocumentStatus, TPaymentDocumentKind } from '@arara/contracts';

/** The statuses a list offers as filters (docs/requirements/documents.md "Document statuses": entries approved, pending, failed, declined; out adds cancelled and refunded). */
const ENTRY_STATUSES = [
  'approved',
  'pending',
  'failed',
  'declined',
] as const satisfies readonly TDocumentStatus[];
const OUT_STATUSES = [
  ...ENTRY_STATUSES,
  'cancelled',
  'refunded',
] as const satisfies readonly TDocumentStatus[];

/** One list of documents: its route, the `kind` it asks the API for, its texts and its status filter. */
export type DocumentList = {
  kind: TPaymentDocumentKind;
  /** `entries`, `out`, `transfers`, `returns`: the route's segment and the list's i18n keys. */
  segment: 'entries' | 'out' | 'transfers' | 'returns';
  statuses: readonly TDocumentStatus[];
};

export const DOCUMENT_LISTS: Record<TPaymentDocumentKind, DocumentList> = {
  entry: { kind: 'entry', segment: 'entries', statuses: ENTRY_STATUSES },
  out: { kind: 'out', segment: 'out', statuses: OUT_STATUSES },
  // A transfer between own accounts can be held for approval and cancelled like a payment out.
  transfer: { kind: 'transfer', segment: 'transfers', statuses: OUT_STATUSES },
  return: { kind: 'return', segment: 'returns', statuses: ENTRY_STATUSES },
};

/** The page of a document: under its own list (a return under /documents/returns). */
export const documentPath = (document: { kind: TPaymentDocumentKind; id: string }) =>
  `/documents/${DOCUMENT_LISTS[document.kind].segment}/${document.id}`;

export const listPath = (kind: TPaymentDocumentKind) =>
  `/documents/${DOCUMENT_LISTS[kind].segment}`;
