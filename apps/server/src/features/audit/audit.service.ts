import type { AuditEntry } from '@qtify/shared/schemas/team-schemas';
import type { AppDatabase } from '../../db/database';
import {
  type AuditPosition,
  insertAuditEvent,
  listAuditEventRows,
  moveAuditEventsPatient,
} from './audit.repository';
import type { AuditEvent } from './audit-event';

// The business's audit log. The business scope records every successful staff write through
// recordAudit (plugins/record-route-audit.ts); writes outside the scope (joining by invitation)
// call it themselves. Reading is for owners and managers (team-policy.ts 'audit.read').

/** Keeps one event. `db` may be a transaction, so the event stands or falls with the write. */
export function recordAudit(db: AppDatabase, event: AuditEvent, at: Date): Promise<void> {
  return insertAuditEvent(db, event, at);
}

/** A merge of two patients: the events about the merged-away one now name the kept one. */
export function movePatientAuditEvents(
  tx: AppDatabase,
  businessId: string,
  fromPatientId: string,
  intoPatientId: string,
): Promise<void> {
  return moveAuditEventsPatient(tx, businessId, fromPatientId, intoPatientId);
}

const encodeCursor = (position: AuditPosition) =>
  Buffer.from(`${position.at.toISOString()}|${position.id}`).toString('base64url');

function decodeCursor(cursor: string | undefined): AuditPosition | undefined {
  if (!cursor) return undefined;
  const [at, id] = Buffer.from(cursor, 'base64url').toString().split('|');
  const date = new Date(at ?? '');
  if (!id || Number.isNaN(date.getTime()) || !/^[0-9a-f-]{36}$/.test(id)) return undefined;
  return { at: date, id };
}

/** A page of the log, newest first, and the cursor of the next page (none on the last). */
export async function listAudit(
  db: AppDatabase,
  businessId: string,
  options: { limit: number; cursor?: string },
): Promise<{ events: AuditEntry[]; nextCursor: string | null }> {
  const rows = await listAuditEventRows(db, businessId, options.limit + 1, decodeCursor(options.cursor));
  const page = rows.slice(0, options.limit);
  const last = page.at(-1);
  return {
    events: page.map((row) => ({
      at: row.at.toISOString(),
      actorUserId: row.actorUserId,
      actorName:
        row.actorFirstName === null ? null : `${row.actorFirstName} ${row.actorLastName ?? ''}`.trim(),
      action: row.action,
      subject: { type: row.subjectType, id: row.subjectId, patientId: row.patientId },
    })),
    nextCursor: rows.length > options.limit && last ? encodeCursor(last) : null,
  };
}
