import type { AuditEntry } from '../../lib/queries/audit';

/** The screen an audit area belongs to: its title (worded per industry) names what was changed. */
const AREA_SCREENS: Record<string, string> = {
  business: 'editBusiness',
  doctors: 'doctors',
  hours: 'timetable',
  absences: 'doctors',
  types: 'appointmentTypes',
  calendar: 'ordinationCalendar',
  queue: 'waitingRoom',
  patients: 'patientOverview',
  members: 'team',
  membership: 'team',
  announcements: 'feed',
  lobby: 'waitingRoom',
};

/** Actions named on their own in the catalogue (`feed.activity.actions.*`); others by their verb. */
const NAMED_ACTIONS = new Set([
  'business.transfer',
  'hours.copyWeek',
  'queue.notify',
  'queue.noShow',
  'queue.removeMany',
  'calendar.cancelMany',
  'calendar.acceptContact',
  'calendar.createSeries',
  'members.invite',
  'members.remove',
  'members.revokeInvitation',
  'members.leave',
  'members.join',
  'patients.erase',
]);

/**
 * The keys that name an audit event: the screen it happened on (`routes.<screen>`) and what was
 * done (`feed.activity.actions.<action>` or `feed.activity.verbs.<create|update|delete>`).
 */
export function activityLabelKeys(event: Pick<AuditEntry, 'action'>): { area: string | null; what: string } {
  const [area = '', verb = ''] = event.action.split('.');
  const screen = AREA_SCREENS[area];
  const what = NAMED_ACTIONS.has(event.action)
    ? `feed.activity.actions.${event.action.replace('.', '_')}`
    : ['create', 'update', 'delete'].includes(verb)
      ? `feed.activity.verbs.${verb}`
      : 'feed.activity.verbs.update';
  return { area: screen ? `routes.${screen}` : null, what };
}
