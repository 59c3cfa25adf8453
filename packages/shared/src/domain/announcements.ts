// A business's announcements ("closed on Friday", "delays of about 30 minutes today"): who sees
// them where, how long they may be and how long they may stay. The server and the web both read
// these, so a limit changes in one place.

/** Who an announcement is for. */
export const ANNOUNCEMENT_AUDIENCES = ['public', 'patients', 'staff'] as const;
export type AnnouncementAudience = (typeof ANNOUNCEMENT_AUDIENCES)[number];

/** Plain text of a notice board, not an article. */
export const ANNOUNCEMENT_TEXT_MAX = 500;

/** An end further out than this is a mistake: "until removed" is the way to keep one. */
export const ANNOUNCEMENT_MAX_DAYS = 366;

/** Current announcements a business may hold at once (a board, not an archive). */
export const ANNOUNCEMENTS_CURRENT_MAX = 50;

/** How many ended ones the staff list still shows. */
export const ANNOUNCEMENTS_PAST_SHOWN = 20;

/**
 * Where an announcement shows: `public` everywhere a patient or visitor looks (booking page,
 * registration, a booking's own page, the patient room), `patients` only in the patient room
 * (someone who is waiting), `staff` only on the staff's screens (which show every audience).
 */
export type AnnouncementPlace = 'publicPages' | 'patientRoom' | 'staff';

const AUDIENCES_OF: Record<AnnouncementPlace, readonly AnnouncementAudience[]> = {
  publicPages: ['public'],
  patientRoom: ['public', 'patients'],
  staff: ANNOUNCEMENT_AUDIENCES,
};

export function audiencesShownIn(place: AnnouncementPlace): readonly AnnouncementAudience[] {
  return AUDIENCES_OF[place];
}

/** Whether it still shows at `now`: no end (until removed), or an end still ahead. */
export function isAnnouncementCurrent(announcement: { until: string | null }, now: Date): boolean {
  return announcement.until === null || Date.parse(announcement.until) > now.getTime();
}

/** Why an end cannot be taken (`error.fields.until`), or null: it lies ahead, within the maximum. */
export function announcementUntilProblem(until: Date, now: Date): 'untilPast' | 'untilTooFar' | null {
  if (until.getTime() <= now.getTime()) return 'untilPast';
  if (until.getTime() - now.getTime() > ANNOUNCEMENT_MAX_DAYS * 86_400_000) return 'untilTooFar';
  return null;
}
