import assert from 'node:assert/strict';
import { Readable } from 'node:stream';
import { createHash, randomUUID } from 'node:crypto';
import {
  COMPLIANCE_MESSAGES,
  type Endpoint,
  merchantEndpoints,
  ONBOARDING_DOCUMENT_TYPES,
  onboardingEndpoints,
  type TFilePurpose,
  type TOnboardingDraft,
  ZMerchantDetail,
  ZOnboarding,
} from '@arara/contracts';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { Db } from '../src/db/client';
import { storedFiles } from '../src/db/schema-compliance';
import type { ObjectStorage } from '../src/services/files';
import { merchantClient } from './helper';

/** A complete, valid onboarding (valid CPFs and CNPJ, adults, Brazilian addresses). */
/** The answer to a change the case's status does not allow (the spec's message). */
export const CANNOT_EDIT = {
  code: 'CONFLICT',
  message: 'This onboarding cannot be edited at this time',
  fields: { onboarding: COMPLIANCE_MESSAGES.cannotEdit },
};

export const completeData = (cnpj = '61357824000108'): TOnboardingDraft => ({
  representative: {
    first_name: 'Ana',
    last_name: 'Souza',
    birth_date: '1985-04-12',
    tax_id: '529.982.247-25',
    email: 'ana.souza@example.com',
    phone: '(11) 98765-4321',
  },
  representative_address: {
    postal_code: '01310-100',
    address_line1: 'Avenida Paulista, 1000',
    address_line2: 'Apto 12',
    city: 'São Paulo',
    state: 'SP',
  },
  company: {
    legal_name: 'Garça Cafés Ltda',
    tax_id: cnpj,
    formation_date: '2015-03-02',
    email: 'contato@garca.example.com',
    doing_business_as: 'Garça',
    website: 'https://garca.example.com',
  },
  company_address: {
    postal_code: '30130-010',
    address_line1: 'Rua da Bahia, 200',
    city: 'Belo Horizonte',
    state: 'MG',
  },
  beneficial_owners: [
    {
      first_name: 'Ana',
      last_name: 'Souza',
      birth_date: '1985-04-12',
      tax_id: '52998224725',
      ownership_percentage: 60,
    },
    {
      first_name: 'Bruno',
      last_name: 'Lima',
      birth_date: '1979-11-30',
      tax_id: '16899535009',
      ownership_percentage: 40,
    },
  ],
});

let fileCount = 0;
/** A small valid PDF (what the seed and the tests store). */
export const TINY_PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

/**
 * A stored file row of `merchantId` (the upload endpoint writes these; the tests insert them),
 * its bytes put in `storage` when given.
 */
export async function insertStoredFile(
  db: Db,
  merchantId: string,
  purpose: TFilePurpose = 'onboarding_document',
  storage?: ObjectStorage,
): Promise<string> {
  fileCount += 1;
  const id = randomUUID();
  const storageKey = `${merchantId}/${id}`;
  if (storage) {
    await storage.put(storageKey, Readable.from(TINY_PDF), {
      size: TINY_PDF.length,
      contentType: 'application/pdf',
    });
  }
  const [row] = await db
    .insert(storedFiles)
    .values({
      id,
      merchantId,
      purpose,
      storageKey,
      filename: `document-${fileCount}.pdf`,
      fileType: 'pdf',
      contentType: 'application/pdf',
      sizeBytes: TINY_PDF.length,
      sha256: createHash('sha256').update(TINY_PDF).digest('hex'),
    })
    .returning({ id: storedFiles.id });
  assert.ok(row);
  return row.id;
}

/** A new merchant of the signed-in user (status onboarding), with its client. */
export async function newMerchant(
  app: FastifyInstance,
  accessToken: string,
  document: string,
  name = `Loja ${document}`,
) {
  const res = await app.inject({
    method: merchantEndpoints.create.method,
    url: merchantEndpoints.create.path,
    headers: { authorization: `Bearer ${accessToken}` },
    payload: { name, document },
  });
  assert.equal(res.statusCode, 201, res.body);
  const merchant = ZMerchantDetail.parse(res.json());
  return merchantApi(app, { accessToken, merchantId: merchant.id });
}

/** `merchantClient` answering Fastify's inject responses (for `assertError`). */
export function merchantApi(
  app: FastifyInstance,
  member: { accessToken: string; merchantId: string },
) {
  const client = merchantClient(app, member);
  return {
    ...client,
    call: <E extends Endpoint>(endpoint: E, input?: Parameters<typeof client.call<E>>[1]) =>
      client.call(endpoint, input) as unknown as Promise<LightMyRequestResponse>,
  };
}

export type MerchantApi = ReturnType<typeof merchantApi>;

/** Starts (if needed), fills, attaches the 5 documents and submits; the submitted case. */
export async function submitComplete(db: Db, api: MerchantApi, data = completeData()) {
  const current = await api.call(onboardingEndpoints.get);
  const started = current.statusCode === 404 ? await api.call(onboardingEndpoints.start) : current;
  assert.ok([200, 201].includes(started.statusCode), started.body);
  const { version } = ZOnboarding.parse(started.json());
  const saved = await api.call(onboardingEndpoints.update, { body: { data, version } });
  assert.equal(saved.statusCode, 200, saved.body);
  for (const type of ONBOARDING_DOCUMENT_TYPES) {
    const fileId = await insertStoredFile(db, api.merchantId);
    const put = await api.call(onboardingEndpoints.putDocument, {
      params: { type },
      body: { fileId },
    });
    assert.equal(put.statusCode, 200, put.body);
  }
  const submitted = await api.call(onboardingEndpoints.submit);
  assert.equal(submitted.statusCode, 200, submitted.body);
  return ZOnboarding.parse(submitted.json());
}
