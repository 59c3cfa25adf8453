import { BUSINESS_ROLES, type BusinessRole } from './business-roles';

/**
 * Everything a member may do in a business, each a name a business-scoped route declares
 * (`config: { action }`). The server refuses with 403 FORBIDDEN what `can` denies; the web hides it.
 */
export const ACTIONS = [
  'business.read',
  'business.update',
  'business.delete',
  'business.transfer',
  'doctors.read',
  'doctors.write',
  'hours.write',
  'absences.write',
  'types.read',
  'types.write',
  'calendar.read',
  'calendar.write',
  'queue.read',
  'queue.write',
  'queue.checkIn',
  'queue.prioritize',
  'queue.broadcast',
  'workflows.read',
  'workflows.write',
  'queue.stats',
  'patients.read',
  'patients.edit',
  'patients.merge',
  'patients.export',
  'patients.erase',
  'members.read',
  'members.write',
  'audit.read',
  'announcements.read',
  'announcements.write',
  'prescriptions.read',
  'prescriptions.handle',
  'prescriptions.prescribe',
  'prescriptions.settings',
  'lobby.read',
  'lobby.write',
  'catalogue.read',
  'catalogue.write',
  'membership.leave',
] as const;

export type Action = (typeof ACTIONS)[number];

const ALL = BUSINESS_ROLES;
const MANAGERS = ['owner', 'manager'] as const;
const DESK = ['owner', 'manager', 'reception'] as const;

/**
 * The table of docs/roles.md (a test keeps the two equal). A practice of six: the desk runs the
 * queue, the calendar and the patients' records and notes a colleague's sick day; practitioners
 * run the queue and book follow-ups but do not edit records, hours or the team; managers set the
 * practice up and run the team below them; deleting the practice and handing it over is the owner's.
 */
export const TEAM_POLICY: Record<Action, readonly BusinessRole[]> = {
  'business.read': ALL,
  'business.update': MANAGERS,
  'business.delete': ['owner'],
  'business.transfer': ['owner'],
  'doctors.read': ALL,
  'doctors.write': MANAGERS,
  'hours.write': MANAGERS,
  'absences.write': DESK,
  'types.read': ALL,
  'types.write': MANAGERS,
  'calendar.read': ALL,
  'calendar.write': ALL,
  'queue.read': ALL,
  'queue.write': ALL,
  // Whoever meets the patient at the door or in the calendar puts their appointment in the line.
  'queue.checkIn': ALL,
  // Whoever treats or receives decides who is urgent, and reorders the line (issue 21).
  'queue.prioritize': ALL,
  // A message to every waiting phone speaks for the practice: the desk's, like announcements.
  'queue.broadcast': DESK,
  // Everyone works the lines; how a visit runs (stages, rooms) is set up by the managers.
  'workflows.read': ALL,
  'workflows.write': MANAGERS,
  // How long patients wait and how long each doctor takes: figures for running the practice, and
  // about colleagues' work; the managers', like the audit log. Exports are audited.
  'queue.stats': MANAGERS,
  // A practitioner linked to a doctor reads only that doctor's patients (list-patients.ts).
  'patients.read': ALL,
  'patients.edit': DESK,
  // The desk meets the duplicates (a walk-in and a booking of one person) and cleans them up.
  'patients.merge': DESK,
  // A file of every patient leaves the system's protection: the managers', and it is audited.
  'patients.export': MANAGERS,
  'patients.erase': MANAGERS,
  'members.read': MANAGERS,
  'members.write': MANAGERS,
  'audit.read': MANAGERS,
  'announcements.read': ALL,
  // The desk posts "closed on Friday" or "30 minutes late today" as well as the managers.
  'announcements.write': DESK,
  // Repeat prescriptions (medical practices only, issue 23). Everyone sees the inbox; the desk and
  // the doctors make requests ready, hand them out and give patients their link; approving,
  // declining and the long-term medication list are a doctor's decision (the owner's or a
  // practitioner's); the cut-off and the limits are the managers' settings.
  'prescriptions.read': ALL,
  'prescriptions.handle': ALL,
  'prescriptions.prescribe': ['owner', 'practitioner'],
  'prescriptions.settings': MANAGERS,
  // A display's or kiosk's link opens the waiting room's board or its door: the desk sets them up.
  'lobby.read': DESK,
  'lobby.write': DESK,
  // Everyone sees the price list (the counter bills from it); prices are set by the managers.
  'catalogue.read': ALL,
  'catalogue.write': MANAGERS,
  'membership.leave': ALL,
};

/** Whether a member with this role may do this in their business. */
export function can(role: BusinessRole, action: Action): boolean {
  return TEAM_POLICY[action].includes(role);
}

const RANK: Record<BusinessRole, number> = { owner: 3, manager: 2, reception: 1, practitioner: 1 };

/**
 * Whether `actor` may invite someone as, change someone from or to, or remove someone with
 * `role`: only roles below their own (an owner appoints managers; a manager, the desk and the
 * practitioners). Ownership itself only moves by transfer.
 */
export function canManageRole(actor: BusinessRole, role: BusinessRole): boolean {
  return role !== 'owner' && can(actor, 'members.write') && RANK[role] < RANK[actor];
}

/**
 * Whose appointments a calendar request shows: a practitioner linked to a doctor sees that
 * doctor's day only, whatever they ask for; everyone else sees what they ask for (all, or one).
 */
export function calendarDoctorFilter(
  role: BusinessRole,
  linkedDoctorId: string | null | undefined,
  requested: string | undefined,
): string | undefined {
  return role === 'practitioner' && linkedDoctorId ? linkedDoctorId : requested;
}
