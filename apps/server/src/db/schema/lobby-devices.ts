import type { DisplayNameMode } from '@qtify/shared/domain/lobby-board';
import type { LobbyDeviceKind } from '@qtify/shared/schemas/lobby-schemas';
import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { businesses } from './businesses';
import { users } from './users';

const timestamptz = (name: string) => timestamp(name, { withTimezone: true });

/** Lobby displays and kiosks, each with the hash of its secret link (migration 0029_lobby_devices.sql). */
export const lobbyDevices = pgTable(
  'lobby_devices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    businessId: uuid('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<LobbyDeviceKind>().notNull(),
    label: text('label').notNull().default(''),
    /** A display's choice of names (null for a kiosk). */
    names: text('names').$type<DisplayNameMode>(),
    tokenHash: text('token_hash').notNull().unique(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (table) => [index('lobby_devices_business_idx').on(table.businessId, table.createdAt)],
);

export type LobbyDeviceRow = typeof lobbyDevices.$inferSelect;
