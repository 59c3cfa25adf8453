import { findBusiness } from '../businesses/businesses.service';
import { htmlEscape } from '../mail/html-escape';
import { mailTranslator } from '../mail/mail-translator';
import type { MailMessage } from '../mail/mailer';
import * as patients from '../patients/patients.service';
import { PORTAL_HOME_PATH } from './portal-paths';
import type { PrescriptionsDeps } from './prescriptions-deps';

/** A mail of paragraphs and one link, in the business's language. */
export function plainMail(
  languageId: string,
  to: string,
  replyTo: string | null,
  subject: string,
  paragraphs: string[],
  link: string,
): MailMessage {
  return {
    to,
    replyTo: replyTo ?? undefined,
    subject,
    text: [...paragraphs, link].join('\n\n'),
    html: `<!doctype html>
<html lang="${htmlEscape(languageId)}"><body style="font-family:Arial,sans-serif;color:#222;line-height:1.5">
${paragraphs.map((text) => `<p style="margin:0 0 16px">${htmlEscape(text)}</p>`).join('\n')}
<p><a href="${htmlEscape(link)}">${htmlEscape(link)}</a></p>
</body></html>`,
    link,
  };
}

/**
 * "Your request changed its status" to the address on the patient's record, if any. On purpose it
 * names no medication, dose or diagnosis (a mail passes through servers the practice does not
 * control): the patient reads the details on their own page.
 */
export async function sendStatusMail(deps: PrescriptionsDeps, businessId: string, patientId: string) {
  const [business, patient] = await Promise.all([
    findBusiness(deps.db, businessId),
    patients.findPatient(deps.db, businessId, patientId),
  ]);
  if (!business || !patient?.email) return;
  const t = mailTranslator(business.languageId, business.industry);
  const values = { business: business.name, firstName: patient.firstName };
  try {
    await deps.mailer.send(
      plainMail(
        business.languageId,
        patient.email,
        business.email,
        t('prescriptionStatus.subject', values),
        [
          t('booking.greeting', values),
          t('prescriptionStatus.intro', values),
          t('prescriptionStatus.open', values),
          t('booking.signature', values),
        ],
        `${deps.origin}${PORTAL_HOME_PATH}`,
      ),
    );
  } catch (error) {
    deps.log.warn({ err: error, businessId }, 'prescription status mail failed');
  }
}
