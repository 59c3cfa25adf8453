import { announcements } from './schema/announcements';
import { appointmentReminders } from './schema/appointment-reminders';
import { appointmentTypeDoctors, appointmentTypes } from './schema/appointment-types';
import { appointments, idempotencyKeys, patients } from './schema/appointments';
import { auditEvents } from './schema/audit-events';
import { businesses } from './schema/businesses';
import { absences, doctors, workingTimes } from './schema/doctors';
import { emailVerifications } from './schema/email-verifications';
import { erasureRequests } from './schema/erasure-requests';
import { invitations } from './schema/invitations';
import { lobbyDevices } from './schema/lobby-devices';
import { mailSends } from './schema/mail-sends';
import { memberships } from './schema/memberships';
import { passwordResets } from './schema/password-resets';
import {
  patientMedications,
  patientPortalLinks,
  prescriptionRequestEvents,
  prescriptionRequests,
  prescriptionSettings,
} from './schema/prescriptions';
import { products } from './schema/products';
import { appSettings, pushSubscriptions, queueEntries, queueVersions } from './schema/queue';
import { queueEntryStages } from './schema/queue-entry-stages';
import { schemaMigrations } from './schema/schema-migrations';
import { sessions } from './schema/sessions';
import { staffShiftExceptions, staffShifts, workingTimeExceptions } from './schema/timetable';
import { usedChallenges } from './schema/used-challenges';
import { users } from './schema/users';
import { stations, workflowStages, workflows } from './schema/workflows';

/**
 * The one Drizzle schema of both databases: add each aggregate's tables here
 * (one file per aggregate under ./schema/), next to the SQL migration that creates them.
 */
export const databaseSchema = {
  schemaMigrations,
  users,
  sessions,
  passwordResets,
  emailVerifications,
  businesses,
  workflows,
  workflowStages,
  stations,
  memberships,
  invitations,
  auditEvents,
  erasureRequests,
  doctors,
  workingTimes,
  absences,
  workingTimeExceptions,
  staffShifts,
  staffShiftExceptions,
  appointmentTypes,
  appointmentTypeDoctors,
  patients,
  appointments,
  idempotencyKeys,
  appointmentReminders,
  queueEntries,
  queueEntryStages,
  queueVersions,
  pushSubscriptions,
  appSettings,
  mailSends,
  usedChallenges,
  announcements,
  prescriptionSettings,
  patientMedications,
  patientPortalLinks,
  prescriptionRequests,
  prescriptionRequestEvents,
  lobbyDevices,
  products,
};

export type DatabaseSchema = typeof databaseSchema;
