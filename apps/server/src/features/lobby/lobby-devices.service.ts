import type { DisplayNameMode } from '@qtify/shared/domain/lobby-board';
import type { LobbyDevice, LobbyDeviceKind } from '@qtify/shared/schemas/lobby-schemas';
import type { AppContext } from '../../app-context';
import { isUuid } from '../../db/is-uuid';
import { newOpaqueToken } from '../auth/opaque-token';
import type { Membership } from '../memberships/membership';
import {
  countDeviceRows,
  deleteDeviceRow,
  insertDeviceRow,
  listDeviceRows,
  updateDisplayRow,
} from './lobby-devices.repository';
import { displayNotFound, kioskNotFound, tooManyDevices } from './lobby-errors';
import { presentDevice } from './present-device';

/** Links of one kind a business may keep: a TV per waiting area, a tablet per door, with room to spare. */
export const MAX_DEVICES_PER_KIND = 20;

/**
 * A new display or kiosk of the member's business with its secret link's token (shown this once;
 * only its hash is stored). A display shows tickets only unless `names` says initials or full names.
 */
export async function createDevice(
  context: AppContext,
  membership: Membership,
  kind: LobbyDeviceKind,
  body: { label?: string | undefined; names?: DisplayNameMode | undefined },
): Promise<LobbyDevice & { token: string }> {
  const db = context.database.db;
  if ((await countDeviceRows(db, membership.businessId, kind)) >= MAX_DEVICES_PER_KIND)
    throw tooManyDevices();
  const { token, tokenHash } = newOpaqueToken();
  const row = await insertDeviceRow(db, {
    businessId: membership.businessId,
    kind,
    label: body.label ?? '',
    names: kind === 'display' ? (body.names ?? 'ticket') : null,
    tokenHash,
    createdBy: membership.userId,
    createdAt: context.clock.now(),
  });
  return { ...presentDevice(row), token };
}

/** The business's displays or kiosks, oldest first. */
export async function listDevices(
  context: AppContext,
  membership: Membership,
  kind: LobbyDeviceKind,
): Promise<LobbyDevice[]> {
  return (await listDeviceRows(context.database.db, membership.businessId, kind)).map(presentDevice);
}

/**
 * Changes a display's label or what it shows of a person; the link stays, and the display shows the
 * change with its next fetch (told at once through its socket).
 */
export async function updateDisplay(
  context: AppContext,
  membership: Membership,
  id: string,
  changes: { label?: string | undefined; names?: DisplayNameMode | undefined },
): Promise<LobbyDevice> {
  const patch = {
    ...(changes.label !== undefined ? { label: changes.label } : {}),
    ...(changes.names !== undefined ? { names: changes.names } : {}),
  };
  const row = isUuid(id)
    ? Object.keys(patch).length > 0
      ? await updateDisplayRow(context.database.db, membership.businessId, id, patch)
      : (await listDeviceRows(context.database.db, membership.businessId, 'display')).find(
          (item) => item.id === id,
        )
    : undefined;
  if (!row) throw displayNotFound();
  context.realtime.displaysChanged?.(membership.businessId);
  return presentDevice(row);
}

/**
 * Revokes a device: its link answers 404 from now on, and an open display's live connection is
 * cut on every instance (it cannot reconnect with the old token).
 */
export async function revokeDevice(
  context: AppContext,
  membership: Membership,
  kind: LobbyDeviceKind,
  id: string,
): Promise<void> {
  const deleted = isUuid(id) && (await deleteDeviceRow(context.database.db, membership.businessId, kind, id));
  if (!deleted) throw kind === 'display' ? displayNotFound() : kioskNotFound();
  context.realtime.disconnectDisplay?.(id);
}
