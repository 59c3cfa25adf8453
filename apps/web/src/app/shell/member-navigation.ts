import { ROUTES } from '@qtify/shared/app-routes/route-table';
import type { CurrentUser } from '../../lib/queries/current-user';
import { mayInActiveBusiness } from '../../lib/use-active-role';

export type NavItemId =
  | 'setup'
  | 'start'
  | 'feed'
  | 'waitingRoom'
  | 'calendar'
  | 'medis'
  | 'doctors'
  | 'appointmentTypes'
  | 'catalogue'
  | 'timetable'
  | 'workflows'
  | 'settings'
  | 'team'
  | 'profile';

export interface NavItem {
  id: NavItemId;
  /** Key in the industry namespace or `common`; read with the industry as context ("Tische"). */
  labelKey: string;
  /** Canonical path to link to. */
  to: string;
  /** All paths (aliases included) that count as this entry being active. */
  paths: readonly string[];
}

export interface NavGroup {
  /** Key in the industry namespace ("Clinic" for practices), or null for ungrouped entries. */
  labelKey: string | null;
  items: NavItem[];
}

export interface MemberNavigation {
  /** The business name, or a key of the industry namespace when there is no name to show. */
  title: { text: string } | { key: string };
  /** Industry key of the subtitle ("Clinic Management"), only for users with a shop. */
  subtitleKey: string | null;
  groups: NavGroup[];
}

function item(id: NavItemId, labelKey: string, routeId: string): NavItem {
  const route = ROUTES.find((spec) => spec.id === routeId);
  if (!route?.paths[0]) throw new Error(`Unknown route ${routeId}`);
  // A trailing optional parameter (`/profile/product/:id?`) is left out: the entry opens the list.
  return { id, labelKey, to: route.paths[0].replace(/\/:\w+\?$/, ''), paths: route.paths };
}

/**
 * The side navigation (desktop) and bottom menu (phone) of a signed-in user, spec §2 and §6:
 * a practice user (with a company) gets the group "Clinic" with the start page, the waiting room, the calendar,
 * doctors, appointment types, the timetable, the notice board and settings (and the team, for owners and managers), plus Profile; while the business cannot take bookings
 * yet, "Setup" comes first. An account without a business that signed up on the site (not a
 * temporary patient account) gets the setup, not the patient menu; a patient gets Waiting room and
 * Profile.
 */
export function buildMemberNavigation(
  user: Pick<CurrentUser, 'company' | 'shop' | 'temporary'> & Partial<Pick<CurrentUser, 'memberships'>>,
  /** Spec §7: when the shop lookup (`GET /api/company/shop/:id`) fails, the name shown is Patient. */
  shopLookupFailed = false,
  /** A patient whose place (and so its industry) is known: titled with its word ("Gast"). */
  patientAtPlace = false,
  /** The active business cannot take bookings yet (setup-progress.ts). */
  setupUnfinished = false,
): MemberNavigation {
  const profile = item('profile', 'nav.profile', 'profile');
  const setup = item('setup', 'nav.setup', 'initialCompany');
  const name = user.company?.name?.trim() || user.shop?.name?.trim();
  const staff = Boolean(user.shop || user.company);
  // Signed up on the site and not at a patient's place: a business owner before their first setup.
  const owner = staff || (!user.temporary && !patientAtPlace);
  const title =
    name && !shopLookupFailed
      ? { text: name }
      : owner && !shopLookupFailed
        ? { key: 'shell.defaultName' }
        : // Spec: a user without a shop sees the word Patient; at a known place, that industry's
          // word for them (the industry namespace's "Gast" at a restaurant).
          { key: !staff && patientAtPlace ? 'shell.patientWord' : 'shell.patient' };
  const subtitleKey = user.shop ? 'shell.managementSubtitle' : null;

  if (user.company) {
    return {
      title,
      subtitleKey,
      groups: [
        {
          labelKey: 'shell.businessName',
          items: [
            ...(setupUnfinished ? [setup] : []),
            item('start', 'nav.start', 'startpage'),
            item('waitingRoom', 'nav.waitingRoom', 'waitingRoom'),
            item('calendar', 'nav.calendar', 'ordinationCalendar'),
            // Repeat prescriptions exist for medical practices only (issue 23).
            ...(user.shop?.industry.theme === 'medical' ? [item('medis', 'nav.medis', 'medis')] : []),
            item('doctors', 'nav.doctors', 'manageDoctors'),
            item('appointmentTypes', 'nav.appointmentTypes', 'manageAppointmentTypes'),
            // Services and goods with their prices (issue 22).
            item('catalogue', 'nav.catalogue', 'profileProduct'),
            item('timetable', 'nav.timetable', 'timetable'),
            // The lines (visit workflows) and their station views.
            item('workflows', 'nav.workflows', 'workflow'),
            item('feed', 'nav.feed', 'feed'),
            item('settings', 'nav.settings', 'ordinationMainMenu'),
            // Only for those who may see the team (team-policy.ts 'members.read').
            ...(mayInActiveBusiness(
              { company: user.company, memberships: user.memberships ?? [] },
              'members.read',
            )
              ? [item('team', 'nav.team', 'team')]
              : []),
          ],
        },
        { labelKey: null, items: [profile] },
      ],
    };
  }
  if (owner) return { title, subtitleKey, groups: [{ labelKey: null, items: [setup, profile] }] };
  return {
    title,
    subtitleKey,
    groups: [{ labelKey: null, items: [item('waitingRoom', 'nav.waitingRoom', 'patientRoom'), profile] }],
  };
}
