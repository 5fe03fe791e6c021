import type { Db } from '../../db/client';
import type { Infraction } from '../../db/schema-compliance';
import { writeWebhookEvent } from '../webhooks/webhook-outbox';
import { infractionEventData } from './infraction-dto';

/**
 * The Infraction Created / Updated webhook event of `row` (as it is now), in the transaction
 * that changed it: it commits or rolls back with the change (docs/compliance.md "Webhooks").
 */
export const writeInfractionEvent = (
  tx: Db,
  row: Infraction,
  type: 'infraction_created' | 'infraction_updated',
) =>
  writeWebhookEvent(tx, {
    merchantId: row.merchantId,
    virtualAccountId: row.virtualAccountId,
    type,
    documentId: row.documentId,
    amount: row.amount,
    data: infractionEventData(row),
  });
