import type { FreeSlot } from './free-slots';

/**
 * How many persons a party may name when reserving online. Larger groups call the restaurant;
 * the appointments table's CHECK holds the same bounds.
 */
export const MIN_PARTY_SIZE = 1;
export const MAX_PARTY_SIZE = 99;

/** How many persons one table may seat (a doctor's `partySize` in a restaurant). */
export const MIN_TABLE_SEATS = 1;
export const MAX_TABLE_SEATS = 1000;

/** Whether a typed number of seats is a whole number a table may have. */
export function isTableSeats(value: number): boolean {
  return Number.isInteger(value) && value >= MIN_TABLE_SEATS && value <= MAX_TABLE_SEATS;
}

/** A restaurant's table as the seating rules see it: `partySize` null when nobody entered one. */
export interface Table {
  id: string;
  partySize: number | null;
}

/** A table without a size counts as fitting: refusing a guest for missing data would be worse. */
export function seatsParty(table: Table, persons: number): boolean {
  return table.partySize === null || table.partySize >= persons;
}

/**
 * The ids of the tables that seat the party, best fit first: the smallest table, so the big ones
 * stay free for big groups; tables of unknown size after every sized one; ties by id.
 */
export function tablesByFit(tables: readonly Table[], persons: number): string[] {
  const size = (table: Table) => table.partySize ?? Number.POSITIVE_INFINITY;
  return tables
    .filter((table) => seatsParty(table, persons))
    .sort((a, b) => size(a) - size(b) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0))
    .map((table) => table.id);
}

/**
 * Slots sorted by start and, within one start, by the tables' fit (the order of `rankedIds`), so
 * the first slot of each start is on the best-fitting table free then. Slots of other tables go.
 */
export function orderSlotsByFit(slots: readonly FreeSlot[], rankedIds: readonly string[]): FreeSlot[] {
  const rank = new Map(rankedIds.map((id, index) => [id, index]));
  return slots
    .filter((slot) => rank.has(slot.doctorId))
    .sort((a, b) => a.start - b.start || (rank.get(a.doctorId) ?? 0) - (rank.get(b.doctorId) ?? 0));
}

/** The largest party the tables seat online; null when there is no table or one of unknown size. */
export function largestPartySize(tables: readonly Pick<Table, 'partySize'>[]): number | null {
  if (tables.length === 0 || tables.some((table) => table.partySize === null)) return null;
  return Math.max(...tables.map((table) => table.partySize as number));
}
