import type { LobbyDeviceKind } from '@qtify/shared/schemas/lobby-schemas';
import { and, asc, count, eq } from 'drizzle-orm';
import type { AppDatabase } from '../../db/database';
import { type LobbyDeviceRow, lobbyDevices } from '../../db/schema/lobby-devices';

export async function insertDeviceRow(
  db: AppDatabase,
  values: typeof lobbyDevices.$inferInsert,
): Promise<LobbyDeviceRow> {
  const [row] = await db.insert(lobbyDevices).values(values).returning();
  return row as LobbyDeviceRow;
}

export function listDeviceRows(db: AppDatabase, businessId: string, kind: LobbyDeviceKind) {
  return db
    .select()
    .from(lobbyDevices)
    .where(and(eq(lobbyDevices.businessId, businessId), eq(lobbyDevices.kind, kind)))
    .orderBy(asc(lobbyDevices.createdAt), asc(lobbyDevices.id));
}

export async function countDeviceRows(db: AppDatabase, businessId: string, kind: LobbyDeviceKind) {
  const [row] = await db
    .select({ n: count() })
    .from(lobbyDevices)
    .where(and(eq(lobbyDevices.businessId, businessId), eq(lobbyDevices.kind, kind)));
  return row?.n ?? 0;
}

/** Deletes the device (its link stops working); false when the business has no such device. */
export async function deleteDeviceRow(
  db: AppDatabase,
  businessId: string,
  kind: LobbyDeviceKind,
  id: string,
): Promise<boolean> {
  const rows = await db
    .delete(lobbyDevices)
    .where(and(eq(lobbyDevices.businessId, businessId), eq(lobbyDevices.kind, kind), eq(lobbyDevices.id, id)))
    .returning({ id: lobbyDevices.id });
  return rows.length > 0;
}

export async function findDeviceRowByTokenHash(
  db: AppDatabase,
  tokenHash: string,
): Promise<LobbyDeviceRow | undefined> {
  const [row] = await db.select().from(lobbyDevices).where(eq(lobbyDevices.tokenHash, tokenHash));
  return row;
}

/** Changes a display's label or names; undefined when the business has no such display. */
export async function updateDisplayRow(
  db: AppDatabase,
  businessId: string,
  id: string,
  changes: Partial<Pick<LobbyDeviceRow, 'label' | 'names'>>,
): Promise<LobbyDeviceRow | undefined> {
  const [row] = await db
    .update(lobbyDevices)
    .set(changes)
    .where(
      and(eq(lobbyDevices.businessId, businessId), eq(lobbyDevices.kind, 'display'), eq(lobbyDevices.id, id)),
    )
    .returning();
  return row;
}
