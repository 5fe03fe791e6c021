/**
 * Pix BR Code (Banco Central's "Manual de Padrões para Iniciação do Pix", EMV® QRCPS-MPM): the
 * text behind a Pix QR code and its copy-and-paste form. Parsed on both sides with the same
 * code: the payments remote checks a pasted code as it is typed, the API checks it again before
 * paying, and the API generates the merchant's own codes.
 *
 * Errors are i18n keys of the `payments` namespace (`payments:brCode.*`).
 */

export const BR_CODE_MESSAGES = {
  empty: 'payments:brCode.empty',
  malformed: 'payments:brCode.malformed',
  format: 'payments:brCode.format',
  crcMissing: 'payments:brCode.crcMissing',
  crcMismatch: 'payments:brCode.crcMismatch',
  notPix: 'payments:brCode.notPix',
  noKey: 'payments:brCode.noKey',
  currency: 'payments:brCode.currency',
  amount: 'payments:brCode.amount',
  merchant: 'payments:brCode.merchant',
} as const;
export type TBrCodeError = (typeof BR_CODE_MESSAGES)[keyof typeof BR_CODE_MESSAGES];

/** The GUI of Pix inside a merchant account template; compared case-insensitively. */
export const PIX_GUI = 'br.gov.bcb.pix';
/** ISO 4217 numeric code of the real. */
const BRL_NUMERIC = '986';
const MERCHANT_NAME_MAX = 25;
const MERCHANT_CITY_MAX = 15;
const TXID_MAX = 25;

export type TBrCode = {
  /** 11: reusable (static); 12: single payment (dynamic, usually with a URL). */
  kind: 'static' | 'dynamic';
  /** The receiver's Pix key (static codes), as written. */
  key: string | null;
  /** The payload location of a dynamic code (without `https://`). */
  url: string | null;
  /** Free text for the payer (merchant account field 02). */
  description: string | null;
  /** Fixed amount in cents; null when the payer chooses it. */
  amountCents: number | null;
  merchantName: string;
  merchantCity: string;
  postalCode: string | null;
  /** Transaction id of field 62-05; `***` (none) is null. */
  txid: string | null;
  merchantCategoryCode: string;
};

export type TBrCodeResult = { ok: true; value: TBrCode } | { ok: false; error: TBrCodeError };

/** CRC-16/CCITT-FALSE (poly 0x1021, init 0xFFFF) of the UTF-8 bytes, as 4 upper-case hex digits. */
export function crc16(payload: string): string {
  let crc = 0xffff;
  for (const byte of new TextEncoder().encode(payload)) {
    crc ^= byte << 8;
    for (let bit = 0; bit < 8; bit += 1) {
      crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
    }
  }
  return crc.toString(16).toUpperCase().padStart(4, '0');
}

type Tlv = { id: string; value: string };

/** `IDLLVALUE…` → fields; null when a length runs past the end or is not two digits. */
function readTlv(text: string): Tlv[] | null {
  const fields: Tlv[] = [];
  let at = 0;
  while (at < text.length) {
    const id = text.slice(at, at + 2);
    const length = text.slice(at + 2, at + 4);
    if (!/^\d{2}$/.test(id) || !/^\d{2}$/.test(length)) return null;
    const end = at + 4 + Number(length);
    if (end > text.length) return null;
    fields.push({ id, value: text.slice(at + 4, end) });
    at = end;
  }
  return fields;
}

const field = (fields: Tlv[], id: string) => fields.find((item) => item.id === id)?.value;

/** '1234.5' → 123450; amounts have at most two decimals and no thousands separator. */
function toCents(amount: string): number | null {
  const match = /^(\d{1,10})(?:\.(\d{1,2}))?$/.exec(amount);
  if (!match) return null;
  const cents = Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
  return cents > 0 ? cents : null;
}

/** Parses and checks a copy-and-paste code (or a QR code's text). Surrounding spaces are ignored. */
export function parseBrCode(input: string): TBrCodeResult {
  const code = input.trim();
  const fail = (error: TBrCodeError): TBrCodeResult => ({ ok: false, error });
  if (code === '') return fail(BR_CODE_MESSAGES.empty);
  const fields = readTlv(code);
  if (!fields) return fail(BR_CODE_MESSAGES.malformed);
  if (fields[0]?.id !== '00' || fields[0].value !== '01') return fail(BR_CODE_MESSAGES.format);
  const last = fields.at(-1);
  if (last?.id !== '63' || last.value.length !== 4) return fail(BR_CODE_MESSAGES.crcMissing);
  // The CRC covers everything up to and including "6304".
  if (crc16(code.slice(0, -4)) !== last.value.toUpperCase())
    return fail(BR_CODE_MESSAGES.crcMismatch);

  const account = fields
    .filter((item) => Number(item.id) >= 26 && Number(item.id) <= 51)
    .map((item) => readTlv(item.value))
    .find((sub) => sub !== null && field(sub, '00')?.toLowerCase() === PIX_GUI);
  if (!account) return fail(BR_CODE_MESSAGES.notPix);
  const key = field(account, '01')?.trim() || null;
  const url = field(account, '25')?.trim() || null;
  if (!key && !url) return fail(BR_CODE_MESSAGES.noKey);
  if (field(fields, '53') !== BRL_NUMERIC) return fail(BR_CODE_MESSAGES.currency);

  const amountText = field(fields, '54');
  const amountCents = amountText === undefined ? null : toCents(amountText);
  if (amountText !== undefined && amountCents === null) return fail(BR_CODE_MESSAGES.amount);

  const merchantName = field(fields, '59')?.trim() ?? '';
  const merchantCity = field(fields, '60')?.trim() ?? '';
  if (merchantName === '' || merchantCity === '') return fail(BR_CODE_MESSAGES.merchant);

  const additional = readTlv(field(fields, '62') ?? '') ?? [];
  const txid = field(additional, '05');
  return {
    ok: true,
    value: {
      kind: field(fields, '01') === '12' ? 'dynamic' : 'static',
      key,
      url,
      description: field(account, '02')?.trim() || null,
      amountCents,
      merchantName,
      merchantCity,
      postalCode: field(fields, '61') ?? null,
      txid: txid && txid !== '***' ? txid : null,
      merchantCategoryCode: field(fields, '52') ?? '0000',
    },
  };
}

/** Field text as the manual recommends for names and cities: no accents, trimmed, bounded. */
function plain(text: string, max: number): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\x20-\x7e]/g, '')
    .trim()
    .slice(0, max);
}

const tlv = (id: string, value: string) => `${id}${String(value.length).padStart(2, '0')}${value}`;

export type TBrCodeInput = {
  kind: 'static' | 'dynamic';
  /** The receiving Pix key (a static code), or… */
  key?: string;
  /** …the payload location of a dynamic code (without `https://`). */
  url?: string;
  description?: string;
  /** Fixed amount in cents; omitted when the payer chooses it. */
  amountCents?: number;
  merchantName: string;
  merchantCity: string;
  /** Up to 25 letters and digits; omitted: `***`. */
  txid?: string;
};

/** A valid copy-and-paste code (the QR code's text), CRC included. */
export function generateBrCode(input: TBrCodeInput): string {
  if (!input.key && !input.url) throw new Error('A BR Code needs a Pix key or a URL');
  const account =
    tlv('00', PIX_GUI) +
    (input.key ? tlv('01', input.key) : '') +
    (input.description ? tlv('02', plain(input.description, 72)) : '') +
    (input.url ? tlv('25', input.url) : '');
  const txid = (input.txid ?? '').replace(/[^A-Za-z0-9]/g, '').slice(0, TXID_MAX) || '***';
  const amount =
    input.amountCents === undefined
      ? ''
      : tlv(
          '54',
          `${Math.trunc(input.amountCents / 100)}.${String(input.amountCents % 100).padStart(2, '0')}`,
        );
  const payload =
    tlv('00', '01') +
    tlv('01', input.kind === 'dynamic' ? '12' : '11') +
    tlv('26', account) +
    tlv('52', '0000') +
    tlv('53', BRL_NUMERIC) +
    amount +
    tlv('58', 'BR') +
    tlv('59', plain(input.merchantName, MERCHANT_NAME_MAX) || 'RECEBEDOR') +
    tlv('60', plain(input.merchantCity, MERCHANT_CITY_MAX) || 'BRASIL') +
    tlv('62', tlv('05', txid)) +
    '6304';
  return payload + crc16(payload);
}
