import { lobbyBoard } from '@qtify/shared/domain/lobby-board';
import type { DisplayBoard } from '@qtify/shared/schemas/lobby-schemas';
import type { AppContext } from '../../app-context';
import { findBusiness } from '../businesses/businesses.service';
import { listBoardEntries } from '../queue/board-entries';
import { findDeviceByToken } from './find-device';
import { displayNotFound } from './lobby-errors';

/**
 * What a lobby display shows now (GET /api/public/displays/:token): the recent calls and the next
 * tickets of its place, with names only as the display was set up to show them. 404 for a revoked
 * or unknown link.
 */
export async function displayBoard(
  context: AppContext,
  token: string,
): Promise<Omit<DisplayBoard, 'success'>> {
  const db = context.database.db;
  const display = await findDeviceByToken(db, 'display', token);
  const business = display ? await findBusiness(db, display.businessId) : undefined;
  if (!display || !business) throw displayNotFound();
  const board = lobbyBoard(
    await listBoardEntries(db, business.id),
    display.names ?? 'ticket',
    context.clock.now(),
  );
  return {
    place: {
      name: business.name,
      industry: business.industry,
      colorTheme: business.colorTheme,
      timeZone: business.timeZone,
    },
    ...board,
  };
}
