import { isAppPath } from '@qtify/shared/app-routes/is-app-path';
import { LEGACY_REDIRECTS } from '@qtify/shared/app-routes/legacy-redirects';
import { ROUTES } from '@qtify/shared/app-routes/route-table';
import { matchRoutes, type RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';

// The same shape the router builds, without the page modules: path → route id or redirect.
const routes: RouteObject[] = [
  ...ROUTES.flatMap((spec) => spec.paths.map((path) => ({ path, id: `${spec.id}@${path}` }))),
  ...LEGACY_REDIRECTS.map(({ from, to }) => ({ path: from, id: `redirect→${to}` })),
];

function resolve(pathname: string): string | undefined {
  const id = matchRoutes(routes, pathname)?.at(-1)?.route.id;
  return id?.split('@')[0];
}

describe('route table', () => {
  it('resolves every route name of SPEC.md §2', () => {
    const specRoutes = [
      '/feed',
      '/login',
      '/medis',
      '/pos',
      '/reset-password',
      '/signup',
      '/startpage',
      '/',
      '/bookingflow/bookAppointment',
      '/bookingflow/manageAppointmentTypes',
      '/bookingflow/manageDoctors',
      '/landingPage/landingpageFunktionen',
      '/landingPage/landingpageKontakt',
      '/patients/patientOverview',
      '/pos/cart',
      '/pos/chooseEmployee',
      '/pos/workflow',
      '/pos/workflow/7',
      '/pos/7',
      '/profile/editTimetable',
      '/profile/profile_index',
      '/profile/timetable',
      '/profile/workflow',
      '/profile/workflow/editWorkflow',
      '/profile/product/EditProduct',
      '/profile/product',
      '/profile/product/7',
      '/products',
      '/products/7',
      '/shops/feed',
      '/shops',
      '/shops/7',
      '/waitingRoom/EditOrdination',
      '/waitingRoom/InitialCompany',
      '/waitingRoom/ordination',
      '/waitingRoom/OrdinationCalendar',
      '/waitingRoom/ordinationMainMenu',
      '/waitingRoom/patientnew',
      '/waitingRoom/patientRoom',
      '/waitingRoom/room',
      '/forgot-password',
    ];
    for (const path of specRoutes) expect(resolve(path), path).toBeDefined();
  });

  it('sends each alias of the spec to the same page as its canonical route', () => {
    const aliases: [string, string][] = [
      ['/wr23sdaf232', '/waitingRoom/patientnew'],
      ['/your-way/to-the-digital-q', '/waitingRoom/InitialCompany'],
      ['/ro23omasfdas', '/waitingRoom/ordinationMainMenu'],
      ['/ro23omasfdas/asdflkjsdsd', '/waitingRoom/room'],
      ['/ro23omasfdas/tideidro/abc', '/waitingRoom/EditOrdination'],
      ['/ro23omasfdas/b-a-bokdsfjsd', '/bookingflow/bookAppointment'],
      ['/ro23omasfdas/managedocter', '/bookingflow/manageDoctors'],
      ['/ro23omasfdas/manage-appointment', '/bookingflow/manageAppointmentTypes'],
      ['/ro23omasfdas/app-calendar', '/waitingRoom/OrdinationCalendar'],
      ['/fktqtify', '/landingPage/landingpageFunktionen'],
      ['/ktqtify', '/landingPage/landingpageKontakt'],
      ['/user-profile', '/profile/profile_index'],
    ];
    for (const [alias, canonical] of aliases) {
      expect(resolve(alias), alias).toBe(resolve(canonical));
    }
  });

  it('prefers fixed segments over ids', () => {
    expect(resolve('/pos/cart')).toBe('posCart');
    expect(resolve('/shops/feed')).toBe('shopsFeed');
    expect(resolve('/profile/product/EditProduct')).toBe('editProduct');
  });

  it('forwards the legacy addresses', () => {
    expect(resolve('/signup_old')).toBe('redirect→/signup');
    expect(resolve('/profile/index_old')).toBe('redirect→/profile/profile_index');
    expect(resolve('/resetPassword')).toBe('redirect→/reset-password');
  });

  it('leaves unknown paths to the not-found page', () => {
    expect(resolve('/nope')).toBeUndefined();
    expect(resolve('/waitingRoom/unknown')).toBeUndefined();
  });

  it('guards staff screens and keeps patient and public pages open', () => {
    const guardOf = (id: string) => ROUTES.find((spec) => spec.id === id)?.guard;
    expect(guardOf('waitingRoom')).toBe('protected');
    expect(guardOf('manageDoctors')).toBe('protected');
    expect(guardOf('profile')).toBe('protected');
    expect(guardOf('patientNew')).toBe('public');
    expect(guardOf('bookAppointment')).toBe('public');
    // The link of the booking confirmation e-mail (view or cancel) works without an account.
    expect(resolve('/bookingflow/booking')).toBe('manageBooking');
    expect(guardOf('manageBooking')).toBe('public');
    expect(guardOf('landing')).toBe('public');
    expect(guardOf('login')).toBe('guest');
    expect(guardOf('signup')).toBe('guest');
    expect(guardOf('forgotPassword')).toBe('guest');
    // A reset link must work for someone who is still signed in on this device.
    expect(guardOf('resetPassword')).toBe('public');
  });

  it('renders the account pages, not the placeholder', () => {
    const pageOf = (id: string) => ROUTES.find((spec) => spec.id === id)?.page;
    expect(['login', 'signup', 'forgotPassword', 'resetPassword', 'profile'].map(pageOf)).toEqual([
      'login',
      'signup',
      'forgotPassword',
      'resetPassword',
      'profile',
    ]);
  });

  it('renders the business screens, the print view without the frame, and asks staff screens for a business', () => {
    const spec = (id: string) => ROUTES.find((route) => route.id === id);
    expect(resolve('/waitingRoom/ordinationMainMenu/b-1')).toBe('businessDetails');
    expect(resolve('/waitingRoom/qr-print/b-1')).toBe('qrPrint');
    expect(spec('qrPrint')?.bare).toBe(true);
    expect(
      ['initialCompany', 'ordinationMainMenu', 'editOrdination'].map((id) => spec(id)?.placeholder),
    ).toEqual([undefined, undefined, undefined]);
    const staff = ROUTES.filter((route) => route.staff).map((route) => route.id);
    expect(staff).toEqual(expect.arrayContaining(['waitingRoom', 'manageDoctors', 'ordinationCalendar']));
    // Setting a business up and listing them must work without one.
    expect(staff).not.toContain('initialCompany');
    expect(staff).not.toContain('ordinationMainMenu');
    expect(ROUTES.filter((route) => route.staff).every((route) => route.guard === 'protected')).toBe(true);
  });

  it('renders the doctors and appointment-type screens, in the active business', () => {
    const spec = (id: string) => ROUTES.find((route) => route.id === id);
    expect(spec('manageDoctors')).toMatchObject({ page: 'doctors', staff: true, guard: 'protected' });
    expect(spec('manageAppointmentTypes')).toMatchObject({
      page: 'appointmentTypes',
      staff: true,
      guard: 'protected',
    });
    expect(spec('manageDoctors')?.placeholder).toBeUndefined();
    expect(spec('manageAppointmentTypes')?.placeholder).toBeUndefined();
  });

  it('has unique ids and paths', () => {
    const ids = ROUTES.map((spec) => spec.id);
    const paths = ROUTES.flatMap((spec) => spec.paths);
    expect(new Set(ids).size).toBe(ids.length);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('agrees with the server about which paths are pages (the server answers the others 404)', () => {
    const samples = [
      ...ROUTES.flatMap((spec) => spec.paths).map((path) => path.replace(/:\w+\??/g, 'x1')),
      '/shops',
      '/WaitingRoom/Room',
      '/waitingRoom/room/',
      '/q',
      '/q/a/b',
      '/nope',
      '/pos/1/2',
      '/bookingflow',
    ];
    for (const path of samples) expect(isAppPath(path), path).toBe(resolve(path) !== undefined);
  });
});
