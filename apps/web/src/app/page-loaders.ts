import type { PageId } from '@qtify/shared/app-routes/route-table';
import type { ComponentType } from 'react';
import type { PlacePreload } from '../lib/place-brand';
import { withCatalogues } from './with-catalogues';

type PageLoader = () => Promise<{ Component: ComponentType }>;

/**
 * One code chunk per page, fetched on the first visit to it. Aliases share the loader and so the
 * chunk. Feature pages import nothing from each other; they meet only here. The signed-in staff
 * pages' loaders are a chunk of their own (staff-page-loaders.ts): their import() calls would
 * cost every patient's first visit about 1 KB gzip of chunk names.
 */
const PUBLIC_PAGE_LOADERS = {
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
  booking: () =>
    withCatalogues(import('../features/booking/booking-page'), ['booking']).then((module) => ({
      Component: module.BookingPage,
    })),
  manageBooking: () =>
    withCatalogues(import('../features/booking/manage-booking-page'), ['booking']).then((module) => ({
      Component: module.ManageBookingPage,
    })),
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
  invitation: () =>
    withCatalogues(import('../features/auth/invitation-page'), ['account', 'member']).then((module) => ({
      Component: module.InvitationPage,
    })),
  patientPortal: () =>
    withCatalogues(import('../features/patient-portal/patient-portal-page'), ['prescriptions']).then(
      (module) => ({ Component: module.PatientPortalPage }),
    ),
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
  placeholder: () =>
    import('../components/coming-soon-page').then((module) => ({ Component: module.ComingSoonPage })),
} satisfies Partial<Record<PageId, PageLoader>>;

/** The pages whose loaders are in staff-page-loaders.ts. */
export type StaffPageId = Exclude<PageId, keyof typeof PUBLIC_PAGE_LOADERS>;

const isPublicPage = (page: PageId): page is keyof typeof PUBLIC_PAGE_LOADERS =>
  Object.hasOwn(PUBLIC_PAGE_LOADERS, page);

/** A page's loader: a public page's at once, a staff page's once their loaders' chunk is in. */
function pageLoader(page: PageId): ReturnType<PageLoader> {
  if (isPublicPage(page)) return PUBLIC_PAGE_LOADERS[page]();
  return import('./staff-page-loaders').then(({ STAFF_PAGE_LOADERS }) => STAFF_PAGE_LOADERS[page]());
}

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
 * Loads a page's code (its loader) and keeps its component, so a render after it is in need not
 * suspend (React.lazy suspends on its first render even for a module already loaded): the page
 * loaded before the first render (app/preload-page.ts) replaces the server's first view directly.
 */
export function loadPage(page: PageId): Promise<{ Component: ComponentType }> {
  return pageLoader(page).then((module) => {
    readyPages.set(page, module.Component);
    return module;
  });
}

/** The page's component once loadPage has loaded it. */
export function readyPage(page: PageId): ComponentType | undefined {
  return readyPages.get(page);
}
