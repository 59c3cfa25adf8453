import type { LazyRouteFunction, RouteObject } from 'react-router';
import type { PageId } from './route-table';

/**
 * One code chunk per page, fetched on the first visit to it. Aliases share the loader and so the
 * chunk. Feature pages import nothing from each other; they meet only here.
 */
export const PAGE_LOADERS: Record<PageId, LazyRouteFunction<RouteObject>> = {
  landing: () =>
    import('../features/marketing/landing-page').then((module) => ({ Component: module.LandingPage })),
  features: () =>
    import('../features/marketing/features-page').then((module) => ({ Component: module.FeaturesPage })),
  contact: () =>
    import('../features/marketing/contact-page').then((module) => ({ Component: module.ContactPage })),
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
  profile: () =>
    import('../features/profile/profile-page').then((module) => ({ Component: module.ProfilePage })),
  initialCompany: () =>
    import('../features/businesses/initial-company-page').then((module) => ({
      Component: module.InitialCompanyPage,
    })),
  mainMenu: () =>
    import('../features/businesses/main-menu-page').then((module) => ({ Component: module.MainMenuPage })),
  businessDetails: () =>
    import('../features/businesses/business-page').then((module) => ({ Component: module.BusinessPage })),
  editBusiness: () =>
    import('../features/businesses/edit-business-page').then((module) => ({
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
    import('../features/booking/booking-page').then((module) => ({ Component: module.BookingPage })),
  manageBooking: () =>
    import('../features/booking/manage-booking-page').then((module) => ({
      Component: module.ManageBookingPage,
    })),
  calendar: () =>
    import('../features/calendar/calendar-page').then((module) => ({ Component: module.CalendarPage })),
  waitingRoom: () =>
    import('../features/waiting-room/waiting-room-page').then((module) => ({
      Component: module.WaitingRoomPage,
    })),
  ordinationCalendar: () =>
    import('./pages/ordination-calendar-page').then((module) => ({
      Component: module.OrdinationCalendarPage,
    })),
  patientNew: () =>
    import('../features/patient-room/patient-new-page').then((module) => ({
      Component: module.PatientNewPage,
    })),
  patientRoom: () =>
    import('../features/patient-room/patient-room-page').then((module) => ({
      Component: module.PatientRoomPage,
    })),
  placeholder: () =>
    import('../components/coming-soon-page').then((module) => ({ Component: module.ComingSoonPage })),
};
