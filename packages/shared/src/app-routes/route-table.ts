/**
 * Every page of the product (SPEC.md §2) with its aliases and who may see it. Pure data: the web's
 * router (apps/web/src/app/router.tsx) turns it into routes, a unit test there checks it against the
 * spec's list, and the server answers paths that are not here with status 404 (is-app-path.ts) and
 * writes robots.txt from it.
 *
 * Guards:
 * - public: everyone, signed in or not (patients arrive by QR code or link without an account)
 * - guest: only when signed out (login, signup, forgotten password); signed-in visitors go to `/`
 * - protected: only when signed in; others go to `/login?redirect=<path>`
 *
 * `staff` screens work in the user's active business: without one, they ask to set it up first.
 */
export type Guard = 'public' | 'guest' | 'protected';

/**
 * The frame around a page for visitors and patients. `site`: Qtify's own top bar and footer (the
 * marketing pages, accounts). `business`: the page belongs to one business (registration, patient
 * room, booking), so it shows that business (name, colours, contact) and only a small "runs on
 * Qtify" line. Every public page of a business to come takes `business`. Staff signed in keep
 * their own frame on either.
 */
export type FrameKind = 'site' | 'business';

/** The page module a route renders. Screens of later releases use the placeholder. */
export type PageId =
  | 'landing'
  | 'features'
  | 'contact'
  | 'login'
  | 'signup'
  | 'forgotPassword'
  | 'resetPassword'
  | 'verifyEmail'
  | 'profile'
  | 'initialCompany'
  | 'mainMenu'
  | 'businessDetails'
  | 'editBusiness'
  | 'qrPrint'
  | 'doctors'
  | 'appointmentTypes'
  | 'booking'
  | 'manageBooking'
  | 'waitingRoom'
  | 'ordinationCalendar'
  | 'patientNew'
  | 'patientRoom'
  | 'startpage'
  | 'team'
  | 'invitation'
  | 'timetable'
  | 'editTimetable'
  | 'feed'
  | 'patients'
  | 'medis'
  | 'patientPortal'
  | 'lobbyDisplay'
  | 'kiosk'
  | 'workflows'
  | 'editWorkflow'
  | 'station'
  | 'waitStatistics'
  | 'shop'
  | 'shopsDirectory'
  | 'publicProducts'
  | 'products'
  | 'editProduct'
  | 'posStart'
  | 'posEmployee'
  | 'posCart'
  | 'posBill'
  | 'posRevenue'
  | 'placeholder';

export interface RouteSpec {
  /** Stable id; the page title is the translation key `routes.<id>`. */
  id: string;
  /** The first path is the canonical one, the others are aliases of the same page. */
  paths: readonly string[];
  guard: Guard;
  page: PageId;
  /** Set for screens of later releases, which show the placeholder page. */
  placeholder?: 'screen';
  /** Needs an active business (waiting room, calendar …). */
  staff?: boolean;
  /** Rendered without the signed-in frame (print views). */
  bare?: boolean;
  /** Reached by a personal link (a token in the path or the query): never indexed (robots.txt). */
  personal?: boolean;
  /** The visitors' frame; `site` when not set. */
  frame?: FrameKind;
  /** The whole screen, no frame for anyone (the lobby's TV and the entrance's tablet). */
  fullScreen?: boolean;
}

const screen = (id: string, guard: Guard, ...paths: string[]): RouteSpec => ({
  id,
  paths,
  guard,
  page: 'placeholder',
  placeholder: 'screen',
});

/** A later release's screen that works in the active business. */
export const ROUTES: readonly RouteSpec[] = [
  // The public site.
  { id: 'landing', paths: ['/'], guard: 'public', page: 'landing' },
  {
    id: 'features',
    paths: ['/landingPage/landingpageFunktionen', '/fktqtify'],
    guard: 'public',
    page: 'features',
  },
  { id: 'contact', paths: ['/landingPage/landingpageKontakt', '/ktqtify'], guard: 'public', page: 'contact' },

  // Accounts. The reset and verification links are public: someone signed in on this device must be
  // able to use them too.
  { id: 'login', paths: ['/login'], guard: 'guest', page: 'login' },
  { id: 'signup', paths: ['/signup'], guard: 'guest', page: 'signup' },
  { id: 'forgotPassword', paths: ['/forgot-password'], guard: 'guest', page: 'forgotPassword' },
  { id: 'resetPassword', paths: ['/reset-password'], guard: 'public', page: 'resetPassword', personal: true },
  { id: 'verifyEmail', paths: ['/verify-email'], guard: 'public', page: 'verifyEmail', personal: true },
  // An invitation to join a business's team: readable signed out, accepted once signed in.
  { id: 'invitation', paths: ['/invitation'], guard: 'public', page: 'invitation', personal: true },

  // Patients and guests: reached by QR code or link, with or without an account.
  {
    id: 'patientNew',
    paths: ['/waitingRoom/patientnew', '/wr23sdaf232'],
    guard: 'public',
    frame: 'business',
    page: 'patientNew',
  },
  // `/q/:token` is the short link of a place (the spec's "{token}" patient-room alias).
  {
    id: 'patientRoom',
    paths: ['/waitingRoom/patientRoom', '/q/:token'],
    guard: 'public',
    frame: 'business',
    page: 'patientRoom',
    personal: true,
  },
  {
    id: 'bookAppointment',
    paths: ['/bookingflow/bookAppointment', '/ro23omasfdas/b-a-bokdsfjsd'],
    guard: 'public',
    frame: 'business',
    page: 'booking',
  },
  {
    id: 'manageBooking',
    paths: ['/bookingflow/booking'],
    guard: 'public',
    frame: 'business',
    page: 'manageBooking',
    personal: true,
  },
  // A patient's repeat prescriptions by the personal link their practice gave them (issue 23);
  // without a token: the link this device used last, or the signed-in account's records.
  {
    id: 'patientPortal',
    paths: ['/patient-portal/:token?'],
    guard: 'public',
    page: 'patientPortal',
    personal: true,
  },
  // The waiting area's TV and the entrance's tablet, each opened by a revocable secret link.
  {
    id: 'lobbyDisplay',
    paths: ['/display/:token'],
    guard: 'public',
    page: 'lobbyDisplay',
    personal: true,
    fullScreen: true,
  },
  { id: 'kiosk', paths: ['/kiosk/:token'], guard: 'public', page: 'kiosk', personal: true, fullScreen: true },
  // The directory of businesses that chose to be listed (issue 22); `/shops` without an id is it too.
  { id: 'shopsFeed', paths: ['/shops/feed', '/shops'], guard: 'public', page: 'shopsDirectory' },
  // A business's own public page by its public id: anyone's, listed or not (it is their page).
  { id: 'shop', paths: ['/shops/:id'], guard: 'public', frame: 'business', page: 'shop' },
  // A business's public price list and one item of it (issue 22); the business comes in `?b=`.
  { id: 'products', paths: ['/products/:id?'], guard: 'public', frame: 'business', page: 'publicProducts' },

  // Staff and owners of a business.
  // The day at a glance, where staff land after login.
  { id: 'startpage', paths: ['/startpage'], guard: 'protected', page: 'startpage', staff: true },
  // Members, roles, invitations (owners and managers; others see a refusal).
  { id: 'team', paths: ['/team'], guard: 'protected', page: 'team', staff: true },
  // The notice board: the business's announcements (and, below them, the team's activity).
  { id: 'feed', paths: ['/feed'], guard: 'protected', page: 'feed', staff: true },
  // Repeat prescriptions (issue 23): medical practices only; other industries see the not-found page.
  { id: 'medis', paths: ['/medis'], guard: 'protected', page: 'medis', staff: true },
  {
    id: 'waitingRoom',
    paths: ['/waitingRoom/room', '/ro23omasfdas/asdflkjsdsd'],
    guard: 'protected',
    page: 'waitingRoom',
    staff: true,
  },
  // The waiting room's wait statistics (issue 21): not in SPEC.md §2's list, so a path beside the
  // waiting room's own. Owners and managers (team-policy.ts `queue.stats`); others see a refusal.
  {
    id: 'waitStatistics',
    paths: ['/waitingRoom/statistics'],
    guard: 'protected',
    page: 'waitStatistics',
    staff: true,
  },
  // The list of the user's businesses; each one's details (QR code, links) on its own page.
  {
    id: 'ordinationMainMenu',
    paths: ['/waitingRoom/ordinationMainMenu', '/ro23omasfdas'],
    guard: 'protected',
    page: 'mainMenu',
  },
  {
    id: 'businessDetails',
    paths: ['/waitingRoom/ordinationMainMenu/:businessId'],
    guard: 'protected',
    page: 'businessDetails',
  },
  {
    id: 'qrPrint',
    paths: ['/waitingRoom/qr-print/:businessId'],
    guard: 'protected',
    page: 'qrPrint',
    bare: true,
  },
  {
    id: 'ordination',
    paths: ['/waitingRoom/ordination'],
    guard: 'protected',
    page: 'waitingRoom',
    staff: true,
  },
  // `?id=` on the spec's path, the id as a segment on the alias; without one, the active business.
  {
    id: 'editOrdination',
    paths: ['/waitingRoom/EditOrdination', '/ro23omasfdas/tideidro/:id'],
    guard: 'protected',
    page: 'editBusiness',
  },
  {
    id: 'initialCompany',
    paths: ['/waitingRoom/InitialCompany', '/your-way/to-the-digital-q'],
    guard: 'protected',
    page: 'initialCompany',
  },
  {
    id: 'ordinationCalendar',
    paths: ['/waitingRoom/OrdinationCalendar', '/ro23omasfdas/app-calendar'],
    guard: 'protected',
    // The calendar beside the waiting room's queue (app/pages/ordination-calendar-page.tsx).
    page: 'ordinationCalendar',
    staff: true,
  },
  {
    id: 'manageDoctors',
    paths: ['/bookingflow/manageDoctors', '/ro23omasfdas/managedocter'],
    guard: 'protected',
    page: 'doctors',
    staff: true,
  },
  {
    id: 'manageAppointmentTypes',
    paths: ['/bookingflow/manageAppointmentTypes', '/ro23omasfdas/manage-appointment'],
    guard: 'protected',
    page: 'appointmentTypes',
    staff: true,
  },
  // `?patient=<id>` opens a record beside the list.
  {
    id: 'patientOverview',
    paths: ['/patients/patientOverview'],
    guard: 'protected',
    page: 'patients',
    staff: true,
  },
  { id: 'profile', paths: ['/profile/profile_index', '/user-profile'], guard: 'protected', page: 'profile' },
  { id: 'timetable', paths: ['/profile/timetable'], guard: 'protected', page: 'timetable', staff: true },
  {
    id: 'editTimetable',
    paths: ['/profile/editTimetable'],
    guard: 'protected',
    page: 'editTimetable',
    staff: true,
  },
  // The lines (visit workflows) of the business and one line's stages and stations (`?id=`; none: a new line).
  { id: 'workflow', paths: ['/profile/workflow'], guard: 'protected', page: 'workflows', staff: true },
  {
    id: 'editWorkflow',
    paths: ['/profile/workflow/editWorkflow'],
    guard: 'protected',
    page: 'editWorkflow',
    staff: true,
  },
  // The catalogue of services and goods (issue 22): the list or one item, and the form (`?id=`).
  {
    id: 'editProduct',
    paths: ['/profile/product/EditProduct'],
    guard: 'protected',
    page: 'editProduct',
    staff: true,
  },
  {
    id: 'profileProduct',
    paths: ['/profile/product/:id?'],
    guard: 'protected',
    page: 'products',
    staff: true,
  },
  // The counter (issue 22): start a bill, who served, the cart (`?bill=<id>` each), the prepared bill.
  { id: 'pos', paths: ['/pos'], guard: 'protected', page: 'posStart', staff: true },
  { id: 'posCart', paths: ['/pos/cart'], guard: 'protected', page: 'posCart', staff: true },
  {
    id: 'posChooseEmployee',
    paths: ['/pos/chooseEmployee'],
    guard: 'protected',
    page: 'posEmployee',
    staff: true,
  },
  // Revenue of the prepared bills, exports and the webhook (owners and managers; not in SPEC.md §2).
  { id: 'posRevenue', paths: ['/pos/revenue'], guard: 'protected', page: 'posRevenue', staff: true },
  // The station view of a line (`:id` the workflow; none: the lines to choose from).
  { id: 'posWorkflow', paths: ['/pos/workflow/:id?'], guard: 'protected', page: 'station', staff: true },
  { id: 'posItem', paths: ['/pos/:id'], guard: 'protected', page: 'posBill', staff: true },
];

/** The canonical path of a page of the table, for links and redirects that must not drift. */
export function canonicalPath(routeId: string): string {
  const path = ROUTES.find((spec) => spec.id === routeId)?.paths[0];
  if (!path) throw new Error(`Unknown route ${routeId}`);
  return path;
}
