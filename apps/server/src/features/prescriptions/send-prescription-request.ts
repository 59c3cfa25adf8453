import type {
  PatientPrescriptionRequest,
  PrescriptionRequestBody,
} from '@qtify/shared/schemas/prescription-schemas';
import { recordAudit } from '../audit/audit.service';
import * as patients from '../patients/patients.service';
import { startOfPracticeDay } from './load-portal';
import { listMedications } from './patient-medications';
import type { PortalPatient } from './portal-patient';
import {
  dailyLimitReached,
  freeTextNotAllowed,
  nothingRequested,
  unknownMedication,
} from './prescription-errors';
import { countPatientRequestsSince, insertRequest } from './prescription-requests.repository';
import { getPrescriptionSettings, readyByAt } from './prescription-settings';
import type { PrescriptionsDeps } from './prescriptions-deps';
import { presentPatientRequest } from './present-prescription-request';

/**
 * POST /api/patient-portal/…/prescription-requests: the patient asks for repeats of medications on
 * their list (422 UNKNOWN_MEDICATION for anything else), or writes a short text where the practice
 * takes free text (else 422 FREE_TEXT_NOT_ALLOWED); at most the practice's daily limit per patient
 * and day (409 PRESCRIPTION_DAILY_LIMIT). The answer promises the day it is ready (cut-off and lead
 * time); the inbox of /medis hears of it live, and the audit log keeps it (no names, no medications).
 */
export async function sendPrescriptionRequest(
  deps: PrescriptionsDeps,
  who: PortalPatient,
  body: PrescriptionRequestBody,
): Promise<PatientPrescriptionRequest> {
  const { business, patient } = who;
  const now = deps.clock.now();
  const settings = await getPrescriptionSettings(deps.db, business.id);
  const note = body.note?.trim() || null;
  if (note && !settings.freeText) throw freeTextNotAllowed();
  const list = await listMedications(deps.db, business.id, patient.id);
  const byName = new Map(list.map((item) => [item.name.toLowerCase(), item.name]));
  const asked: string[] = [];
  body.medications.forEach((name, index) => {
    const known = byName.get(name.trim().toLowerCase());
    if (!known) throw unknownMedication(index);
    if (!asked.includes(known)) asked.push(known);
  });
  if (asked.length === 0 && !note) throw nothingRequested();
  const readyBy = readyByAt(business, settings, now);
  const created = await deps.db.transaction(async (tx) => {
    // Two requests sent at once must not both slip under the limit: the record's row serialises them.
    await patients.findPatient(tx, business.id, patient.id, { lock: 'update' });
    const today = await countPatientRequestsSince(tx, patient.id, startOfPracticeDay(business.timeZone, now));
    if (today >= settings.dailyLimit) throw dailyLimitReached(settings.dailyLimit);
    const row = await insertRequest(
      tx,
      {
        businessId: business.id,
        patientId: patient.id,
        source: who.source,
        medications: asked,
        pickup: body.pickup,
        note,
        readyBy: readyBy.date,
      },
      now,
    );
    await recordAudit(
      tx,
      {
        businessId: business.id,
        actorUserId: who.userId,
        action: 'prescriptions.request',
        subjectType: 'prescriptions',
        subjectId: row.id,
        patientId: patient.id,
      },
      now,
    );
    return row;
  });
  deps.realtime.prescriptionsChanged(business.id);
  deps.realtime.portalChanged(patient.id);
  return presentPatientRequest(created);
}
