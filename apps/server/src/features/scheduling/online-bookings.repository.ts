import { and, eq, gte, lt, ne, sql } from 'drizzle-orm';
import type { AppDatabase } from '../../db/database';
import { appointments } from '../../db/schema/appointments';

/**
 * The starts (epoch ms) of the business's open online bookings starting in [from, to), of one
 * type when `typeId` is given, leaving out the appointment being moved: what maxPerDay counts.
 * One row as text, like the busy times (a row per booking costs more than finding it on PGlite).
 */
export async function listOnlineBookingStarts(
  db: AppDatabase,
  scope: { businessId: string; typeId?: string | undefined; exceptId?: string | undefined },
  range: { from: Date; to: Date },
): Promise<number[]> {
  const [row] = await db
    .select({
      starts: sql<
        string | null
      >`string_agg(((date_part('epoch', ${appointments.startsAt}) * 1000)::bigint)::text, ',')`,
    })
    .from(appointments)
    .where(
      and(
        eq(appointments.businessId, scope.businessId),
        eq(appointments.bookedOnline, true),
        ne(appointments.status, 'cancelled'),
        gte(appointments.startsAt, range.from),
        lt(appointments.startsAt, range.to),
        scope.typeId ? eq(appointments.typeId, scope.typeId) : undefined,
        scope.exceptId ? ne(appointments.id, scope.exceptId) : undefined,
      ),
    );
  return row?.starts ? row.starts.split(',').map(Number) : [];
}
