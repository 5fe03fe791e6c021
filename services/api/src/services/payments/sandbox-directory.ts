import { createHash } from 'node:crypto';
import {
  type TBrCode,
  type TPixKeyType,
  isValidCnpj,
  isValidCpf,
  normalizePhone,
  normalizeCnpj,
  normalizePixKey,
  PIX_PARTICIPANTS,
} from '@arara/contracts';

/**
 * The sandbox's directory of keys outside the platform (docs/payments.md "The Pix network in the
 * sandbox"): any well-formed key that no account of the platform holds belongs to a simulated
 * receiver at another institution, named deterministically from the key (same key, same
 * receiver, always). A few documented keys force what the simulated network does with a Pix.
 */

/** What the simulated network does with a Pix to a key. */
export type SandboxOutcome = 'complete' | 'refuse' | 'fail' | 'slow';

/** The sandbox keys that force an outcome (docs/payments.md "Sandbox keys"). */
export const SANDBOX_KEYS = {
  'notfound@sandbox.arara.dev': 'not_found',
  'refuse@sandbox.arara.dev': 'refuse',
  'fail@sandbox.arara.dev': 'fail',
  'slow@sandbox.arara.dev': 'slow',
} as const satisfies Record<string, SandboxOutcome | 'not_found'>;

/** The failure reasons the simulated network gives. */
export const SANDBOX_REASONS = {
  refuse: 'The receiving institution refused the Pix (sandbox key refuse@sandbox.arara.dev)',
  fail: 'Settlement failed at the receiving institution (sandbox key fail@sandbox.arara.dev); the amount was returned',
} as const;

/** A receiver at another institution, as the sandbox makes it up. */
export type ExternalReceiver = {
  name: string;
  /** Digits (CPF or CNPJ; alphanumeric CNPJ as written). */
  document: string;
  keyType: TPixKeyType;
  key: string;
  ispb: string;
  institutionName: string;
  institutionCode: string;
  branch: string;
  account: string;
  city: string | null;
  outcome: SandboxOutcome;
};

const FIRST_NAMES = [
  'Ana',
  'Bruno',
  'Camila',
  'Diego',
  'Eduarda',
  'Felipe',
  'Gabriela',
  'Henrique',
  'Isabela',
  'João',
  'Larissa',
  'Marcos',
  'Natália',
  'Otávio',
  'Patrícia',
  'Rafael',
];
const SURNAMES = [
  'Almeida',
  'Barbosa',
  'Cardoso',
  'Duarte',
  'Ferreira',
  'Gomes',
  'Lima',
  'Moreira',
  'Nascimento',
  'Oliveira',
  'Pereira',
  'Ribeiro',
  'Santos',
  'Teixeira',
  'Vieira',
  'Xavier',
];
const COMPANY_WORDS = ['Aurora', 'Ipê', 'Jatobá', 'Maré', 'Serra', 'Sol', 'Tucano', 'Vila'];
const COMPANY_KINDS = ['Comércio', 'Serviços', 'Alimentos', 'Tecnologia'];

const hashOf = (text: string) => createHash('sha256').update(text).digest();

/** A 31-bit number from bytes `at`… of the hash. */
const pick = (hash: Buffer, at: number) => hash.readUInt32BE(at) & 0x7fffffff;

const EVP = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/**
 * A key as the directory stores it, with its type, or null when it is not a well-formed Pix key
 * (the document wins over a phone number without +55, as in the key lookup).
 */
export function wellFormedKey(input: string): { type: TPixKeyType; key: string } | null {
  const trimmed = input.trim();
  if (EVP.test(trimmed.toLowerCase())) return { type: 'random', key: trimmed.toLowerCase() };
  for (const type of ['cpf', 'cnpj', 'email'] as const) {
    const key = normalizePixKey(type, trimmed);
    if (key) return { type, key };
  }
  const cnpj = normalizeCnpj(trimmed);
  if (cnpj) return { type: 'cnpj', key: cnpj };
  const phone = normalizePhone(trimmed);
  return phone ? { type: 'phone', key: phone } : null;
}

/** A valid CPF made from the hash (for receivers whose key is not a document). */
function cpfOf(hash: Buffer): string {
  let base = String(pick(hash, 8) % 1_000_000_000).padStart(9, '0');
  if (/^(\d)\1{8}$/.test(base)) base = '123456789';
  for (let d = 0; d < 100; d += 1) {
    const candidate = `${base}${String(d).padStart(2, '0')}`;
    if (isValidCpf(candidate)) return candidate;
  }
  return '52998224725';
}

/** The participants another institution may be (the platform itself is not one of them). */
const OTHER_PARTICIPANTS: readonly (typeof PIX_PARTICIPANTS)[number][] = PIX_PARTICIPANTS;

/** A participant chosen from the hash: the same seed, the same institution. */
export function participantOf(seed: string) {
  const hash = hashOf(`participant:${seed}`);
  const participant = OTHER_PARTICIPANTS[pick(hash, 0) % OTHER_PARTICIPANTS.length];
  if (!participant) throw new Error('no Pix participants');
  return participant;
}

function outcomeOf(key: string): SandboxOutcome {
  const forced = SANDBOX_KEYS[key as keyof typeof SANDBOX_KEYS];
  return forced === undefined || forced === 'not_found' ? 'complete' : forced;
}

/** True for the sandbox key that is found nowhere. */
export const isSandboxNotFound = (key: string): boolean =>
  SANDBOX_KEYS[key as keyof typeof SANDBOX_KEYS] === 'not_found';

/**
 * The simulated receiver of `seed` (a key, or a dynamic code's URL): a deterministic person (a
 * company for a CNPJ key), document, institution, branch and account.
 */
function receiverOf(
  seed: string,
  keyType: TPixKeyType,
  key: string,
): Omit<ExternalReceiver, 'city' | 'outcome'> {
  const hash = hashOf(`receiver:${seed}`);
  const participant = participantOf(seed);
  const isCompany = keyType === 'cnpj';
  const name = isCompany
    ? `${COMPANY_WORDS[pick(hash, 0) % COMPANY_WORDS.length]} ${COMPANY_KINDS[pick(hash, 4) % COMPANY_KINDS.length]} Ltda`
    : `${FIRST_NAMES[pick(hash, 0) % FIRST_NAMES.length]} ${SURNAMES[pick(hash, 4) % SURNAMES.length]}`;
  const document =
    (keyType === 'cpf' && isValidCpf(key)) ||
    (keyType === 'cnpj' && (isValidCnpj(key) || /[A-Z]/.test(key)))
      ? key
      : cpfOf(hash);
  return {
    name,
    document,
    keyType,
    key,
    ispb: participant.ispb,
    institutionName: participant.brand,
    institutionCode: participant.code,
    branch: String(pick(hash, 12) % 10_000).padStart(4, '0'),
    account: `${String(pick(hash, 16) % 10_000_000).padStart(7, '0')}-${pick(hash, 20) % 10}`,
  };
}

/** A bare key nobody on the platform holds → its receiver elsewhere; null when malformed. */
export function externalReceiverForKey(input: string): ExternalReceiver | null {
  const parsed = wellFormedKey(input);
  if (!parsed || isSandboxNotFound(parsed.key)) return null;
  return {
    ...receiverOf(parsed.key, parsed.type, parsed.key),
    city: null,
    outcome: outcomeOf(parsed.key),
  };
}

/**
 * A BR Code whose key nobody on the platform holds (or a dynamic code with a URL) → its
 * receiver elsewhere: the merchant name and city the code carries, the rest from the key (or the
 * URL, for a dynamic code without a key); null when the key is malformed or `notfound`.
 */
export function externalReceiverForCode(code: TBrCode): ExternalReceiver | null {
  if (code.key !== null) {
    const receiver = externalReceiverForKey(code.key);
    return receiver && { ...receiver, name: code.merchantName, city: code.merchantCity };
  }
  if (code.url === null) return null;
  const url = code.url.trim().toLowerCase();
  return {
    ...receiverOf(url, 'random', url),
    name: code.merchantName,
    city: code.merchantCity,
    outcome: 'complete',
  };
}
