import type { QueueChanged } from '@qtify/shared/realtime/socket-events';
import type { PatientEntry } from '@qtify/shared/schemas/queue-schemas';
import type { AppDatabase } from '../src/db/database';
import { patients } from '../src/db/schema/appointments';
import { queueEntries } from '../src/db/schema/queue';
import { newOpaqueToken } from '../src/features/auth/opaque-token';

/**
 * A patient waiting in a business's queue, written straight into the tables (for tests of the
 * realtime and push plumbing that must not depend on the queue routes): the entry and its token.
 */
export async function insertQueueEntry(
  db: AppDatabase,
  businessId: string,
  options: { userId?: string; firstName?: string } = {},
): Promise<{ entryId: string; token: string }> {
  const [patient] = await db
    .insert(patients)
    .values({ businessId, firstName: options.firstName ?? 'Anna', lastName: 'Berger' })
    .returning({ id: patients.id });
  const { token, tokenHash } = newOpaqueToken();
  const [entry] = await db
    .insert(queueEntries)
    .values({ businessId, patientId: patient!.id, userId: options.userId ?? null, tokenHash })
    .returning({ id: queueEntries.id });
  return { entryId: entry!.id, token };
}

/** What `entry:changed` carries, for an entry of the given id and status. */
export function patientEntry(id: string, status: PatientEntry['status'] = 'notHere'): PatientEntry {
  return {
    id,
    firstName: 'Anna',
    status,
    outcome: null,
    ahead: 0,
    isNext: true,
    estimatedWaitMinutes: 0,
    estimatedWaitRange: { min: 0, max: 0 },
    out: false,
    notify: false,
    businessName: 'Ordination Dr. Berger',
    businessPublicId: 'abcdefghjk',
    industry: 'medical',
    colorTheme: 'default',
    messageSent: false,
    messageSentAt: null,
    message: null,
    createdAt: new Date(0).toISOString(),
    sortKey: 1,
    version: 1,
    minutesPerPerson: 10,
    perPerson: { min: 10, max: 10 },
    appointmentId: null,
    appointment: null,
    ticket: null,
    urgent: false,
  };
}

/** What `queue:changed` carries for the staff of a business (an empty change of version 1). */
export function queueChanged(businessId: string): QueueChanged {
  return { businessId, version: 1, change: {} };
}
