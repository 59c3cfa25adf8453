import type { PatientRowsLink } from '../patients/patient-links';
import { moveRequests } from './erasure-requests.repository';

/** The erasure requests' part of the patients feature's port (patients/patient-links.ts). */
export const patientErasureRequestsLink: PatientRowsLink = { move: moveRequests };
