import type { TDispute, TInfraction, TInfractionSummary, TStoredFile } from '@arara/contracts';
import { virtualAccount } from '@arara/test-utils/fixtures';
import { MERCHANT_ID } from '@arara/test-utils/render';

/** Infractions API payloads (typed by @arara/contracts). */
export const BASE = `/merchants/${MERCHANT_ID}`;
export const VA_MAIN = 'c1000000-0000-4000-8000-000000000001';
export const VA_SALES = 'c1000000-0000-4000-8000-000000000002';

const DAY = 86_400_000;
/** An instant `days` from now (a deadline in 3 days shows "in 3 days"). */
export const fromNow = (days: number) => new Date(Date.now() + days * DAY + 60_000).toISOString();

export const VIRTUAL_ACCOUNTS = {
  items: [
    virtualAccount({
      id: VA_MAIN,
      label: 'Main account',
      type: 'main',
      balance: 500_00,
      blockedBalance: 80_00,
      availableBalance: 420_00,
      isDefault: true,
    }),
    virtualAccount({
      id: VA_SALES,
      label: 'Sales',
      type: 'reserve',
      balance: 0,
      blockedBalance: 0,
      availableBalance: 0,
      isDefault: false,
    }),
  ],
};

export const SUMMARY: TInfractionSummary = {
  id: 'd1000000-0000-4000-8000-000000000001',
  type: 'refund_request',
  status: 'WAITING_DEFENSE',
  reportedBy: 'Banco Pagador S.A.',
  creationDate: '2026-11-20T13:30:00.000Z',
  lastModificationDate: '2026-11-20T13:30:00.000Z',
  endToEndId: 'E12345678202611201330abcdef12345',
  transactionId: 'b1000000-0000-4000-8000-000000000001',
  virtualAccountId: VA_MAIN,
  virtualAccountName: 'Main account',
  amount: 100_00,
  currency: 'BRL',
  deadline: fromNow(3),
  heldAmount: 80_00,
  holdStatus: 'held',
};

export const FILE: TStoredFile = {
  id: 'f1000000-0000-4000-8000-000000000001',
  purpose: 'defense_attachment',
  filename: 'report.pdf',
  type: 'pdf',
  contentType: 'application/pdf',
  size: 1234,
  createdAt: '2026-11-20T13:30:00.000Z',
};

export const INFRACTION: TInfraction = {
  ...SUMMARY,
  reportDetails: 'The payer says the goods never arrived',
  analysisResult: null,
  analysisDetails: null,
  refundDocumentId: null,
  payerName: 'Maria Pagadora',
  transactionDate: '2026-11-19T10:00:00.000Z',
  attachments: [{ ...FILE, id: 'f1000000-0000-4000-8000-000000000009', filename: 'claim.pdf' }],
  webhooks: [
    {
      id: 'w1',
      eventType: 'infraction.created',
      url: 'https://merchant.example/hooks',
      status: 'sent',
      createdAt: '2026-11-20T13:30:01.000Z',
    },
  ],
  defenses: [
    {
      id: 'e1000000-0000-4000-8000-000000000001',
      title: 'First defense',
      description: 'The goods were delivered on time.',
      status: 'rejected',
      rejectionReason: 'No proof of delivery',
      attachments: [],
      createdBy: null,
      createdAt: '2026-11-20T15:00:00.000Z',
      updatedAt: '2026-11-21T09:00:00.000Z',
    },
  ],
  disputeId: null,
};

export const CLOSED_AGREED: TInfraction = {
  ...INFRACTION,
  status: 'CLOSED',
  analysisResult: 'agreed',
  analysisDetails: 'The payer was refunded',
  holdStatus: 'refunded',
  refundDocumentId: 'b1000000-0000-4000-8000-000000000077',
  deadline: fromNow(-2),
};

export const DISPUTE: TDispute = {
  id: 'a9000000-0000-4000-8000-000000000001',
  infractionId: INFRACTION.id,
  infractionType: 'refund_request',
  endToEndId: INFRACTION.endToEndId,
  amount: 100_00,
  status: 'open',
  reason: 'We delivered the goods',
  resolution: null,
  createdBy: null,
  createdAt: '2026-11-22T10:00:00.000Z',
  updatedAt: '2026-11-22T10:00:00.000Z',
};

export { apiError } from '@arara/test-utils/fetch';
