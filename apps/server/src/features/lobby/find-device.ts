import type { LobbyDeviceKind } from '@qtify/shared/schemas/lobby-schemas';
import type { AppDatabase } from '../../db/database';
import type { LobbyDeviceRow } from '../../db/schema/lobby-devices';
import { hashToken, isOpaqueToken } from '../auth/opaque-token';
import { findDeviceRowByTokenHash } from './lobby-devices.repository';

/**
 * The display or kiosk a secret link opens (undefined for an unknown, revoked or malformed token,
 * or one of the other kind): what the public routes and the socket's authentication ask.
 */
export async function findDeviceByToken(
  db: AppDatabase,
  kind: LobbyDeviceKind,
  token: string,
): Promise<LobbyDeviceRow | undefined> {
  if (!isOpaqueToken(token)) return undefined;
  const row = await findDeviceRowByTokenHash(db, hashToken(token));
  return row?.kind === kind ? row : undefined;
}
