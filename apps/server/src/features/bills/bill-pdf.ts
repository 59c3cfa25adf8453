import { createRequire } from 'node:module';
import { formatMoney } from '@qtify/shared/domain/money';
import type { Bill } from '@qtify/shared/schemas/bill-schemas';
import PDFDocument from 'pdfkit';
import type { BusinessRow } from '../../db/schema/businesses';
import type { Translate } from '../mail/mail-translator';

// The printable bill as a PDF (pdfkit, A4), in DejaVu Sans (embedded, subset to the letters used):
// the standard PDF fonts write only Windows-1252, which would print a Turkish patient's "Şükrü"
// as "Sukru". Only control characters are left out of the text.
const fontFile = (name: string) => createRequire(import.meta.url).resolve(`dejavu-fonts-ttf/ttf/${name}.ttf`);
const FONTS = {
  regular: fontFile('DejaVuSans'),
  bold: fontFile('DejaVuSans-Bold'),
  italic: fontFile('DejaVuSans-Oblique'),
};
function printable(text: string): string {
  return [...text.normalize('NFC')].filter((c) => c >= ' ' && !(c >= '\u007f' && c <= '\u009f')).join('');
}

export interface BillPdfInput {
  bill: Bill;
  business: BusinessRow;
  t: Translate;
  /** The business's language, for numbers, money and the date. */
  locale: string;
}

/** The date the bill was finished (or made, for a draft) in the business's time zone, e.g. 29.11.2026. */
export function billDate(bill: Bill, timeZone: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone }).format(
    new Date(bill.finishedAt ?? bill.createdAt),
  );
}

/** The bill as a PDF: the business's name and address, number and date, items, tax per rate, the total. */
export function billPdf({ bill, business, t, locale }: BillPdfInput): Promise<Buffer> {
  const money = (minor: number) => printable(formatMoney(minor, bill.currency, locale));
  const doc = new PDFDocument({
    size: 'A4',
    margin: 50,
    info: {
      Title: printable(`${t('bill.title')} ${bill.number ?? ''}`.trim()),
      Author: printable(business.name),
    },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const left = 50;
  const width = 495;
  doc.font(FONTS.bold).fontSize(16).text(printable(business.name));
  doc.font(FONTS.regular).fontSize(10);
  const address = [
    business.addressStreet,
    [business.addressPostalCode, business.addressCity].filter(Boolean).join(' '),
    business.addressCountry,
    business.phone,
    business.email,
  ].filter((line): line is string => Boolean(line));
  for (const line of address) doc.text(printable(line));
  doc.moveDown(2);

  const title =
    bill.number === null
      ? t('bill.draftTitle')
      : `${t('bill.title')} ${t('bill.number', { number: String(bill.number) })}`;
  doc.font(FONTS.bold).fontSize(14).text(printable(title));
  doc.font(FONTS.regular).fontSize(10);
  doc.text(printable(t('bill.date', { date: billDate(bill, business.timeZone, locale) })));
  if (bill.patientName) doc.text(printable(t('bill.patient', { name: bill.patientName })));
  if (bill.employeeName) doc.text(printable(t('bill.servedBy', { name: bill.employeeName })));
  doc.moveDown();

  const columns = [
    { key: 'item', x: left, w: 215, align: 'left' },
    { key: 'quantity', x: left + 215, w: 40, align: 'right' },
    { key: 'unitPrice', x: left + 255, w: 80, align: 'right' },
    { key: 'discount', x: left + 335, w: 60, align: 'right' },
    { key: 'lineTotal', x: left + 395, w: 100, align: 'right' },
  ] as const;
  const row = (cells: string[], bold = false) => {
    const y = doc.y;
    doc.font(bold ? FONTS.bold : FONTS.regular);
    let bottom = y;
    columns.forEach((column, i) => {
      doc.text(printable(cells[i] ?? ''), column.x, y, { width: column.w, align: column.align });
      bottom = Math.max(bottom, doc.y);
    });
    doc.x = left;
    doc.y = bottom + 4;
  };
  row(
    columns.map((column) => t(`bill.${column.key}`)),
    true,
  );
  doc
    .moveTo(left, doc.y)
    .lineTo(left + width, doc.y)
    .stroke();
  doc.y += 4;
  for (const item of bill.items) {
    row([
      item.name,
      String(item.quantity),
      money(item.unitPriceMinor),
      item.discountPercent ? `${item.discountPercent} %` : '',
      money(item.lineTotalMinor),
    ]);
  }
  doc
    .moveTo(left, doc.y)
    .lineTo(left + width, doc.y)
    .stroke();
  doc.y += 8;

  const pair = (label: string, value: string, bold = false) => {
    const y = doc.y;
    doc.font(bold ? FONTS.bold : FONTS.regular);
    doc.text(printable(label), left + 195, y, { width: 200, align: 'right' });
    doc.text(printable(value), left + 395, y, { width: 100, align: 'right' });
    doc.x = left;
    doc.y = Math.max(doc.y, y) + 2;
  };
  for (const tax of bill.taxes) {
    const rate = new Intl.NumberFormat(locale, { maximumFractionDigits: 2 }).format(tax.ratePercent);
    pair(`${t('bill.taxRate', { rate })} · ${t('bill.net')}`, money(tax.netMinor));
    pair(`${t('bill.taxRate', { rate })} · ${t('bill.tax')}`, money(tax.taxMinor));
  }
  pair(t('bill.total'), money(bill.totalMinor), true);
  doc.moveDown(3);
  doc
    .font(FONTS.italic)
    .fontSize(9)
    .text(printable(t('bill.notFiscal')), left, doc.y, { width });
  doc.end();
  return done;
}
