import type { PatientRowsLink } from '../patients/patient-links';
import { movePrescriptionRows } from './prescription-merge.repository';

/** Repeat prescriptions' part of the patients feature's port (patients/patient-links.ts): a merge moves them. */
export const patientPrescriptionsLink: PatientRowsLink = { move: movePrescriptionRows };
