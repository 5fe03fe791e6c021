import { REFUND_REASON_CODES, type TLanguage, type TRefundReason } from '@arara/contracts';
import en from '@arara/locales/en/documents.json' with { type: 'json' };
import ptBR from '@arara/locales/pt-BR/documents.json' with { type: 'json' };
import PDFDocument from 'pdfkit';
import { MERCHANT_TIME_ZONE } from '../../lib/zoned-time';

type ReceiptTexts = typeof en.receipt;
// Typed as the English file: a key missing in pt-BR fails the typecheck.
const texts: Record<TLanguage, ReceiptTexts> = { en: en.receipt, 'pt-BR': ptBR.receipt };

/** The receipt file's name in `language` (comprovante-… / receipt-…). */
export const receiptFilename = (language: TLanguage, id: string): string =>
  `${texts[language].filename}-${id.replace(/[^0-9A-Za-z-]/g, '')}.pdf`;

/** The platform's name on every receipt. */
export const PLATFORM_NAME = 'Arara';

export type ReceiptParty = {
  name: string | null;
  /** As shown: a CPF masked, a CNPJ in full, a counterparty's as stored (masked). */
  document: string | null;
  institution: string | null;
  ispb: string | null;
  /** Branch and account, or a virtual account's label. */
  account: string | null;
};

/** Everything a receipt shows, already chosen for the document (see getReceipt). */
export type ReceiptData = {
  title: keyof ReceiptTexts['title'];
  amount: number;
  /** When it settled (processed_at, else created_at). */
  settledAt: Date;
  payer: ReceiptParty;
  receiver: ReceiptParty;
  pixKey: string | null;
  /** A Pix's end-to-end id, or a return's D… id. */
  endToEndId: string | null;
  isReturn: boolean;
  /** A return's original Pix end-to-end id. */
  relatedEndToEndId: string | null;
  refundReason: TRefundReason | null;
  reference: string;
  txid: string | null;
  description: string | null;
  authenticationCode: string;
};

const fill = (template: string, values: Record<string, string>) =>
  template.replace(/\{\{(\w+)\}\}/g, (_, name: string) => values[name] ?? '');

const LOCALES: Record<TLanguage, string> = { en: 'en-US', 'pt-BR': 'pt-BR' };

/** Cents as money in the language's format: R$ 1.234,56 / R$1,234.56. */
export const formatReceiptAmount = (cents: number, language: TLanguage): string =>
  new Intl.NumberFormat(LOCALES[language], { style: 'currency', currency: 'BRL' })
    // WinAnsi has the no-break space, but readers search with a plain one.
    .format(cents / 100)
    .replace(/\u00a0/g, ' ');

/** Date and time in São Paulo, as people there read them. */
export const formatReceiptDate = (instant: Date, language: TLanguage): string =>
  new Intl.DateTimeFormat(LOCALES[language], {
    timeZone: MERCHANT_TIME_ZONE,
    dateStyle: 'short',
    timeStyle: 'medium',
    hourCycle: 'h23',
  }).format(instant);

/**
 * The receipt (comprovante) as a PDF, in `language`: title, amount, São Paulo date and time,
 * payer and receiver (name, tax document, institution and ISPB, account), Pix key, ids,
 * description, authentication code (in groups of 4) and the platform's name. Standard Helvetica:
 * its WinAnsi encoding has every Portuguese accent. `compress: false` leaves the page text
 * readable in the file (tests); the API compresses.
 */
export function renderReceiptPdf(
  data: ReceiptData,
  language: TLanguage,
  { compress = true, now = new Date() }: { compress?: boolean; now?: Date } = {},
): Promise<Buffer> {
  const t = texts[language];
  const title = t.title[data.title];
  const pdf = new PDFDocument({
    size: 'A4',
    margin: 56,
    compress,
    info: { Title: title, Author: PLATFORM_NAME, Creator: PLATFORM_NAME },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    pdf.on('data', (chunk: Buffer) => chunks.push(chunk));
    pdf.on('end', () => resolve(Buffer.concat(chunks)));
    pdf.on('error', reject);
  });

  const width = pdf.page.width - 112;
  const rule = () => {
    pdf.moveDown(0.5);
    pdf
      .moveTo(56, pdf.y)
      .lineTo(56 + width, pdf.y)
      .strokeColor('#cccccc')
      .stroke();
    pdf.moveDown(0.7);
  };
  const field = (label: string, value: string | null) => {
    if (!value) return;
    pdf.font('Helvetica').fontSize(9).fillColor('#666666').text(label, { width });
    pdf.font('Helvetica').fontSize(11).fillColor('#111111').text(value, { width });
    pdf.moveDown(0.4);
  };
  const party = (heading: string, p: ReceiptParty) => {
    pdf.font('Helvetica-Bold').fontSize(12).fillColor('#111111').text(heading, { width });
    pdf.moveDown(0.3);
    field(t.name, p.name);
    field(t.taxDocument, p.document);
    const institution = [p.institution, p.ispb ? `ISPB ${p.ispb}` : null]
      .filter(Boolean)
      .join(' · ');
    field(t.institution, institution || null);
    field(t.account, p.account);
  };

  pdf.font('Helvetica-Bold').fontSize(20).fillColor('#111111').text(PLATFORM_NAME, { width });
  pdf.moveDown(0.3);
  pdf.font('Helvetica-Bold').fontSize(16).text(title, { width });
  rule();
  field(t.amount, formatReceiptAmount(data.amount, language));
  field(t.dateTime, `${formatReceiptDate(data.settledAt, language)} (${t.timeZone})`);
  rule();
  party(t.payer, data.payer);
  rule();
  party(t.receiver, data.receiver);
  rule();
  field(t.pixKey, data.pixKey);
  field(data.isReturn ? t.returnId : t.endToEndId, data.endToEndId);
  field(t.relatedEndToEndId, data.relatedEndToEndId);
  field(
    t.refundReason,
    data.refundReason
      ? `${t.reasons[data.refundReason]} (${REFUND_REASON_CODES[data.refundReason]})`
      : null,
  );
  field(t.reference, data.reference);
  field(t.txid, data.txid);
  field(t.description, data.description);
  rule();
  field(t.authentication, data.authenticationCode);
  pdf.moveDown(0.5);
  pdf
    .font('Helvetica')
    .fontSize(8)
    .fillColor('#666666')
    .text(
      fill(t.issuedBy, {
        platform: PLATFORM_NAME,
        date: `${formatReceiptDate(now, language)} (${t.timeZone})`,
      }),
      { width },
    )
    .text(fill(t.footer, { platform: PLATFORM_NAME }), { width });
  pdf.end();
  return done;
}
