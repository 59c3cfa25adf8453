import { formatMoney } from '@qtify/shared/domain/money';
import { AppError } from '../../errors/app-error';
import { businessNotFound } from '../businesses/business-errors';
import { findBusiness } from '../businesses/businesses.service';
import { htmlEscape } from '../mail/html-escape';
import { mailTranslator } from '../mail/mail-translator';
import { noRecipient } from './bill-errors';
import { billDate, billPdf } from './bill-pdf';
import type { BillsDeps } from './bills-deps';
import { loadBill } from './get-bill';

const notFinished = () => new AppError(409, 'CONFLICT', 'Finish the bill before sending it');
const mailFailed = (cause: unknown) =>
  new AppError(503, 'SERVICE_UNAVAILABLE', 'The mail could not be sent; try again', { cause });

/** The PDF of a bill and its file name, in the business's language. */
export async function billPdfOf(deps: BillsDeps, businessId: string, billId: string) {
  const bill = await loadBill(deps.db, businessId, billId);
  const business = await findBusiness(deps.db, businessId);
  if (!business) throw businessNotFound();
  const t = mailTranslator(business.languageId, business.industry);
  const pdf = await billPdf({ bill, business, t, locale: business.languageId });
  const fileName = `${t('bill.title')}-${bill.number ?? 'draft'}.pdf`.replace(/[^\w.-]+/g, '-');
  return { bill, business, t, pdf, fileName };
}

/**
 * POST …/bills/:billId/email: the finished bill as a PDF to the patient's address (copied from
 * their record when the bill was started), in the business's language; replies go to the
 * business. No address: 422 NO_RECIPIENT; a draft: 409. The answer names the address it went to.
 */
export async function emailBill(
  deps: BillsDeps,
  businessId: string,
  billId: string,
): Promise<{ sentTo: string }> {
  const { bill, business, t, pdf, fileName } = await billPdfOf(deps, businessId, billId);
  if (bill.status !== 'finished') throw notFinished();
  if (!bill.patientEmail) throw noRecipient();
  const values = {
    business: business.name,
    number: String(bill.number),
    date: billDate(bill, business.timeZone, business.languageId),
    total: formatMoney(bill.totalMinor, bill.currency, business.languageId),
  };
  const paragraphs = [
    t('bill.greeting'),
    t('bill.intro', values),
    t('bill.notFiscal'),
    t('bill.signature', values),
  ];
  try {
    await deps.mailer.send({
      to: bill.patientEmail,
      replyTo: business.email ?? undefined,
      subject: t('bill.subject', values),
      text: paragraphs.join('\n\n'),
      html: `<!doctype html>
<html lang="${htmlEscape(business.languageId)}"><body style="font-family:Arial,sans-serif;color:#222;line-height:1.5">
${paragraphs.map((text) => `<p style="margin:0 0 16px">${htmlEscape(text)}</p>`).join('\n')}
</body></html>`,
      attachments: [
        {
          filename: fileName,
          contentType: 'application/pdf',
          content: pdf.toString('base64'),
          encoding: 'base64',
        },
      ],
    });
  } catch (error) {
    deps.log.warn({ err: error, businessId }, 'bill mail failed');
    throw mailFailed(error);
  }
  return { sentTo: bill.patientEmail };
}
