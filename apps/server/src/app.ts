import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import { serializerCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { DestinationStream } from 'pino';
import packageJson from '../package.json' with { type: 'json' };
import type { AppContext } from './app-context';
import { BackgroundTasks } from './background-tasks';
import { type Clock, systemClock } from './clock';
import type { Config } from './config';
import { openDatabase } from './db/client';
import type { Database } from './db/database';
import { migrate } from './db/migrate';
import { announcementsRoutes } from './features/announcements/announcements.routes';
import { appointmentTypesRoutes } from './features/appointment-types/appointment-types.routes';
import { publicAppointmentTypesRoutes } from './features/appointment-types/public-appointment-types.routes';
import { absenceAppointmentsRoutes } from './features/appointments/absence-appointments.routes';
import { appointmentSeriesRoutes } from './features/appointments/appointment-series.routes';
import { appointmentsRoutes } from './features/appointments/appointments.routes';
import { patientAppointmentsLink } from './features/appointments/patient-appointments-link';
import { auditRoutes } from './features/audit/audit.routes';
import { authFeature } from './features/auth/auth.feature';
import { billWebhookRoutes } from './features/bills/bill-webhook.routes';
import { billsRoutes } from './features/bills/bills.routes';
import { getBookingPage } from './features/booking/manage-booking';
import { publicBookingRoutes } from './features/booking/public-booking.routes';
import { businessRoutes } from './features/businesses/business.routes';
import { businessQrRoutes } from './features/businesses/business-qr.routes';
import { businessesFeature } from './features/businesses/businesses.feature';
import { businessesDeps } from './features/businesses/businesses-deps';
import { findPublicBusinessView } from './features/businesses/get-public-business';
import { productsRoutes } from './features/catalogue/products.routes';
import { publicProductsRoutes } from './features/catalogue/public-products.routes';
import { registerPublicWriteGuard } from './features/challenge/public-write-guard';
import { checkInRoutes } from './features/check-in/check-in.routes';
import { publicCheckInRoutes } from './features/check-in/public-check-in.routes';
import { doctorScheduleRoutes } from './features/doctors/doctor-schedule.routes';
import { doctorsRoutes } from './features/doctors/doctors.routes';
import { healthRoutes } from './features/health/health.routes';
import { languagesRoutes } from './features/languages/languages.routes';
import { findDeviceByToken } from './features/lobby/find-device';
import { lobbyDevicesRoutes } from './features/lobby/lobby-devices.routes';
import { publicLobbyRoutes } from './features/lobby/public-lobby.routes';
import { createMailer } from './features/mail/create-mailer';
import type { Mailer } from './features/mail/mailer';
import { myPatientDataRoutes } from './features/patient-data/my-patient-data.routes';
import { patientDataRoutes } from './features/patient-data/patient-data.routes';
import { patientDataPublicRoutes } from './features/patient-data/patient-data-public.routes';
import { patientErasureRequestsLink } from './features/patient-data/patient-erasure-requests-link';
import { patientsRoutes } from './features/patients/patients.routes';
import { patientPortalRoutes } from './features/prescriptions/patient-portal.routes';
import { patientPrescriptionsLink } from './features/prescriptions/patient-prescriptions-link';
import { prescriptionsRoutes } from './features/prescriptions/prescriptions.routes';
import { pushRoutes } from './features/push/push.routes';
import { createWebPushSender } from './features/push/web-push-sender';
import { patientVisitsLink } from './features/queue/patient-visits-link';
import { patientEntryNow } from './features/queue/poll-answer';
import { publicQueueRoutes } from './features/queue/public-queue.routes';
import { publicWaitRoutes } from './features/queue/public-wait.routes';
import { queueRoutes } from './features/queue/queue.routes';
import { queueDeps } from './features/queue/queue-deps';
import { queuePriorityRoutes } from './features/queue/queue-priority.routes';
import { queueStatsRoutes } from './features/queue/queue-stats.routes';
import { stationRoutes } from './features/queue/station.routes';
import { workflowLinesLink } from './features/queue/workflow-lines-link';
import { attachSocketServer } from './features/realtime/socket-server';
import { reminderRoutes } from './features/reminders/reminders.routes';
import { invitationTokenRoutes } from './features/team/invitation-token.routes';
import { invitationsRoutes } from './features/team/invitations.routes';
import { membersRoutes } from './features/team/members.routes';
import { timetableRoutes } from './features/timetable/timetable.routes';
import { waitlistRoutes } from './features/waitlist/waitlist.routes';
import { workflowsRoutes } from './features/workflows/workflows.routes';
import { PgBossJobQueue } from './job-queue';
import { type JobRunnerOptions, startJobs } from './jobs/start-jobs';
import { loggerOptions } from './logging/logger-options';
import { registerAuth } from './plugins/auth';
import { guardBusinessScope, registerBusinessScope } from './plugins/business-scope';
import { registerCompression } from './plugins/compression';
import { drainConnectionsOnClose } from './plugins/drain-connections';
import { answerFrameworkError, registerErrorHandler } from './plugins/error-handler';
import { registerOpenApi } from './plugins/openapi';
import { registerRateLimit } from './plugins/rate-limit';
import { registerSecurityHeaders } from './plugins/security-headers';
import { testRoutes } from './plugins/test-routes';
import { validatorCompiler } from './plugins/validator-compiler';
import { registerWebApp } from './plugins/web-app';
import { installRouteTable } from './route-table';

export type App = FastifyInstance<
  Server,
  IncomingMessage,
  ServerResponse,
  FastifyBaseLogger,
  ZodTypeProvider
>;

export interface AppDeps {
  /** A migrated database the caller owns and closes. Without it the app opens (and migrates) its own and closes it on app.close(). */
  database?: Database;
  /** Where log lines go instead of stdout (tests capture them). */
  logStream?: DestinationStream;
  /** The services' clock; tests pass one they can move. */
  clock?: Clock;
  /** Outgoing mail; by default built from the config (SMTP_URL, else DATA_DIR/outbox). */
  mailer?: Mailer;
  /** Run the timed jobs (src/jobs/, on pg-boss) while the app is up. main.ts asks for them; tests do not. */
  runJobs?: boolean;
  /** How the job runner runs (tests: no schedules, quick polling). */
  jobOptions?: JobRunnerOptions;
}

/** A hop count becomes proxy-addr's trust function (hop 0 is the socket's peer), as Fastify does at run time. */
function trustProxyOption(trust: Config['trustProxy']) {
  if (typeof trust === 'number') return (_address: string, hop: number) => hop < trust;
  return trust ?? false;
}

/** The whole HTTP app, not listening: main.ts listens, tests call app.inject(). */
export async function buildApp(config: Config, deps: AppDeps = {}): Promise<App> {
  const app = Fastify({
    logger: loggerOptions(config, deps.logStream),
    // JSON bodies of this API are small; large uploads would need their own route limit.
    bodyLimit: 1024 * 1024,
    trustProxy: trustProxyOption(config.trustProxy),
    // Router failures (broken escapes, over-long ids) answer the error shape too, not Fastify's own.
    frameworkErrors: answerFrameworkError,
  }).withTypeProvider<ZodTypeProvider>();

  let database = deps.database;
  if (!database) {
    const owned = await openDatabase(config, app.log);
    app.addHook('onClose', () => owned.close());
    await migrate(owned);
    database = owned;
  }
  database.setLogger?.(app.log);
  const mailer = deps.mailer ?? createMailer(config, app.log);
  app.addHook('onClose', async () => mailer.close());
  // Work started after an answer (a mail) must finish before the mailer and the database close.
  // Fastify runs a root instance's onClose hooks last-added first, so this one is added after theirs.
  const tasks = new BackgroundTasks(app.log);
  app.decorate('backgroundTasks', tasks);
  app.addHook('onClose', () => tasks.idle());
  const context: AppContext = {
    config,
    database,
    clock: deps.clock ?? systemClock,
    mailer,
    tasks,
    // socket.io on app.server (closed before the database); Web Push with the VAPID keys in app_settings.
    realtime: await attachSocketServer(app, {
      db: database.db,
      clock: deps.clock ?? systemClock,
      config,
      // A lobby display's link opens its place's display room (features/lobby).
      findDisplay: (token) => findDeviceByToken(database.db, 'display', token),
    }),
    push: createWebPushSender({ db: database.db, clock: deps.clock ?? systemClock, config, log: app.log }),
    jobs: new PgBossJobQueue(),
  };
  if (deps.runJobs) {
    // Stopped before the server closes, so a running job finishes while the database is open.
    const jobs = await startJobs(context, app.log, deps.jobOptions);
    app.addHook('preClose', () => jobs.stop());
  }

  // 1. Bookkeeping and the request/response contract: before anything registers a route.
  installRouteTable(app);
  guardBusinessScope(app);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  drainConnectionsOnClose(app);
  // 2. Cross-cutting plugins, in the order their hooks should run.
  registerSecurityHeaders(app, config);
  await registerCompression(app);
  await registerRateLimit(app);
  registerPublicWriteGuard(app, context);
  await registerOpenApi(app, packageJson.version);
  registerAuth(app, { db: database.db, clock: context.clock, config });
  // 3. Features.
  await app.register(healthRoutes, context);
  await app.register(languagesRoutes);
  await app.register(authFeature, context);
  await app.register(businessesFeature, context);
  await app.register(publicAppointmentTypesRoutes, context);
  await app.register(publicProductsRoutes, context);
  await app.register(publicBookingRoutes, context);
  await app.register(patientDataPublicRoutes, context);
  await app.register(myPatientDataRoutes, context);
  await app.register(reminderRoutes, context);
  await app.register(waitlistRoutes, context);
  await app.register(publicQueueRoutes, context);
  await app.register(publicWaitRoutes, context);
  await app.register(publicCheckInRoutes, context);
  await app.register(publicLobbyRoutes, context);
  await app.register(pushRoutes, context);
  await app.register(invitationTokenRoutes, context);
  await app.register(patientPortalRoutes, context);
  // Everything of one business: the scope checks the caller's membership before anything else.
  // Later features add their route plugins to this list (paths relative to /api/businesses/:businessId).
  await registerBusinessScope(app, context, [
    businessRoutes,
    businessQrRoutes,
    doctorsRoutes,
    doctorScheduleRoutes,
    appointmentTypesRoutes,
    appointmentsRoutes,
    absenceAppointmentsRoutes,
    appointmentSeriesRoutes,
    // Patients ask appointments and the waiting room through their port (patient-links.ts).
    patientsRoutes({
      appointments: patientAppointmentsLink,
      visits: patientVisitsLink,
      erasureRequests: patientErasureRequestsLink,
      prescriptions: patientPrescriptionsLink,
    }),
    // Erasure, the patient's own data and erasure requests (issue 20): above patients, booking and queue.
    patientDataRoutes,
    queueRoutes,
    // Tickets, priority, no-shows, broadcast (issue 21).
    queuePriorityRoutes,
    stationRoutes,
    // Visit workflows (issue 21): edits take turns with the queue through its port (lines-port.ts).
    workflowsRoutes(workflowLinesLink(context)),
    queueStatsRoutes,
    // Appointments arrive in the waiting room (issue 21): above booking, appointments and queue.
    checkInRoutes,
    // Lobby displays and kiosks (issue 21).
    lobbyDevicesRoutes,
    membersRoutes,
    invitationsRoutes,
    auditRoutes,
    timetableRoutes,
    announcementsRoutes,
    // Repeat prescriptions (issue 23, medical practices only): above patients.
    prescriptionsRoutes,
    // The catalogue (issue 22): above appointment types (a bookable service is one).
    productsRoutes,
    // Bills prepared at the counter and their webhook (issue 22): above the queue, appointments,
    // patients, team and the catalogue.
    billsRoutes,
    billWebhookRoutes,
  ]);
  if (config.testRoutes) await app.register(testRoutes, context);
  // 4. Last: the web app and the answer for everything no route matched.
  const businesses = businessesDeps(context);
  const queue = queueDeps(context);
  const bookings = { db: context.database.db, clock: context.clock, realtime: context.realtime };
  await registerWebApp(app, config, {
    place: (publicId) => findPublicBusinessView(businesses, publicId),
    entry: (token) => patientEntryNow(queue, token),
    booking: (token) => getBookingPage(bookings, token),
    now: () => context.clock.now(),
  });
  return app;
}
