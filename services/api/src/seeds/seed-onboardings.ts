import { createHash, randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import {
  ONBOARDING_DOCUMENT_TYPES,
  type TMerchantStatus,
  type TOnboardingAction,
  type TOnboardingDocumentType,
  type TOnboardingDraft,
  type TOnboardingStatus,
  UPLOAD_CONTENT_TYPES,
} from '@arara/contracts';
import type { Db } from '../db/client';
import type { User } from '../db/schema';
import {
  onboardingDocuments,
  onboardingEvents,
  onboardings,
  storedFiles,
} from '../db/schema-compliance';
import { createRepositories } from '../plugins/db';
import type { ObjectStorage } from '../services/files';
import { samplePdf, samplePng } from './sample-files';

const DAY_MS = 24 * 60 * 60 * 1000;
const HOUR_MS = 60 * 60 * 1000;

type Person = {
  first: string;
  last: string;
  birth: string;
  cpf: string;
  email: string;
  phone: string;
};
type Address = { postal: string; line1: string; line2?: string; city: string; state: string };

/** One seeded KYC case: the company, its people and where it stands. */
type CasePlan = {
  name: string;
  document: string;
  owner: 'demo' | 'other';
  /** A merchant the seed adds (the demo ones exist already). */
  creates: boolean;
  status: TOnboardingStatus;
  merchantStatus: TMerchantStatus;
  /** Days before the seed the case was created. */
  startedDaysAgo: number;
  dba: string;
  website?: string;
  email: string;
  formation: string;
  address: Address;
  representative: Person;
  home: Address;
  owners: { person: Person; share: number }[];
  reason?: string;
};

const person = (
  first: string,
  last: string,
  birth: string,
  cpf: string,
  phone: string,
): Person => ({
  first,
  last,
  birth,
  cpf,
  email: `${first}.${last}@example.com.br`.toLowerCase().normalize('NFD').replace(/\p{M}/gu, ''),
  phone,
});

const helena = person('Helena', 'Costa', '1982-06-14', '31415926590', '(11) 98765-4321');
const rafael = person('Rafael', 'Costa', '1980-01-23', '27182818205', '(11) 97654-3210');
const marina = person('Marina', 'Alves', '1990-09-05', '14142135651', '(21) 99876-5432');
const otavio = person('Otávio', 'Pereira', '1975-12-01', '17320508052', '(31) 3333-4444');
const joana = person('Joana', 'Ribeiro', '1993-03-17', '52998224725', '(41) 99123-4567');
const luiza = person('Luiza', 'Rocha', '1988-07-30', '22360679767', '(51) 98877-6655');
const pedro = person('Pedro', 'Rocha', '1986-02-11', '24494897469', '(51) 98765-1122');
const tiago = person('Tiago', 'Nunes', '1991-10-08', '26457513182', '(61) 99654-3322');
const carla = person('Carla', 'Mendes', '1984-05-27', '28284271290', '(61) 98543-2211');

/**
 * The seeded KYC cases (docs/onboarding.md "Seed"): the demo merchants and the other merchant
 * approved; three more merchants of the demo owner, named after them in /me's order so every
 * flow that takes the demo owner's first merchant keeps Arara Demo Comércio: one in onboarding
 * with a draft, one submitted waiting for review, one sent back for revision.
 */
export const seedOnboardingPlan: readonly CasePlan[] = [
  {
    name: 'Arara Demo Comércio Ltda',
    document: '11222333000181',
    owner: 'demo',
    creates: false,
    status: 'approved',
    merchantStatus: 'active',
    startedDaysAgo: 120,
    dba: 'Arara Demo',
    website: 'https://arara-demo-comercio.com.br',
    email: 'financeiro@arara-demo-comercio.com.br',
    formation: '2016-08-01',
    address: {
      postal: '01310-100',
      line1: 'Avenida Paulista, 1578',
      line2: 'Conjunto 42',
      city: 'São Paulo',
      state: 'SP',
    },
    representative: helena,
    home: {
      postal: '04538-132',
      line1: 'Rua Funchal, 263',
      line2: 'Apto 81',
      city: 'São Paulo',
      state: 'SP',
    },
    owners: [
      { person: helena, share: 60 },
      { person: rafael, share: 40 },
    ],
  },
  {
    name: 'Arara Demo Serviços Ltda',
    document: '44555666000181',
    owner: 'demo',
    creates: false,
    status: 'approved',
    merchantStatus: 'active',
    startedDaysAgo: 110,
    dba: 'Arara Serviços',
    website: 'https://arara-demo-servicos.com.br',
    email: 'financeiro@arara-demo-servicos.com.br',
    formation: '2019-02-11',
    address: {
      postal: '20040-002',
      line1: 'Avenida Rio Branco, 156',
      line2: 'Sala 1203',
      city: 'Rio de Janeiro',
      state: 'RJ',
    },
    representative: marina,
    home: {
      postal: '22290-160',
      line1: 'Rua Voluntários da Pátria, 45',
      city: 'Rio de Janeiro',
      state: 'RJ',
    },
    owners: [{ person: marina, share: 100 }],
  },
  {
    name: 'Loja Exemplo Ltda',
    document: '77788899900095',
    owner: 'other',
    creates: false,
    status: 'approved',
    merchantStatus: 'active',
    startedDaysAgo: 100,
    dba: 'Loja Exemplo',
    email: 'contato@lojaexemplo.com.br',
    formation: '2012-05-20',
    address: {
      postal: '30130-010',
      line1: 'Rua da Bahia, 1148',
      city: 'Belo Horizonte',
      state: 'MG',
    },
    representative: otavio,
    home: {
      postal: '30140-071',
      line1: 'Rua Pernambuco, 353',
      line2: 'Apto 502',
      city: 'Belo Horizonte',
      state: 'MG',
    },
    owners: [{ person: otavio, share: 100 }],
  },
  {
    name: 'Bem-te-vi Cafés Ltda',
    document: '27384916000149',
    owner: 'demo',
    creates: true,
    status: 'draft',
    merchantStatus: 'onboarding',
    startedDaysAgo: 2,
    dba: 'Bem-te-vi',
    email: 'contato@bemtevicafes.com.br',
    formation: '2024-01-15',
    address: {
      postal: '80010-000',
      line1: 'Rua XV de Novembro, 700',
      city: 'Curitiba',
      state: 'PR',
    },
    representative: joana,
    home: {
      postal: '80240-000',
      line1: 'Avenida Sete de Setembro, 4000',
      city: 'Curitiba',
      state: 'PR',
    },
    owners: [],
  },
  {
    name: 'Canário Moda Ltda',
    document: '38501672000153',
    owner: 'demo',
    creates: true,
    status: 'submitted',
    merchantStatus: 'pending',
    startedDaysAgo: 3,
    dba: 'Canário',
    website: 'https://canariomoda.com.br',
    email: 'financeiro@canariomoda.com.br',
    formation: '2021-06-09',
    address: {
      postal: '90010-150',
      line1: 'Rua dos Andradas, 1234',
      city: 'Porto Alegre',
      state: 'RS',
    },
    representative: luiza,
    home: {
      postal: '90570-020',
      line1: 'Rua Padre Chagas, 300',
      line2: 'Apto 303',
      city: 'Porto Alegre',
      state: 'RS',
    },
    owners: [
      { person: luiza, share: 70 },
      { person: pedro, share: 30 },
    ],
  },
  {
    name: 'Sabiá Tecnologia Ltda',
    document: '41927358000141',
    owner: 'demo',
    creates: true,
    status: 'requires_revision',
    merchantStatus: 'onboarding',
    startedDaysAgo: 10,
    dba: 'Sabiá Tech',
    website: 'https://sabia.tec.br',
    email: 'contato@sabia.tec.br',
    formation: '2022-11-03',
    address: {
      postal: '70040-010',
      line1: 'SBS Quadra 2, Bloco E',
      line2: 'Sala 206',
      city: 'Brasília',
      state: 'DF',
    },
    representative: tiago,
    home: {
      postal: '70390-100',
      line1: 'SQS 308, Bloco C',
      line2: 'Apto 104',
      city: 'Brasília',
      state: 'DF',
    },
    owners: [
      { person: tiago, share: 50 },
      { person: carla, share: 50 },
    ],
    reason:
      'The proof of address is older than 90 days. Send a utility bill or bank statement from the last 3 months.',
  },
];

const addressOf = (address: Address) => ({
  postal_code: address.postal,
  address_line1: address.line1,
  ...(address.line2 ? { address_line2: address.line2 } : {}),
  city: address.city,
  state: address.state,
});

const personOf = (p: Person) => ({
  first_name: p.first,
  last_name: p.last,
  birth_date: p.birth,
  tax_id: p.cpf,
  email: p.email,
  phone: p.phone,
});

/** The case's data; a draft has only what a user fills first (the representative, the company). */
function dataOf(plan: CasePlan): TOnboardingDraft {
  const company = {
    legal_name: plan.name,
    tax_id: plan.document,
    formation_date: plan.formation,
    email: plan.email,
    doing_business_as: plan.dba,
    ...(plan.website ? { website: plan.website } : {}),
  };
  if (plan.status === 'draft') {
    return { representative: personOf(plan.representative), company };
  }
  return {
    representative: personOf(plan.representative),
    representative_address: addressOf(plan.home),
    company,
    company_address: addressOf(plan.address),
    beneficial_owners: plan.owners.map(({ person: p, share }) => ({
      ...personOf(p),
      ownership_percentage: share,
    })),
  };
}

const DOCUMENT_TITLES: Record<TOnboardingDocumentType, string> = {
  identity_front: 'Identity document (front)',
  identity_back: 'Identity document (back)',
  proof_of_address: 'Proof of address',
  company_formation: 'Articles of association',
  proof_of_ownership: 'Proof of ownership',
};

/** The identity sides as photos (PNG), the rest as PDFs. */
function sampleDocument(type: TOnboardingDocumentType, plan: CasePlan) {
  if (type === 'identity_front' || type === 'identity_back') {
    const colour: [number, number, number] =
      type === 'identity_front' ? [46, 125, 50] : [21, 101, 192];
    return {
      bytes: samplePng(320, 200, colour),
      fileType: 'png' as const,
      filename: `${type}.png`,
    };
  }
  return {
    bytes: samplePdf(`${DOCUMENT_TITLES[type]} - ${plan.name} - CNPJ ${plan.document}`),
    fileType: 'pdf' as const,
    filename: `${type.replaceAll('_', '-')}.pdf`,
  };
}

/** The history of a case in its status: who did what, a few hours or days apart. */
function timeline(plan: CasePlan, started: Date) {
  const at = (hours: number) => new Date(started.getTime() + hours * HOUR_MS);
  const steps: { action: TOnboardingAction; by: 'user' | 'admin'; at: Date }[] = [
    { action: 'created', by: 'user', at: at(0) },
    { action: 'updated', by: 'user', at: at(1) },
  ];
  if (plan.status === 'draft') return steps;
  steps.push({ action: 'submitted', by: 'user', at: at(26) });
  if (plan.status === 'submitted') return steps;
  steps.push({ action: 'review_started', by: 'admin', at: at(40) });
  steps.push({
    action: plan.status === 'approved' ? 'approved' : 'revision_requested',
    by: 'admin',
    at: at(42),
  });
  return steps;
}

/**
 * The KYC cases of the seeded merchants with their documents (small valid PDFs and PNGs put in
 * the object storage) and history; the merchants the plan adds are created with the demo
 * owner as their owner.
 */
export async function seedOnboardings(db: Db, storage: ObjectStorage, now = new Date()) {
  const repos = createRepositories(db);
  const demo = await repos.users.findByEmail('demo@arara.dev');
  const other = await repos.users.findByEmail('other@arara.dev');
  const admin = await repos.users.findByEmail('admin@arara.dev');
  if (!demo || !other || !admin) throw new Error('seed the users before the onboardings');

  for (const plan of seedOnboardingPlan) {
    const owner: User = plan.owner === 'demo' ? demo : other;
    let merchant = await repos.merchants.findByDocument(plan.document, db);
    if (!merchant && plan.creates) {
      merchant = await repos.merchants.create(
        {
          name: plan.name,
          document: plan.document,
          status: plan.merchantStatus,
          defaultLanguage: 'pt-BR',
        },
        db,
      );
      await repos.memberships.add({ userId: owner.id, merchantId: merchant.id, role: 'owner' }, db);
    }
    if (!merchant) continue;
    await repos.merchants.update(merchant.id, { status: plan.merchantStatus }, db);

    const started = new Date(now.getTime() - plan.startedDaysAgo * DAY_MS);
    const steps = timeline(plan, started);
    const submitted = steps.find((step) => step.action === 'submitted')?.at ?? null;
    const decided = ['approved', 'revision_requested'].includes(steps.at(-1)?.action ?? '')
      ? (steps.at(-1)?.at ?? null)
      : null;
    const [row] = await db
      .insert(onboardings)
      .values({
        merchantId: merchant.id,
        status: plan.status,
        data: dataOf(plan),
        version: steps.length + ONBOARDING_DOCUMENT_TYPES.length,
        decisionReason: plan.reason ?? null,
        createdBy: owner.id,
        submittedAt: submitted,
        decidedAt: decided,
        decidedBy: decided ? admin.id : null,
        createdAt: started,
        updatedAt: steps.at(-1)?.at ?? started,
      })
      .returning();
    if (!row) throw new Error(`onboarding of ${plan.name} not inserted`);

    // A draft has the identity documents so far; every other case all five.
    const types =
      plan.status === 'draft'
        ? (['identity_front', 'identity_back'] as const)
        : ONBOARDING_DOCUMENT_TYPES;
    for (const type of types) {
      const { bytes, fileType, filename } = sampleDocument(type, plan);
      const id = randomUUID();
      const storageKey = `${merchant.id}/${id}`;
      const contentType = UPLOAD_CONTENT_TYPES[fileType];
      await storage.put(storageKey, Readable.from(bytes), { size: bytes.length, contentType });
      const uploadedAt = new Date(started.getTime() + 2 * HOUR_MS);
      await db.insert(storedFiles).values({
        id,
        merchantId: merchant.id,
        purpose: 'onboarding_document',
        storageKey,
        filename,
        fileType,
        contentType,
        sizeBytes: bytes.length,
        sha256: createHash('sha256').update(bytes).digest('hex'),
        uploadedBy: owner.id,
        createdAt: uploadedAt,
      });
      await db
        .insert(onboardingDocuments)
        .values({ onboardingId: row.id, type, fileId: id, createdAt: uploadedAt });
    }

    const actorOf = (by: 'user' | 'admin') =>
      by === 'admin'
        ? { actorType: 'admin' as const, actorId: admin.id, actorName: admin.name }
        : { actorType: 'user' as const, actorId: owner.id, actorName: owner.name };
    const events = [
      ...steps.map((step) => ({
        onboardingId: row.id,
        action: step.action,
        ...actorOf(step.by),
        reason: step.action === 'revision_requested' ? (plan.reason ?? null) : null,
        createdAt: step.at,
      })),
      ...types.map((type) => ({
        onboardingId: row.id,
        action: 'document_uploaded' as const,
        ...actorOf('user'),
        documentType: type,
        createdAt: new Date(started.getTime() + 2 * HOUR_MS),
      })),
    ];
    // In the order they happened (the history is read by id).
    events.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
    await db.insert(onboardingEvents).values(events);
  }
}
