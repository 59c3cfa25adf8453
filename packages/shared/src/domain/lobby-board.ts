/**
 * What a lobby display shows (issue 21, API.md "Waiting room": GET /api/public/displays/:token):
 * who is called to which room, and the next tickets. The one mapping from queue entries to the
 * board: when entries carry their own ticket, called status and station (the workflow and ticket
 * work of issue 21), only `BoardEntry` gets filled from them, nothing here changes.
 */

/** What a display may show of a person: the ticket only (default), initials, or the full name. */
export const DISPLAY_NAME_MODES = ['ticket', 'initials', 'fullName'] as const;
export type DisplayNameMode = (typeof DISPLAY_NAME_MODES)[number];

/** A call stays on the board this long (then the patient is in the room or the call is stale). */
export const CALLED_SHOWN_MINUTES = 10;
/** At most this many calls and next tickets: a TV read from 5 metres holds a few lines, not a list. */
export const BOARD_CALLED_MAX = 5;
export const BOARD_NEXT_MAX = 6;

/** One open queue entry (not done), as the board needs it. */
export interface BoardEntry {
  /** notHere | checkIn | called | inTreatment | … (open statuses only). */
  status: string;
  /** When the patient was called in (into treatment, or by the call of a station). */
  calledAt: Date | null;
  /** When staff last sent the patient a message ("please come in"): a call too. */
  messageSentAt: Date | null;
  /** The entry's short ticket (e.g. A017) where entries have one. */
  ticket: string | null;
  /** The station (room, desk) that called, where entries have one. */
  stationName: string | null;
  /** The appointment's doctor, the room of an appointment without a station. */
  doctorName: string | null;
  firstName: string;
  lastName: string;
}

export interface BoardCall {
  ticket: string;
  room: string;
  calledAt: string;
  /** Only when the display shows initials or full names. */
  name?: string;
}

export interface LobbyBoard {
  called: BoardCall[];
  next: { ticket: string; name?: string }[];
}

const WAITING = new Set(['notHere', 'checkIn']);

/** "Anna Maria Berger" → "A. B.": the first letter of the first first name and of the last name. */
export function initialsOf(firstName: string, lastName: string): string {
  const first = (name: string) => Array.from(name.trim())[0]?.toLocaleUpperCase() ?? '';
  return [first(firstName), first(lastName)]
    .filter(Boolean)
    .map((letter) => `${letter}.`)
    .join(' ');
}

/** The ticket an entry shows (display, kiosk): its own, or its initials until entries carry tickets. */
export function entryTicket(entry: { ticket?: string | null; firstName: string; lastName: string }): string {
  return entry.ticket ?? initialsOf(entry.firstName, entry.lastName);
}

function nameFor(entry: BoardEntry, mode: DisplayNameMode): string | undefined {
  if (mode === 'initials') return initialsOf(entry.firstName, entry.lastName);
  if (mode === 'fullName') return `${entry.firstName} ${entry.lastName}`;
  return undefined;
}

/** When the entry was called: a call of a station or into treatment, else a message sent to it. */
function callOf(entry: BoardEntry): Date | null {
  if (entry.calledAt) return entry.calledAt;
  return WAITING.has(entry.status) ? entry.messageSentAt : null;
}

/**
 * The board of a place at `now` from its open entries in queue order: the calls of the last
 * CALLED_SHOWN_MINUTES (newest first), then who waits next (not called yet). Until entries carry a
 * ticket their initials stand for it; a full name shows only where the business chose it.
 */
export function lobbyBoard(entries: readonly BoardEntry[], mode: DisplayNameMode, now: Date): LobbyBoard {
  const since = now.getTime() - CALLED_SHOWN_MINUTES * 60_000;
  const ticketOf = entryTicket;
  const withName = <T extends object>(value: T, entry: BoardEntry) => {
    const name = nameFor(entry, mode);
    return name === undefined ? value : { ...value, name };
  };
  const calls = entries
    .map((entry) => ({ entry, at: callOf(entry) }))
    .filter((call): call is { entry: BoardEntry; at: Date } => call.at !== null && call.at.getTime() >= since)
    .sort((a, b) => b.at.getTime() - a.at.getTime())
    .slice(0, BOARD_CALLED_MAX);
  const calledEntries = new Set(calls.map((call) => call.entry));
  const next = entries
    .filter((entry) => WAITING.has(entry.status) && !calledEntries.has(entry) && callOf(entry) === null)
    .slice(0, BOARD_NEXT_MAX)
    .map((entry) => withName({ ticket: ticketOf(entry) }, entry));
  return {
    called: calls.map(({ entry, at }) =>
      withName(
        {
          ticket: ticketOf(entry),
          room: entry.stationName ?? entry.doctorName ?? '',
          calledAt: at.toISOString(),
        },
        entry,
      ),
    ),
    next,
  };
}
