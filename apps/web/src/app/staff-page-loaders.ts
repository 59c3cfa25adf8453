import { INDUSTRIES } from '@qtify/shared/domain/industry';
import type { ComponentType } from 'react';
import type { StaffPageId } from './page-loaders';
import { withCatalogues } from './with-catalogues';

/**
 * The business form words its fields in the industry being chosen (`useTranslation([industry, …])`):
 * with every industry's catalogue in, choosing one does not suspend the form (React would swap it
 * for its loader mid-click).
 */
const EVERY_INDUSTRY = [...INDUSTRIES];

/**
 * The signed-in staff pages' loaders (page-loaders.ts keeps the public ones): fetched with the first
 * staff page, so a patient's first visit carries none of them.
 */
export const STAFF_PAGE_LOADERS: Record<StaffPageId, () => Promise<{ Component: ComponentType }>> = {
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
  startpage: () =>
    withCatalogues(import('./pages/start-page'), ['member', 'waitingRoom']).then((module) => ({
      Component: module.StartPage,
    })),
  team: () =>
    withCatalogues(import('../features/team/team-page'), ['member']).then((module) => ({
      Component: module.TeamPage,
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
  waitStatistics: () =>
    withCatalogues(import('../features/waiting-room/wait-stats-page'), ['waitingRoom']).then((module) => ({
      Component: module.WaitStatsPage,
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
};
