import type { TLanguage, TStatementEntry } from '@arara/contracts';
import type { BankAccount } from '../../db/schema-ledger';
import { csvFile, exportTexts, formatCents, inertText, ROWS_PER_CHUNK } from '../exports/csv-file';
import { MERCHANT_TIME_ZONE, zonedParts } from '../../lib/zoned-time';

const texts = exportTexts;

// ---------------------------------------------------------------------------------------------
// CSV (the conventions of every export: services/exports/csv-file.ts)

const COLUMNS = [
  'date',
  'reference',
  'description',
  'type',
  'method',
  'amount',
  'balanceAfter',
  'virtualAccount',
  'virtualAccountId',
  'entryId',
] as const;

/** The statement as CSV, chunk by chunk, as the entries arrive. */
export function statementCsv(
  entries: AsyncIterable<TStatementEntry>,
  language: TLanguage,
): AsyncGenerator<string> {
  const t = texts[language].statement;
  return csvFile(
    entries,
    language,
    COLUMNS.map((column) => t.columns[column]),
    (entry, format) => [
      format.date(new Date(entry.createdAt)),
      inertText(entry.reference ?? ''),
      inertText(entry.description ?? ''),
      t.types[entry.type],
      t.methods[entry.method],
      formatCents(entry.amount, format.decimal),
      formatCents(entry.balanceAfter, format.decimal),
      inertText(entry.virtualAccountLabel),
      entry.virtualAccountId,
      entry.id,
    ],
  );
}

// ---------------------------------------------------------------------------------------------
// OFX

/** OFX 1.0.2 date-time in the merchant's zone: 20261122093015.123[-3:BRT]. */
export function ofxDate(instant: Date): string {
  const p = zonedParts(instant, MERCHANT_TIME_ZONE);
  const hours = p.offsetMinutes / 60;
  const name = hours === -3 ? ':BRT' : hours === -2 ? ':BRST' : '';
  return `${p.year}${p.month}${p.day}${p.hour}${p.minute}${p.second}.${p.millisecond}[${hours}${name}]`;
}

// Windows-1252 bytes 0x80–0x9F that are not the same code points in Latin-1.
const CP1252: Record<string, number> = {
  '€': 0x80,
  '‚': 0x82,
  ƒ: 0x83,
  '„': 0x84,
  '…': 0x85,
  '†': 0x86,
  '‡': 0x87,
  ˆ: 0x88,
  '‰': 0x89,
  Š: 0x8a,
  '‹': 0x8b,
  Œ: 0x8c,
  Ž: 0x8e,
  '‘': 0x91,
  '’': 0x92,
  '“': 0x93,
  '”': 0x94,
  '•': 0x95,
  '–': 0x96,
  '—': 0x97,
  '˜': 0x98,
  '™': 0x99,
  š: 0x9a,
  '›': 0x9b,
  œ: 0x9c,
  ž: 0x9e,
  Ÿ: 0x9f,
};

/** Text → Windows-1252 bytes (the CHARSET of the header); other characters become '?'. */
export function toCp1252(text: string): Buffer {
  const bytes: number[] = [];
  for (const char of text) {
    const code = char.codePointAt(0) ?? 0x3f;
    const mapped = CP1252[char];
    if (mapped !== undefined) bytes.push(mapped);
    else if (code < 0x80 || (code >= 0xa0 && code <= 0xff)) bytes.push(code);
    else bytes.push(0x3f);
  }
  return Buffer.from(bytes);
}

/** SGML element text: one line, markup characters escaped, at most `max` characters. */
function ofxText(value: string, max: number): string {
  return [...value.replace(/\s+/g, ' ').trim()]
    .slice(0, max)
    .join('')
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;');
}

const OFX_ACCOUNT_TYPE: Record<BankAccount['accountType'], string> = {
  checking: 'CHECKING',
  savings: 'SAVINGS',
  business: 'CHECKING',
  virtual: 'CHECKING',
};

export type OfxStatementInfo = {
  bank: BankAccount;
  language: TLanguage;
  /** Start of the period (the account's creation when the export has no `from`). */
  start: Date;
  /** End of the period (now when the export has no `to`). */
  end: Date;
  /** The account's balance at `end` (cents). */
  ledgerBalance: number;
  now: Date;
};

/**
 * An OFX 1.0.2 (SGML) bank statement of one virtual account: header, sign-on, one STMTTRN per
 * entry (newest first, TRNTYPE CREDIT or DEBIT, FITID = the statement entry id), LEDGERBAL at the
 * period's end. Windows-1252, as Brazilian banks' OFX files are, so accounting tools read it.
 */
export async function* statementOfx(
  entries: AsyncIterable<TStatementEntry>,
  info: OfxStatementInfo,
): AsyncGenerator<Buffer> {
  const t = texts[info.language].statement;
  const header = [
    'OFXHEADER:100',
    'DATA:OFXSGML',
    'VERSION:102',
    'SECURITY:NONE',
    'ENCODING:USASCII',
    'CHARSET:1252',
    'COMPRESSION:NONE',
    'OLDFILEUID:NONE',
    'NEWFILEUID:NONE',
    '',
    '<OFX>',
    '<SIGNONMSGSRSV1><SONRS>',
    '<STATUS><CODE>0<SEVERITY>INFO</STATUS>',
    `<DTSERVER>${ofxDate(info.now)}`,
    `<LANGUAGE>${info.language === 'pt-BR' ? 'POR' : 'ENG'}`,
    '</SONRS></SIGNONMSGSRSV1>',
    '<BANKMSGSRSV1><STMTTRNRS>',
    '<TRNUID>1',
    '<STATUS><CODE>0<SEVERITY>INFO</STATUS>',
    '<STMTRS>',
    '<CURDEF>BRL',
    '<BANKACCTFROM>',
    `<BANKID>${ofxText(info.bank.bankCode, 9)}`,
    `<BRANCHID>${ofxText(info.bank.branchNumber, 22)}`,
    `<ACCTID>${ofxText(info.bank.accountNumber, 22)}`,
    `<ACCTTYPE>${OFX_ACCOUNT_TYPE[info.bank.accountType]}`,
    '</BANKACCTFROM>',
    '<BANKTRANLIST>',
    `<DTSTART>${ofxDate(info.start)}`,
    `<DTEND>${ofxDate(info.end)}`,
    '',
  ].join('\r\n');
  yield toCp1252(header);
  let chunk = '';
  let rows = 0;
  for await (const entry of entries) {
    const typeText = t.types[entry.type];
    const name = entry.reference || typeText;
    const memo = [typeText, entry.description].filter(Boolean).join(' - ');
    chunk += [
      '<STMTTRN>',
      `<TRNTYPE>${entry.amount >= 0 ? 'CREDIT' : 'DEBIT'}`,
      `<DTPOSTED>${ofxDate(new Date(entry.createdAt))}`,
      `<TRNAMT>${formatCents(entry.amount)}`,
      `<FITID>${entry.id}`,
      `<NAME>${ofxText(name, 32)}`,
      `<MEMO>${ofxText(memo, 255)}`,
      '</STMTTRN>',
      '',
    ].join('\r\n');
    rows += 1;
    if (rows % ROWS_PER_CHUNK === 0) {
      yield toCp1252(chunk);
      chunk = '';
    }
  }
  chunk += [
    '</BANKTRANLIST>',
    '<LEDGERBAL>',
    `<BALAMT>${formatCents(info.ledgerBalance)}`,
    `<DTASOF>${ofxDate(info.end)}`,
    '</LEDGERBAL>',
    '</STMTRS>',
    '</STMTTRNRS></BANKMSGSRSV1>',
    '</OFX>',
    '',
  ].join('\r\n');
  yield toCp1252(chunk);
}
