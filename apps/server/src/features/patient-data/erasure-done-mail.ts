import type { FastifyBaseLogger } from 'fastify';
import type { BusinessRow } from '../../db/schema/businesses';
import { htmlEscape } from '../mail/html-escape';
import { mailTranslator } from '../mail/mail-translator';
import type { Mailer, MailMessage } from '../mail/mailer';

export interface ErasureDoneRecipient {
  to: string;
  firstName: string;
  /** The language the patient last booked in; null: the business's. */
  languageId: string | null;
}

/** The generic "your data was erased" mail: no appointment, no visit, nothing about health. */
export function erasureDoneMail(business: BusinessRow, recipient: ErasureDoneRecipient): MailMessage {
  const languageId = recipient.languageId ?? business.languageId;
  const t = mailTranslator(languageId, business.industry);
  const values = { business: business.name, firstName: recipient.firstName };
  const paragraphs = [
    t('booking.greeting', values),
    t('erasureDone.intro', values),
    t('erasureDone.contact', values),
    t('booking.signature', values),
  ];
  return {
    to: recipient.to,
    replyTo: business.email ?? undefined,
    subject: t('erasureDone.subject', values),
    text: paragraphs.join('\n\n'),
    html: `<!doctype html>
<html lang="${htmlEscape(languageId)}"><body style="font-family:Arial,sans-serif;color:#222;line-height:1.5">
${paragraphs.map((text) => `<p style="margin:0 0 16px">${htmlEscape(text)}</p>`).join('\n')}
</body></html>`,
  };
}

/** Sends it; a failed send is logged (without the address) and does not undo the erasure. */
export async function sendErasureDoneMail(
  deps: { mailer: Mailer; log: Pick<FastifyBaseLogger, 'warn'> },
  business: BusinessRow,
  recipient: ErasureDoneRecipient,
): Promise<void> {
  try {
    await deps.mailer.send(erasureDoneMail(business, recipient));
  } catch (error) {
    deps.log.warn({ err: error, businessId: business.id }, 'erasure confirmation mail failed');
  }
}
