import { isUuid } from '../../db/is-uuid';
import { newOpaqueToken } from '../auth/opaque-token';
import { findBusiness } from '../businesses/businesses.service';
import { renderQrImage } from '../businesses/qr-image';
import { mailTranslator } from '../mail/mail-translator';
import type { Membership } from '../memberships/membership';
import * as patients from '../patients/patients.service';
import { findActiveLink, insertLink, revokeActiveLinks } from './portal-links.repository';
import { portalPath } from './portal-paths';
import { prescriptionNotFound } from './prescription-errors';
import type { PrescriptionsDeps } from './prescriptions-deps';
import { plainMail } from './status-mail';

/**
 * POST …/patients/:patientId/portal-link: a new personal link for the patient; the one they had
 * stops working (one active link per patient, so a lost or forwarded link is revoked by making a
 * new one). Only the token's SHA-256 is stored. With `sendEmail` it goes to the record's address.
 */
export async function createPortalLink(
  deps: PrescriptionsDeps,
  membership: Membership,
  patientId: string,
  options: { sendEmail?: boolean },
): Promise<{ token: string; link: string; qrSvg: string; emailed: boolean }> {
  if (!isUuid(patientId)) throw prescriptionNotFound();
  const { businessId } = membership;
  const now = deps.clock.now();
  const { token, tokenHash } = newOpaqueToken();
  const patient = await deps.db.transaction(async (tx) => {
    const found = await patients.findPatient(tx, businessId, patientId, { lock: 'update' });
    if (!found) throw prescriptionNotFound();
    await revokeActiveLinks(tx, businessId, patientId, now);
    await insertLink(tx, { businessId, patientId, tokenHash, createdBy: membership.userId, createdAt: now });
    return found;
  });
  const link = portalPath(token);
  const business = await findBusiness(deps.db, businessId);
  const emailed = Boolean(options.sendEmail && patient.email && business);
  if (emailed && business && patient.email) {
    const t = mailTranslator(business.languageId, business.industry);
    const values = { business: business.name, firstName: patient.firstName };
    const to = patient.email;
    const mail = plainMail(
      business.languageId,
      to,
      business.email,
      t('portalLink.subject', values),
      [
        t('booking.greeting', values),
        t('portalLink.intro', values),
        t('portalLink.keep', values),
        t('booking.signature', values),
      ],
      `${deps.origin}${link}`,
    );
    deps.tasks.run('portal link mail', async () => {
      try {
        await deps.mailer.send(mail);
      } catch (error) {
        deps.log.warn({ err: error, businessId }, 'portal link mail failed');
      }
    });
  }
  // Shown once at the desk, for the patient's phone to scan; never stored.
  const qrSvg = String(await renderQrImage(`${deps.origin}${link}`, 'svg'));
  return { token, link, qrSvg, emailed };
}

/** GET …/patients/:patientId/portal-link: whether the patient has an active link (never the token). */
export async function portalLinkStatus(
  deps: Pick<PrescriptionsDeps, 'db'>,
  businessId: string,
  patientId: string,
): Promise<{ active: boolean; createdAt: string | null }> {
  if (!isUuid(patientId) || !(await patients.findPatient(deps.db, businessId, patientId)))
    throw prescriptionNotFound();
  const active = await findActiveLink(deps.db, businessId, patientId);
  return { active: Boolean(active), createdAt: active?.createdAt.toISOString() ?? null };
}
