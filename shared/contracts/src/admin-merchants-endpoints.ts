import {
  ADMIN_MERCHANTS_PAGE_SIZE,
  ZAdminMerchantDetail,
  ZAdminMerchantForm,
  ZAdminMerchantParams,
  ZAdminMerchantStatusRequest,
  ZAdminMerchantsQuery,
  ZAdminMerchantsResponse,
} from './admin-merchants';
import type { Endpoint } from './endpoint';

/** The back office's merchants (docs/back-office.md "Merchants"). */
export const adminMerchantEndpoints = {
  list: {
    method: 'GET',
    path: '/admin/merchants',
    access: { admin: 'merchants.read' },
    group: 'admin-merchants',
    summary: 'Merchants of the platform, with their balance',
    description:
      'Search by part of the name (any case, accents ignored) or of the CNPJ (punctuation ' +
      `ignored); filter by status; ${ADMIN_MERCHANTS_PAGE_SIZE} per page, newest first.`,
    query: ZAdminMerchantsQuery,
    response: ZAdminMerchantsResponse,
    errors: [400, 401, 403],
  },
  get: {
    method: 'GET',
    path: '/admin/merchants/:id',
    access: { admin: 'merchants.read' },
    group: 'admin-merchants',
    summary: 'One merchant: status, balance, accounts, members, KYC, latest transactions',
    description: "An unknown or malformed id: 404 'Merchant not found'.",
    params: ZAdminMerchantParams,
    response: ZAdminMerchantDetail,
    errors: [401, 403, 404],
  },
  create: {
    method: 'POST',
    path: '/admin/merchants',
    access: { admin: 'merchants.manage' },
    group: 'admin-merchants',
    summary: 'Create a merchant from the merchant form (individual, business, UBOs)',
    description:
      'Starts `onboarding`. 400 with field errors (`individual.cpf`, `ubos.0.ownershipPercentage`, ' +
      '`ubos` when the percentages add up to more than 100); 409 `business.cnpj` when another ' +
      'merchant has the CNPJ. Audited (`merchant.create`).',
    body: ZAdminMerchantForm,
    response: ZAdminMerchantDetail,
    status: 201,
    errors: [400, 401, 403, 409],
    invalidates: ['admin-merchants'],
  },
  update: {
    method: 'PATCH',
    path: '/admin/merchants/:id',
    access: { admin: 'merchants.manage' },
    group: 'admin-merchants',
    summary: 'Edit a merchant: the whole form, its UBOs replaced by the list sent',
    description:
      'UBOs with an `id` are updated, without one created, missing ones deleted; their sum is ' +
      'checked with the merchant row locked. Audited (`merchant.update`, UBOs before/after).',
    params: ZAdminMerchantParams,
    body: ZAdminMerchantForm,
    response: ZAdminMerchantDetail,
    errors: [400, 401, 403, 404, 409],
    invalidates: ['admin-merchants'],
  },
  setStatus: {
    method: 'PATCH',
    path: '/admin/merchants/:id/status',
    access: { admin: 'merchants.manage' },
    group: 'admin-merchants',
    summary: "Change a merchant's status",
    description:
      'What each status allows: docs/permissions.md "Merchant statuses" (money out only ' +
      'while active or approved, from the next request on). Audited (`merchant.status`).',
    params: ZAdminMerchantParams,
    body: ZAdminMerchantStatusRequest,
    response: ZAdminMerchantDetail,
    errors: [400, 401, 403, 404],
    invalidates: ['admin-merchants'],
  },
} as const satisfies Record<string, Endpoint>;
