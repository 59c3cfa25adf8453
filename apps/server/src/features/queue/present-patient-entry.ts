import type { ColorThemeId } from '@qtify/shared/domain/color-themes';
import { isWaitingStatus } from '@qtify/shared/domain/queue-position';
import { estimateWaitMinutes } from '@qtify/shared/domain/wait-estimate';
import { estimateWaitRange, type MinuteRange } from '@qtify/shared/domain/wait-range';
import type { PatientEntry } from '@qtify/shared/schemas/queue-schemas';
import type { BusinessRow } from '../../db/schema/businesses';
import type { QueueEntryRow } from '../../db/schema/queue';

/** Where an entry stands: the people before it, true at the place's queue `version`. */
export interface Position {
  ahead: number;
  version: number;
}

/** A patient's own view of their entry (never anyone else's name). */
export function presentPatientEntry(
  entry: QueueEntryRow,
  firstName: string,
  place: { business: BusinessRow; minutesPerPerson: number; perPerson: MinuteRange },
  position: Position,
): PatientEntry {
  const waiting = isWaitingStatus(entry.status);
  const ahead = waiting ? position.ahead : 0;
  return {
    id: entry.id,
    firstName,
    status: entry.status,
    outcome: entry.outcome,
    ahead,
    isNext: waiting && ahead === 0,
    estimatedWaitMinutes: waiting ? estimateWaitMinutes(ahead, place.minutesPerPerson) : 0,
    estimatedWaitRange: estimateWaitRange(ahead, place.perPerson),
    out: entry.outSince !== null,
    notify: entry.notify,
    businessName: place.business.name,
    businessPublicId: place.business.publicId,
    industry: place.business.industry,
    colorTheme: place.business.colorTheme as ColorThemeId,
    messageSent: entry.messageSentAt !== null,
    messageSentAt: entry.messageSentAt?.toISOString() ?? null,
    message: entry.message,
    createdAt: entry.createdAt.toISOString(),
    sortKey: entry.sortKey,
    version: position.version,
    minutesPerPerson: place.minutesPerPerson,
    perPerson: place.perPerson,
    appointmentId: entry.appointmentId,
    appointment: entry.appointment,
    ticket: entry.ticket,
    urgent: entry.urgentAt !== null,
  };
}
