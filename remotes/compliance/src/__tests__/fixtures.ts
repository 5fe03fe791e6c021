import type { TKycOverview, TOnboarding, TOnboardingDocument } from '@arara/contracts';
import { MERCHANT_ID } from '@arara/test-utils/render';

/** API payloads as the compliance API sends them (typed by @arara/contracts). */
export const BASE = `/merchants/${MERCHANT_ID}`;
export const CASE_ID = 'c1000000-0000-4000-8000-000000000001';

export const FULL_DATA: TOnboarding['data'] = {
  representative: {
    first_name: 'Dana',
    last_name: 'Demo',
    birth_date: '1985-04-12',
    tax_id: '529.982.247-25',
    email: 'dana@arara.dev',
    phone: '(11) 91234-5678',
  },
  representative_address: {
    postal_code: '01310-100',
    address_line1: 'Av. Paulista, 1000',
    address_line2: '',
    city: 'São Paulo',
    state: 'SP',
  },
  company: {
    legal_name: 'Arara Demo Comércio Ltda',
    tax_id: '11.222.333/0001-81',
    formation_date: '2015-06-01',
    email: 'contato@arara.dev',
    doing_business_as: 'Arara Demo',
    website: 'https://arara.dev',
  },
  company_address: {
    postal_code: '01310-100',
    address_line1: 'Av. Paulista, 1000',
    address_line2: 'Sala 12',
    city: 'São Paulo',
    state: 'SP',
  },
  beneficial_owners: [
    {
      first_name: 'Olga',
      last_name: 'Owner',
      birth_date: '1970-01-20',
      tax_id: '529.982.247-25',
      email: '',
      phone: '',
      ownership_percentage: 100,
    },
  ],
};

export const document = (
  type: TOnboardingDocument['type'],
  filename: string,
): TOnboardingDocument => ({
  type,
  uploadedAt: '2026-11-20T13:30:00.000Z',
  file: {
    id: `f1000000-0000-4000-8000-00000000000${type.length % 10}`,
    purpose: 'onboarding_document',
    filename,
    type: 'pdf',
    contentType: 'application/pdf',
    size: 245_000,
    createdAt: '2026-11-20T13:30:00.000Z',
  },
});

export const onboarding = (overrides: Partial<TOnboarding> = {}): TOnboarding => ({
  id: CASE_ID,
  merchantId: MERCHANT_ID,
  merchantName: 'Arara Demo Comércio Ltda',
  status: 'draft',
  data: {},
  documents: [],
  decisionReason: null,
  version: 1,
  createdAt: '2026-11-20T13:00:00.000Z',
  updatedAt: '2026-11-20T13:00:00.000Z',
  submittedAt: null,
  decidedAt: null,
  events: [],
  ...overrides,
});

export const KYC: TKycOverview = {
  status: 'requires_revision',
  current: {
    id: CASE_ID,
    merchantId: MERCHANT_ID,
    merchantName: 'Arara Demo Comércio Ltda',
    document: '11222333000181',
    status: 'requires_revision',
    createdAt: '2026-11-20T13:00:00.000Z',
    updatedAt: '2026-11-21T13:00:00.000Z',
    submittedAt: '2026-11-20T15:00:00.000Z',
    decidedAt: null,
  },
  cases: [
    {
      id: CASE_ID,
      merchantId: MERCHANT_ID,
      merchantName: 'Arara Demo Comércio Ltda',
      document: '11222333000181',
      status: 'requires_revision',
      createdAt: '2026-11-20T13:00:00.000Z',
      updatedAt: '2026-11-21T13:00:00.000Z',
      submittedAt: '2026-11-20T15:00:00.000Z',
      decidedAt: null,
    },
    {
      id: 'c0ffee00-0000-4000-8000-000000000000',
      merchantId: MERCHANT_ID,
      merchantName: 'Arara Demo Comércio Ltda',
      document: '11222333000181',
      status: 'rejected',
      createdAt: '2026-10-01T13:00:00.000Z',
      updatedAt: '2026-10-05T13:00:00.000Z',
      submittedAt: '2026-10-02T13:00:00.000Z',
      decidedAt: '2026-10-05T13:00:00.000Z',
    },
  ],
};
