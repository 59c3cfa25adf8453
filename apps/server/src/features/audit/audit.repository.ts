import { and, desc, eq, lt, or, sql } from 'drizzle-orm';
import type { AppDatabase } from '../../db/database';
import { patients } from '../../db/schema/appointments';
import { auditEvents } from '../../db/schema/audit-events';
import { users } from '../../db/schema/users';
import type { AuditEvent } from './audit-event';

export async function insertAuditEvent(db: AppDatabase, event: AuditEvent, at: Date): Promise<void> {
  const { patientId, ...rest } = event;
  // A patient of this business that still exists (an erased one leaves no reference behind).
  const patient = patientId
    ? sql`(${db
        .select({ id: patients.id })
        .from(patients)
        .where(and(eq(patients.id, patientId), eq(patients.businessId, event.businessId)))})`
    : null;
  await db.insert(auditEvents).values({ ...rest, at, patientId: patient });
}

export interface AuditPosition {
  at: Date;
  id: string;
}

/** The business's events newest first, after `before` (exclusive), with the actor's name. */
export function listAuditEventRows(
  db: AppDatabase,
  businessId: string,
  limit: number,
  before?: AuditPosition,
) {
  return db
    .select({
      id: auditEvents.id,
      at: auditEvents.at,
      actorUserId: auditEvents.actorUserId,
      actorFirstName: users.firstName,
      actorLastName: users.lastName,
      action: auditEvents.action,
      subjectType: auditEvents.subjectType,
      subjectId: auditEvents.subjectId,
      patientId: auditEvents.patientId,
    })
    .from(auditEvents)
    .leftJoin(users, eq(users.id, auditEvents.actorUserId))
    .where(
      and(
        eq(auditEvents.businessId, businessId),
        before
          ? or(
              lt(auditEvents.at, before.at),
              and(eq(auditEvents.at, before.at), lt(auditEvents.id, before.id)),
            )
          : undefined,
      ),
    )
    .orderBy(desc(auditEvents.at), desc(auditEvents.id))
    .limit(limit);
}

/** Points the events about one patient at another (a merge keeps the history of both). */
export async function moveAuditEventsPatient(
  tx: AppDatabase,
  businessId: string,
  fromPatientId: string,
  intoPatientId: string,
): Promise<void> {
  await tx
    .update(auditEvents)
    .set({ patientId: intoPatientId })
    .where(and(eq(auditEvents.businessId, businessId), eq(auditEvents.patientId, fromPatientId)));
}
