import type { QueueOutcome, QueueStatus } from '@qtify/shared/domain/queue-status';
import { nextStatuses } from '@qtify/shared/domain/queue-transitions';
import type { StaffEntry } from '@qtify/shared/schemas/queue-schemas';

/**
 * Pure view rules of the staff waiting room: which badges an entry shows, which one-click status
 * buttons it offers, and the translation keys of its status. No React, no clock: `now` comes in.
 */

/** An entry counts as new this long after joining, as long as nobody has acted on it yet. */
export const NEW_ENTRY_MINUTES = 10;

export type Badge =
  | { kind: 'out'; since: string | null }
  | { kind: 'new' }
  | { kind: 'messageSent'; at: string | null }
  | { kind: 'source'; selfRegistered: boolean };

type BadgeFields = Pick<
  StaffEntry,
  | 'status'
  | 'out'
  | 'outSince'
  | 'createdAt'
  | 'messageSent'
  | 'messageSentAt'
  | 'selfRegistered'
  | 'appointmentId'
>;

/**
 * New = joined in the last minutes and still waiting untouched: not yet in treatment or done, not
 * yet notified (a self-registered patient not yet checked in, or one just added at the desk).
 */
export function isNewEntry(entry: BadgeFields, now: number): boolean {
  if (entry.status === 'inTreatment' || entry.status === 'done' || entry.messageSent) return false;
  const created = Date.parse(entry.createdAt);
  if (Number.isNaN(created)) return false;
  return now - created < NEW_ENTRY_MINUTES * 60_000;
}

/**
 * The badges of an entry, most urgent first: stepped out, new, notified, then how it came in. An
 * entry from an appointment shows the appointment line instead: whether the patient checked in on
 * the manage link, the QR page or at the desk says less than which appointment they came for.
 */
export function entryBadges(entry: BadgeFields, now: number): Badge[] {
  const badges: Badge[] = [];
  if (entry.out && entry.status !== 'done') badges.push({ kind: 'out', since: entry.outSince });
  if (isNewEntry(entry, now)) badges.push({ kind: 'new' });
  if (entry.messageSent) badges.push({ kind: 'messageSent', at: entry.messageSentAt });
  if (!entry.appointmentId) badges.push({ kind: 'source', selfRegistered: entry.selfRegistered });
  return badges;
}

/** One button of an entry: a status to move to (done always with how it ended). */
export interface StatusAction {
  status: QueueStatus;
  outcome?: QueueOutcome;
}

/**
 * The one-click buttons for an entry, from the shared transition rules: every allowed next status,
 * with `done` split into its outcomes (treated only once someone was actually served or is present).
 */
export function statusActions(status: QueueStatus): StatusAction[] {
  // Calling to a station (`called`) is the station view's (/pos/workflow), with the room to name.
  const next = nextStatuses(status).filter((candidate) => candidate !== 'called');
  // A waiting patient who did not come is a no-show (status noShow, can be put back); only
  // someone in treatment still ends as done with that outcome.
  const noShowStatus = next.includes('noShow');
  // A no-show goes back checked in ("put back"), not to not-here.
  const allowed = status === 'noShow' ? next.filter((to) => to === 'checkIn') : next;
  return allowed.flatMap((to): StatusAction[] =>
    to === 'done'
      ? [
          { status: 'done', outcome: 'treated' },
          { status: 'done', outcome: 'cancelled' },
          ...(noShowStatus ? [] : [{ status: 'done' as const, outcome: 'noShow' as const }]),
        ]
      : [{ status: to }],
  );
}

/** The translation key of a status (with the industry as i18next context). */
export function statusKey(status: QueueStatus): string {
  return `status.${status}`;
}

/**
 * The key of a button's label: the status to go to, or the outcome of finishing. Back from
 * treatment to checked in is worded as such ("back to waiting"), not as a new check-in.
 */
export function actionKey(from: QueueStatus, action: StatusAction): string {
  if (action.status === 'done') return `outcome.${action.outcome ?? 'treated'}`;
  if ((from === 'inTreatment' || from === 'called') && action.status === 'checkIn')
    return 'action.backToWaiting';
  if (from === 'noShow' && action.status === 'checkIn') return 'action.restore';
  return `action.${action.status}`;
}

/** What a finished entry shows: its outcome, or the status while it is open. */
export function stateKey(entry: Pick<StaffEntry, 'status' | 'outcome'>): string {
  return entry.status === 'done' ? `outcome.${entry.outcome ?? 'treated'}` : statusKey(entry.status);
}

/** The full name as written, for the list and the dialogs. */
export function fullName(patient: Pick<StaffEntry['patient'], 'firstName' | 'lastName'>): string {
  return [patient.firstName, patient.lastName].filter(Boolean).join(' ').trim();
}

/** The usual next step, shown as the main button: check in, call in, finish as treated. */
export function primaryAction(status: QueueStatus): StatusAction | null {
  switch (status) {
    case 'notHere':
      return { status: 'checkIn' };
    case 'checkIn':
    case 'called':
      return { status: 'inTreatment' };
    case 'inTreatment':
      return { status: 'done', outcome: 'treated' };
    default:
      return null;
  }
}

/**
 * The buttons of an entry split for the screen: the main step, the other statuses as one-click
 * buttons, and every way to finish (done with an outcome) for the "Finish" menu, treated included
 * even when the main step is "treated" too: someone in treatment is finished as treated there, and
 * a menu that lists only "cancelled" and "no-show" reads as if treated were impossible. `more` is
 * the menu of the compact card beside its main button, so without the main step.
 */
export function splitActions(status: QueueStatus) {
  const primary = primaryAction(status);
  const same = (a: StatusAction) => a.status === primary?.status && a.outcome === primary?.outcome;
  const all = statusActions(status);
  const ends = (action: StatusAction) => action.status === 'done' || action.status === 'noShow';
  const others = all.filter((action) => !ends(action) && !same(action));
  const finish = all.filter(ends);
  return { primary, others, finish, more: [...others, ...finish.filter((action) => !same(action))] };
}
