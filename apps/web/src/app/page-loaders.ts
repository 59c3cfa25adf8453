import type { PageId } from '@qtify/shared/app-routes/route-table';
import { INDUSTRIES } from '@qtify/shared/domain/industry';
import type { ComponentType } from 'react';
import { i18n } from '../lib/i18n';
import type { PlacePreload } from '../lib/place-brand';

/**
 * A page's chunk together with the catalogues it reads, fetched at the same time: one round trip
 * instead of two on a phone network, and the page does not flash its loader a second time while
 * `useTranslation` suspends for the catalogue after mounting.
 */
function withCatalogues<T>(chunk: Promise<T>, namespaces: string[]): Promise<T> {
  return Promise.all([chunk, i18n.loadNamespaces(namespaces)]).then(([module]) => module);
}

/**
 * The business form words its fields in the industry being chosen (`useTranslation([industry, …])`):
 * with every industry's catalogue in, choosing one does not suspend the form (React would swap it
 * for its loader mid-click).
 */
const EVERY_INDUSTRY = [...INDUSTRIES];

/**
 * One code chunk per page, fetched on the first visit to it. Aliases share the loader and so the
 * chunk. Feature pages import nothing from each other; they meet only here.
 */
export const PAGE_LOADERS: Record<PageId, () => Promise<{ Component: ComponentType }>> = {
  landing: () =>
    withCatalogues(import('../features/marketing/landing-page'), ['marketing']).then((module) => ({
      Component: module.LandingPage,
    })),
  features: () =>
    withCatalogues(import('../features/marketing/features-page'), ['marketing']).then((module) => ({
      Component: module.FeaturesPage,
    })),
  contact: () =>
    withCatalogues(import('../features/marketing/contact-page'), ['marketing']).then((module) => ({
      Component: module.ContactPage,
    })),
  login: () => import('../features/auth/login-page').then((module) => ({ Component: module.LoginPage })),
  signup: () => import('../features/auth/signup-page').then((module) => ({ Component: module.SignupPage })),
  forgotPassword: () =>
    import('../features/auth/forgot-password-page').then((module) => ({
      Component: module.ForgotPasswordPage,
    })),
  resetPassword: () =>
    import('../features/auth/reset-password-page').then((module) => ({
      Component: module.ResetPasswordPage,
    })),
  verifyEmail: () =>
    withCatalogues(import('../features/auth/verify-email-page'), ['account']).then((module) => ({
      Component: module.VerifyEmailPage,
    })),
  profile: () =>
    import('../features/profile/profile-page').then((module) => ({ Component: module.ProfilePage })),
  initialCompany: () =>
    withCatalogues(import('../features/businesses/initial-company-page'), EVERY_INDUSTRY).then((module) => ({
      Component: module.InitialCompanyPage,
    })),
  mainMenu: () =>
    withCatalogues(import('../features/businesses/main-menu-page'), EVERY_INDUSTRY).then((module) => ({
      Component: module.MainMenuPage,
    })),
  businessDetails: () =>
    import('../features/businesses/business-page').then((module) => ({ Component: module.BusinessPage })),
  editBusiness: () =>
    withCatalogues(import('../features/businesses/edit-business-page'), EVERY_INDUSTRY).then((module) => ({
      Component: module.EditBusinessPage,
    })),
  qrPrint: () =>
    import('../features/businesses/qr-print-page').then((module) => ({ Component: module.QrPrintPage })),
  doctors: () =>
    import('../features/doctors/doctors-page').then((module) => ({ Component: module.DoctorsPage })),
  appointmentTypes: () =>
    import('../features/appointment-types/appointment-types-page').then((module) => ({
      Component: module.AppointmentTypesPage,
    })),
  booking: () =>
    withCatalogues(import('../features/booking/booking-page'), ['booking']).then((module) => ({
      Component: module.BookingPage,
    })),
  manageBooking: () =>
    withCatalogues(import('../features/booking/manage-booking-page'), ['booking']).then((module) => ({
      Component: module.ManageBookingPage,
    })),
  waitingRoom: () =>
    withCatalogues(import('../features/waiting-room/waiting-room-page'), ['waitingRoom']).then((module) => ({
      Component: module.WaitingRoomPage,
    })),
  ordinationCalendar: () =>
    withCatalogues(import('./pages/ordination-calendar-page'), ['calendar', 'waitingRoom']).then(
      (module) => ({
        Component: module.OrdinationCalendarPage,
      }),
    ),
  patientNew: () =>
    withCatalogues(import('../features/patient-room/patient-new-page'), ['patientJoin']).then((module) => ({
      Component: module.PatientNewPage,
    })),
  lobbyDisplay: () =>
    withCatalogues(import('../features/lobby/display-page'), ['lobby']).then((module) => ({
      Component: module.DisplayPage,
    })),
  kiosk: () =>
    withCatalogues(import('../features/lobby/kiosk-page'), ['lobby']).then((module) => ({
      Component: module.KioskPage,
    })),
  patientRoom: () =>
    withCatalogues(import('../features/patient-room/patient-room-page'), ['patientRoom']).then((module) => ({
      Component: module.PatientRoomPage,
    })),
  startpage: () =>
    withCatalogues(import('./pages/start-page'), ['member', 'waitingRoom']).then((module) => ({
      Component: module.StartPage,
    })),
  team: () =>
    withCatalogues(import('../features/team/team-page'), ['member']).then((module) => ({
      Component: module.TeamPage,
    })),
  invitation: () =>
    withCatalogues(import('../features/auth/invitation-page'), ['account', 'member']).then((module) => ({
      Component: module.InvitationPage,
    })),
  workflows: () =>
    withCatalogues(import('../features/workflows/workflows-page'), ['waitingRoom']).then((module) => ({
      Component: module.WorkflowsPage,
    })),
  editWorkflow: () =>
    withCatalogues(import('../features/workflows/edit-workflow-page'), ['waitingRoom']).then((module) => ({
      Component: module.EditWorkflowPage,
    })),
  station: () =>
    withCatalogues(import('../features/workflows/station-page'), ['waitingRoom']).then((module) => ({
      Component: module.StationPage,
    })),
  timetable: () =>
    withCatalogues(import('../features/timetable/timetable-page'), ['member']).then((module) => ({
      Component: module.TimetablePage,
    })),
  editTimetable: () =>
    withCatalogues(import('./pages/edit-timetable-page'), ['member']).then((module) => ({
      Component: module.EditTimetablePage,
    })),
  feed: () =>
    withCatalogues(import('./pages/feed-page'), ['member', 'waitingRoom']).then((module) => ({
      Component: module.FeedPage,
    })),
  patients: () =>
    withCatalogues(import('../features/patients/patients-page'), ['member', 'prescriptions']).then(
      (module) => ({
        Component: module.PatientsPage,
      }),
    ),
  medis: () =>
    withCatalogues(import('./pages/medis-page'), ['prescriptions', 'member', 'waitingRoom']).then(
      (module) => ({
        Component: module.MedisPage,
      }),
    ),
  patientPortal: () =>
    withCatalogues(import('../features/patient-portal/patient-portal-page'), ['prescriptions']).then(
      (module) => ({ Component: module.PatientPortalPage }),
    ),
  waitStatistics: () =>
    withCatalogues(import('../features/waiting-room/wait-stats-page'), ['waitingRoom']).then((module) => ({
      Component: module.WaitStatsPage,
    })),
  shop: () =>
    withCatalogues(import('./pages/shop-page'), ['shops', 'catalogue']).then((module) => ({
      Component: module.ShopWithPricesPage,
    })),
  shopsDirectory: () =>
    withCatalogues(import('../features/shops/directory-page'), ['shops']).then((module) => ({
      Component: module.DirectoryPage,
    })),
  publicProducts: () =>
    withCatalogues(import('../features/catalogue/public-products-page'), ['catalogue']).then((module) => ({
      Component: module.PublicProductsPage,
    })),
  products: () =>
    withCatalogues(import('../features/catalogue/products-page'), ['catalogue', 'member']).then((module) => ({
      Component: module.ProductsPage,
    })),
  editProduct: () =>
    withCatalogues(import('../features/catalogue/edit-product-page'), ['catalogue', 'member']).then(
      (module) => ({
        Component: module.EditProductPage,
      }),
    ),
  placeholder: () =>
    import('../components/coming-soon-page').then((module) => ({ Component: module.ComingSoonPage })),
};

/**
 * A business's public pages fetch what they show before the first render (app/preload-page.ts).
 * Each in a chunk of its own with few imports, so its request goes out before the page's many
 * chunks, not after them.
 */
export const PLACE_PRELOADS: Partial<Record<PageId, () => Promise<{ preloadPlace: PlacePreload }>>> = {
  patientNew: () => import('../features/patient-room/preload-patient-new'),
  patientRoom: () => import('../features/patient-room/preload-patient-room'),
  booking: () => import('../features/booking/preload-booking'),
  manageBooking: () => import('../features/booking/preload-manage-booking'),
  shop: () => import('../features/shops/preload-shop'),
  publicProducts: () => import('../features/catalogue/preload-products'),
};

const readyPages = new Map<PageId, ComponentType>();

/**
 * Loads a page's code (PAGE_LOADERS) and keeps its component, so a render after it is in need not
 * suspend (React.lazy suspends on its first render even for a module already loaded): the page
 * loaded before the first render (app/preload-page.ts) replaces the server's first view directly.
 */
export function loadPage(page: PageId): Promise<{ Component: ComponentType }> {
  return PAGE_LOADERS[page]().then((module) => {
    readyPages.set(page, module.Component);
    return module;
  });
}

/** The page's component once loadPage has loaded it. */
export function readyPage(page: PageId): ComponentType | undefined {
  return readyPages.get(page);
}
