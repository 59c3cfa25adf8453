import { estimateWaitMinutes } from '@qtify/shared/domain/wait-estimate';
import type { PatientEntry } from '@qtify/shared/schemas/queue-schemas';
import type { QueueEntryRow } from '../../db/schema/queue';
import type { QueueSnapshot } from './queue-snapshot';

/** A patient's own view of their entry (never anyone else's name). */
export function presentPatientEntry(
  entry: QueueEntryRow,
  firstName: string,
  snapshot: QueueSnapshot,
): PatientEntry {
  const waiting = entry.status === 'notHere' || entry.status === 'checkIn';
  const ahead = waiting ? (snapshot.ahead.get(entry.id) ?? 0) : 0;
  return {
    id: entry.id,
    firstName,
    status: entry.status,
    outcome: entry.outcome,
    ahead,
    isNext: waiting && ahead === 0,
    estimatedWaitMinutes: waiting ? estimateWaitMinutes(ahead, snapshot.minutesPerPerson) : 0,
    out: entry.outSince !== null,
    notify: entry.notify,
    businessName: snapshot.business.name,
    businessPublicId: snapshot.business.publicId,
    industry: snapshot.business.industry,
    messageSent: entry.messageSentAt !== null,
    messageSentAt: entry.messageSentAt?.toISOString() ?? null,
    message: entry.message,
    createdAt: entry.createdAt.toISOString(),
  };
}
