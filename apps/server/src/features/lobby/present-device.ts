import type { LobbyDevice } from '@qtify/shared/schemas/lobby-schemas';
import type { LobbyDeviceRow } from '../../db/schema/lobby-devices';

/** A device as staff see it: never its token (only its hash is kept). */
export function presentDevice(row: LobbyDeviceRow): LobbyDevice {
  return {
    id: row.id,
    kind: row.kind,
    label: row.label,
    names: row.names,
    createdAt: row.createdAt.toISOString(),
  };
}
