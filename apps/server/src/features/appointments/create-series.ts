import { randomUUID } from 'node:crypto';
import type { Appointment } from '@qtify/shared/schemas/booking-schemas';
import type { SeriesBody } from '@qtify/shared/schemas/series-schemas';
import { AppError } from '../../errors/app-error';
import { newOpaqueToken } from '../auth/opaque-token';
import type { Membership } from '../memberships/membership';
import { reserveSlot } from '../scheduling/reserve-slot';
import type { AppointmentsDeps } from './appointments-deps';
import { planSeries } from './plan-series';
import { presentAppointments } from './present-appointments';
import { findSeriesConflicts, type PlannedInstance } from './series-checks';
import { assertStaffBooking, staffBookingPatient } from './staff-patient';

/** An instance staff chose conflicts now (it did not in their preview): nothing of the series is saved. */
const seriesConflict = (instance: PlannedInstance, reason: string) =>
  new AppError(409, 'SERIES_CONFLICT', `Instance ${instance.index} of the series conflicts (${reason})`, {
    fields: { [`instances.${instance.index}`]: reason, start: instance.start.toISOString() },
  });

const nothingChosen = () =>
  new AppError(400, 'VALIDATION', 'No instance of the series is chosen', { fields: { skip: 'tooLarge' } });

/**
 * POST …/appointments/series: books the chosen instances of a weekly series, each an ordinary
 * appointment (moved or cancelled on its own) carrying its place in the series, each through
 * reserveSlot, in one transaction: a conflict that appeared since the preview is 409
 * SERIES_CONFLICT naming the instance, and then nothing is created. Each instance has its own
 * manage link; the tokens come back for the one confirmation mail (send-series-mail.ts).
 */
export async function createSeries(
  deps: AppointmentsDeps,
  membership: Membership,
  body: SeriesBody,
): Promise<{ seriesId: string; appointments: Appointment[]; manageTokens: string[]; email: string | null }> {
  const { businessId } = membership;
  assertStaffBooking(body);
  const now = deps.clock.now();
  const seriesId = randomUUID();
  const result = await deps.db.transaction(async (tx) => {
    const { type, instances } = await planSeries(tx, businessId, body);
    const chosen = instances.filter((instance) => !body.skip.includes(instance.index));
    if (chosen.length === 0) throw nothingChosen();
    const conflicts = await findSeriesConflicts(tx, {
      businessId,
      doctorId: body.doctorId,
      instances: chosen,
      now,
    });
    const first = chosen.find((instance) => conflicts.has(instance.index));
    if (first) throw seriesConflict(first, conflicts.get(first.index) as string);
    const patient = await staffBookingPatient(tx, businessId, body, now);
    const rows = [];
    const manageTokens: string[] = [];
    for (const [position, instance] of chosen.entries()) {
      const manage = newOpaqueToken();
      manageTokens.push(manage.token);
      const request = {
        businessId,
        doctorIds: [body.doctorId],
        start: instance.start,
        durationMinutes: type.durationMinutes,
        partySize: body.partySize,
        now,
        // Staff chose these dates from the preview (series-checks.ts lists its conflicts): no second
        // availability question per instance (issue 18 part B's warning covers single bookings).
        rule: { kind: 'free' as const, availability: 'keep' as const },
      };
      const details = {
        patientId: patient.id,
        typeId: type.id,
        title: type.title,
        note: body.note ?? null,
        manageTokenHash: manage.tokenHash,
        changedBy: membership.userId,
        seriesId,
        seriesIndex: position + 1,
        seriesTotal: chosen.length,
      };
      try {
        rows.push(await reserveSlot(tx, request, { create: async () => details }));
      } catch (error) {
        if (error instanceof AppError && error.code === 'SLOT_TAKEN')
          throw seriesConflict(instance, 'slotTaken');
        throw error;
      }
    }
    const appointments = await presentAppointments(tx, businessId, rows);
    return { seriesId, appointments, manageTokens, email: body.email ?? null };
  });
  deps.realtime.appointmentsChanged(businessId);
  return result;
}
