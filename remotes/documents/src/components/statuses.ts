import type { TDocumentEvent, TDocumentStatus, TStageStatus } from '@arara/contracts';
import type { StatusTagKind } from '@arara/ui/data';

/** How a document's status is shown (`documents:statuses.*`). */
export const DOCUMENT_STATUS: StatusTagKind<TDocumentStatus> = {
  namespace: 'documents',
  keyPrefix: 'statuses',
  colors: {
    approved: 'success',
    pending: 'processing',
    failed: 'error',
    declined: 'error',
    cancelled: 'default',
    refunded: 'warning',
  },
};

/** A stage of a document's timeline (`documents:stages.*`). */
export const STAGE_STATUS: StatusTagKind<TStageStatus> = {
  namespace: 'documents',
  keyPrefix: 'stages',
  colors: {
    initiated: 'default',
    approved: 'success',
    settled: 'success',
    refund_requested: 'warning',
    refunded: 'warning',
    cancelled: 'default',
    failed: 'error',
    processing: 'processing',
    validated: 'processing',
    completed: 'success',
  },
};

/** A webhook delivery of the document (`documents:events.statuses.*`). */
export const EVENT_STATUS: StatusTagKind<TDocumentEvent['status']> = {
  namespace: 'documents',
  keyPrefix: 'events.statuses',
  colors: { sent: 'success', failed: 'error', pending: 'processing' },
};
