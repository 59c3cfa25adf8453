/** One write of a member, as the audit log keeps it: ids and names of actions, no personal data. */
export interface AuditEvent {
  businessId: string;
  actorUserId: string | null;
  /** `<area>.<verb>`, e.g. `doctors.create`, `queue.notify`, `members.remove`. */
  action: string;
  /** What was written, e.g. `doctors`, `queue`, `members`. */
  subjectType: string;
  subjectId: string | null;
  /** The patient the write concerned, when there is one (kept only while the patient exists). */
  patientId?: string | null;
}
