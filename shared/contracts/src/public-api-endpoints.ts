import * as z from 'zod/mini';
import {
  ZBankAccountsResponse,
  ZCreateVirtualAccountRequest,
  ZStatementEntryDetail,
  ZStatementQuery,
  ZVirtualAccountDetail,
  ZVirtualAccountsQuery,
  ZVirtualAccountsResponse,
} from './accounts';
import {
  ZCounterpartiesQuery,
  ZCounterpartyBankAccount,
  ZCounterpartyDetail,
  ZCounterpartyPage,
  ZCreateCounterpartyBankAccountRequest,
  ZCreateCounterpartyRequest,
  ZUpdateCounterpartyBankAccountRequest,
  ZUpdateCounterpartyRequest,
} from './counterparties';
import { type Endpoint, publicEndpoint, publicEndpointLike } from './endpoint';
import { ZBalanceSummary, ZStatementPage } from './ledger';
import {
  PAYMENT_STATUSES,
  ZBetweenAccountsRequest,
  ZPaymentDocument,
  ZPaymentDocumentPage,
  ZPaymentDocumentsQuery,
  ZPixTransferRequest,
} from './payments';
import { infractionEndpoints } from './compliance-endpoints';
import { ZCreateQrCodeRequest, ZQrCode } from './qr-codes';
import { ZMerchantDetail } from './team';
import { webhookEndpoints, webhookEventEndpoints } from './webhooks-endpoints';

/**
 * The public API, version 1 (docs/developers.md): what a merchant's own systems call with an
 * API key (`Authorization: Bearer arara_sk_…`). Each endpoint needs one scope of the key; the
 * merchant is the key's, never named in the path. The bodies are the dashboard's: the same
 * services answer both.
 */

export const ZPublicBalanceQuery = z.object({
  /** One virtual account (another merchant's or unknown: 404); all of them when absent. */
  virtualAccountId: z.optional(z.string()),
});
export const ZPublicStatementEntryParams = z.object({ entryId: z.string() });
export const ZPublicVirtualAccountParams = z.object({ virtualAccountId: z.string() });
export const ZPublicDocumentParams = z.object({ documentId: z.uuid() });
export const ZPublicCounterpartyParams = z.object({ counterpartyId: z.uuid() });
export const ZPublicWebhookParams = z.object({ webhookId: z.string() });
export const ZPublicInfractionParams = z.object({ infractionId: z.uuid() });
export const ZPublicWebhookEventParams = z.object({ webhookEventId: z.string() });
export const ZPublicCounterpartyBankAccountParams = z.object({
  counterpartyId: z.uuid(),
  bankAccountId: z.uuid(),
});

/**
 * A Pix sent with an API key: the dashboard's request without its step-up (password and
 * 6-digit code): the key is the machine's credential (docs/developers.md "Pix cash-out").
 */
export const ZPublicPixTransferRequest = z.extend(
  z.omit(ZPixTransferRequest, {
    password: true,
    code: true,
  }),
  {
    /** The caller's own id of the payment (kept on the document as its external id). */
    externalId: z.optional(z.string().check(z.trim(), z.minLength(1), z.maxLength(100))),
  },
);
export type TPublicPixTransferRequest = z.infer<typeof ZPublicPixTransferRequest>;

/** A participant of the Pix sandbox: its ISPB (8 digits), bank code and names. */
export const ZInstitution = z.object({
  ispb: z.string(),
  /** COMPE code (3 digits), null for participants without one. */
  code: z.nullable(z.string()),
  name: z.string(),
  shortName: z.string(),
});
export type TInstitution = z.infer<typeof ZInstitution>;
/** The key's merchant: the dashboard's detail without a member's role and permissions. */
export const ZPublicMerchant = z.omit(ZMerchantDetail, {
  role: true,
  permissions: true,
  requireTwoFactor: true,
});
export type TPublicMerchant = z.infer<typeof ZPublicMerchant>;

export const ZInstitutionsResponse = z.object({ items: z.array(ZInstitution) });

const IDEMPOTENT =
  'The `Idempotency-Key` header is required: the same key with the same body answers 200 with ' +
  'the first document and moves nothing; another body, 409. Amount above the limit: 400.';
const MONEY_ERRORS = [400, 401, 403, 404, 409, 422, 429] as const;
const WEBHOOK_NOT_FOUND = "Another merchant's webhook: 'Webhook not found' (404).";
/** A change to one webhook (delete, rotate its secret, send it a test event). */
const WEBHOOK_WRITE = {
  access: 'webhooks.write',
  description: WEBHOOK_NOT_FOUND,
  params: ZPublicWebhookParams,
} as const;
const EVENT_NOT_FOUND = "Another merchant's event: 'Event not found' (404).";

export const publicApiEndpoints = {
  balance: publicEndpoint({
    method: 'GET',
    path: '/balance',
    access: 'balance.get',
    summary: 'Balance (current, blocked, available) and all-time totals by movement type',
    query: ZPublicBalanceQuery,
    response: ZBalanceSummary,
    examples: {
      response: {
        current: 1_250_000,
        blocked: 0,
        available: 1_250_000,
        deposits: 1_540_000,
        fees: 4_990,
        withdrawals: 200_000,
        refunds: 0,
        transfersIn: 50_000,
        transfersOut: 135_010,
      },
    },
  }),
  statementIn: publicEndpoint({
    method: 'GET',
    path: '/statement/in',
    access: 'statement.in',
    summary: 'Statement credits (money in), newest first, keyset pages',
    description: 'Filters as the dashboard statement’s: virtualAccountId, type, from, to (days).',
    query: ZStatementQuery,
    response: ZStatementPage,
  }),
  statementOut: publicEndpoint({
    method: 'GET',
    path: '/statement/out',
    access: 'statement.out',
    summary: 'Statement debits (money out), newest first, keyset pages',
    query: ZStatementQuery,
    response: ZStatementPage,
  }),
  statementEntry: publicEndpoint({
    method: 'GET',
    path: '/statement/entries/:entryId',
    access: 'statement.get',
    summary: 'One statement entry, with its bank account',
    params: ZPublicStatementEntryParams,
    response: ZStatementEntryDetail,
  }),
  merchant: publicEndpoint({
    method: 'GET',
    path: '/merchant',
    access: 'merchants.read',
    summary: 'The key’s merchant',
    response: ZPublicMerchant,
  }),
  bankAccounts: publicEndpoint({
    method: 'GET',
    path: '/bank-accounts',
    access: 'bank_accounts.read',
    summary: 'The merchant’s bank accounts',
    response: ZBankAccountsResponse,
  }),
  virtualAccounts: publicEndpoint({
    method: 'GET',
    path: '/virtual-accounts',
    access: 'virtual_accounts.read',
    summary: 'The merchant’s virtual accounts with their balances',
    query: ZVirtualAccountsQuery,
    response: ZVirtualAccountsResponse,
  }),
  virtualAccount: publicEndpoint({
    method: 'GET',
    path: '/virtual-accounts/:virtualAccountId',
    access: 'virtual_accounts.read',
    summary: 'One virtual account',
    params: ZPublicVirtualAccountParams,
    response: ZVirtualAccountDetail,
  }),
  createVirtualAccount: publicEndpoint({
    method: 'POST',
    path: '/virtual-accounts',
    access: 'virtual_accounts.write',
    summary: 'Open a virtual account',
    body: ZCreateVirtualAccountRequest,
    response: ZVirtualAccountDetail,
    examples: {
      body: {
        label: 'Loja Centro',
        type: 'operational',
        bankAccountId: '2b8e4f90-6c1d-4e7a-8f3b-1a2b3c4d5e6f',
      },
    },
    status: 201,
    errors: [400, 401, 403, 404, 409, 429],
  }),
  transfer: publicEndpoint({
    method: 'POST',
    path: '/transfers',
    access: 'virtual_accounts.transfer',
    summary: 'Move money between two of the merchant’s virtual accounts',
    description: `${IDEMPOTENT} Approval rules hold it as they hold the dashboard’s (202).`,
    idempotencyKey: true,
    body: ZBetweenAccountsRequest,
    response: ZPaymentDocument,
    examples: {
      body: {
        fromVirtualAccountId: '7d4f7c1e-3b1a-4c52-9a55-0f1e2d3c4b5a',
        toVirtualAccountId: '0c9e8d7f-6a5b-4c3d-8e2f-1a0b9c8d7e6f',
        amount: 15_000,
        description: 'Reserva de impostos',
      },
    },
    ...PAYMENT_STATUSES,
    errors: MONEY_ERRORS,
  }),
  createQrCode: publicEndpoint({
    method: 'POST',
    path: '/pix/qr-codes',
    access: 'pix.cashin',
    summary: 'Pix cash-in: issue a (dynamic) Pix QR code on one of the accounts',
    description:
      'The account needs an active Pix key (else 409); a dynamic code needs an amount and a ' +
      'future expiration.',
    body: ZCreateQrCodeRequest,
    response: ZQrCode,
    examples: {
      body: {
        type: 'dynamic',
        virtualAccountId: '7d4f7c1e-3b1a-4c52-9a55-0f1e2d3c4b5a',
        amount: 2_500,
        description: 'Pedido 1042',
        externalId: 'pedido-1042',
        expiresAt: '2026-12-01T15:00:00.000Z',
      },
      response: {
        id: '5f0c2a9e-1d3b-4e6f-8a7b-9c0d1e2f3a4b',
        type: 'dynamic',
        status: 'pending',
        externalId: 'pedido-1042',
        description: 'Pedido 1042',
        reference: 'ARARA5F0C2A9E1D3B4E6F8A7B',
        virtualAccountId: '7d4f7c1e-3b1a-4c52-9a55-0f1e2d3c4b5a',
        virtualAccountLabel: 'Loja Centro',
        bankAccountId: '2b8e4f90-6c1d-4e7a-8f3b-1a2b3c4d5e6f',
        bankAccountLabel: '341 · Itaú Unibanco · 0001 / 12345-6',
        amount: 2_500,
        finalAmount: 0,
        netAmount: 0,
        payments: 0,
        currency: 'BRL',
        pixKey: '7d4f7c1e-3b1a-4c52-9a55-0f1e2d3c4b5a',
        pixCode:
          '00020101021226730014br.gov.bcb.pix01367d4f7c1e-3b1a-4c52-9a55-0f1e2d3c4b5a0211Pedido 1042520400005303986540525.005802BR5924Arara Demo Comercio Ltda6009Sao Paulo62290525ARARA5F0C2A9E1D3B4E6F8A7B6304D070',
        expiresAt: '2026-12-01T15:00:00.000Z',
        paidAt: null,
        createdAt: '2026-12-01T14:00:00.000Z',
      },
    },
    status: 201,
    errors: [400, 401, 403, 404, 409, 429],
  }),
  pixTransfer: publicEndpoint({
    method: 'POST',
    path: '/pix/transfers',
    access: 'pix.cashout',
    summary: 'Pix cash-out: send a Pix to a key or a BR Code',
    description:
      `${IDEMPOTENT} No password or code: the key is the credential. Every other rule of the ` +
      'dashboard’s Pix holds: merchant active (403), funds (422), approval rules (202, held ' +
      'in the name of the member who created the key). To another institution: 202 `pending`, ' +
      'the amount held until the settlement completes or fails it (a pix_out webhook then). ' +
      'An optional `externalId` is kept on the document.',
    idempotencyKey: true,
    body: ZPublicPixTransferRequest,
    response: ZPaymentDocument,
    examples: {
      body: {
        virtualAccountId: '7d4f7c1e-3b1a-4c52-9a55-0f1e2d3c4b5a',
        destination: { type: 'key', key: 'financeiro@fornecedora.example' },
        amount: 1_000,
        description: 'Nota fiscal 981',
      },
    },
    ...PAYMENT_STATUSES,
    errors: MONEY_ERRORS,
  }),
  counterparties: publicEndpoint({
    method: 'GET',
    path: '/counterparties',
    access: 'counterparties.read',
    summary: 'Counterparties by name, keyset pages',
    query: ZCounterpartiesQuery,
    response: ZCounterpartyPage,
  }),
  counterparty: publicEndpoint({
    method: 'GET',
    path: '/counterparties/:counterpartyId',
    access: 'counterparties.read',
    summary: 'One counterparty with its bank accounts',
    params: ZPublicCounterpartyParams,
    response: ZCounterpartyDetail,
  }),
  createCounterparty: publicEndpoint({
    method: 'POST',
    path: '/counterparties',
    access: 'counterparties.write',
    summary: 'Add a counterparty',
    body: ZCreateCounterpartyRequest,
    response: ZCounterpartyDetail,
    examples: {
      body: {
        name: 'Fornecedora Exemplo Ltda',
        document: '11.222.333/0001-81',
        email: 'financeiro@fornecedora.example',
        pixKeyType: 'email',
        pixKey: 'financeiro@fornecedora.example',
      },
    },
    status: 201,
    errors: [400, 401, 403, 404, 409, 429],
  }),
  updateCounterparty: publicEndpoint({
    method: 'PATCH',
    path: '/counterparties/:counterpartyId',
    access: 'counterparties.write',
    summary: 'Edit a counterparty (its document never changes)',
    params: ZPublicCounterpartyParams,
    body: ZUpdateCounterpartyRequest,
    response: ZCounterpartyDetail,
    errors: [400, 401, 403, 404, 409, 429],
  }),
  counterpartyBankAccounts: publicEndpoint({
    method: 'GET',
    path: '/counterparties/:counterpartyId/bank-accounts',
    access: 'counterparty_accounts.read',
    summary: 'A counterparty’s bank accounts, the primary first',
    params: ZPublicCounterpartyParams,
    response: z.object({ items: z.array(ZCounterpartyBankAccount) }),
  }),
  addCounterpartyBankAccount: publicEndpoint({
    method: 'POST',
    path: '/counterparties/:counterpartyId/bank-accounts',
    access: 'counterparty_accounts.write',
    summary: 'Add a bank account to a counterparty',
    params: ZPublicCounterpartyParams,
    body: ZCreateCounterpartyBankAccountRequest,
    response: ZCounterpartyDetail,
    status: 201,
    errors: [400, 401, 403, 404, 409, 429],
  }),
  updateCounterpartyBankAccount: publicEndpoint({
    method: 'PATCH',
    path: '/counterparties/:counterpartyId/bank-accounts/:bankAccountId',
    access: 'counterparty_accounts.write',
    summary: 'Edit a counterparty’s bank account',
    params: ZPublicCounterpartyBankAccountParams,
    body: ZUpdateCounterpartyBankAccountRequest,
    response: ZCounterpartyDetail,
    errors: [400, 401, 403, 404, 409, 429],
  }),
  removeCounterpartyBankAccount: publicEndpoint({
    method: 'DELETE',
    path: '/counterparties/:counterpartyId/bank-accounts/:bankAccountId',
    access: 'counterparty_accounts.write',
    summary: 'Remove a counterparty’s bank account',
    params: ZPublicCounterpartyBankAccountParams,
    response: ZCounterpartyDetail,
    errors: [400, 401, 403, 404, 409, 429],
  }),
  documents: publicEndpoint({
    method: 'GET',
    path: '/documents',
    access: 'documents.read',
    summary: 'Payment documents (Pix, transfers, withdrawals), newest first, keyset pages',
    query: ZPaymentDocumentsQuery,
    response: ZPaymentDocumentPage,
  }),
  document: publicEndpoint({
    method: 'GET',
    path: '/documents/:documentId',
    access: 'documents.read',
    summary: 'One payment document',
    params: ZPublicDocumentParams,
    response: ZPaymentDocument,
  }),
  // Webhooks (docs/webhooks.md): the dashboard's, for the systems that receive them.
  webhooks: publicEndpointLike(webhookEndpoints.list, { access: 'webhooks.read' }),
  createWebhook: publicEndpointLike(webhookEndpoints.create, {
    access: 'webhooks.write',
    description:
      'An absolute https URL on a public address (http and localhost only in development): ' +
      "else 400 `fields.url`. Another merchant's bank account: 404 `fields.bankAccountId`. At " +
      'most WEBHOOKS_PER_BANK_ACCOUNT_MAX per bank account (409).',
    errors: [400, 401, 403, 404, 409, 429],
    examples: {
      body: {
        url: 'https://erp.example.com/arara/webhooks',
        bankAccountId: '2b8e4f90-6c1d-4e7a-8f3b-1a2b3c4d5e6f',
        events: ['pix_in', 'pix_out'],
      },
    },
  }),
  deleteWebhook: publicEndpointLike(webhookEndpoints.remove, WEBHOOK_WRITE),
  rotateWebhookSecret: publicEndpointLike(webhookEndpoints.rotateSecret, WEBHOOK_WRITE),
  sendTestWebhookEvent: publicEndpointLike(webhookEndpoints.sendTest, WEBHOOK_WRITE),
  webhookEvents: publicEndpointLike(webhookEventEndpoints.list, { access: 'webhooks.read' }),
  webhookEvent: publicEndpointLike(webhookEventEndpoints.get, {
    access: 'webhooks.read',
    description: EVENT_NOT_FOUND,
    params: ZPublicWebhookEventParams,
  }),
  resendWebhookEvent: publicEndpointLike(webhookEventEndpoints.resend, {
    access: 'webhooks.write',
    description: `${EVENT_NOT_FOUND} Its webhook deleted: 404.`,
    params: ZPublicWebhookEventParams,
  }),
  // MED infractions (docs/compliance.md "Infractions"): the dashboard's, for the systems that
  // answer them (a defense's files are uploaded with the dashboard for now).
  infractions: publicEndpointLike(infractionEndpoints.list, { access: 'infractions.read' }),
  infraction: publicEndpointLike(infractionEndpoints.get, {
    access: 'infractions.read',
    params: ZPublicInfractionParams,
  }),
  defendInfraction: publicEndpointLike(infractionEndpoints.defend, {
    access: 'infractions.write',
    params: ZPublicInfractionParams,
    errors: [400, 401, 403, 404, 409, 422, 429],
  }),
  institutions: publicEndpoint({
    method: 'GET',
    path: '/institutions',
    access: 'institutions.read',
    summary: 'The Pix participants the sandbox knows (ISPB, code, names)',
    response: ZInstitutionsResponse,
    examples: {
      response: {
        items: [
          {
            ispb: '00000000',
            code: '001',
            name: 'Banco do Brasil S.A.',
            shortName: 'BCO DO BRASIL S.A.',
          },
        ],
      },
    },
  }),
} as const satisfies Record<string, Endpoint>;
