import { z } from 'zod';
import { ANNOUNCEMENT_AUDIENCES, ANNOUNCEMENT_TEXT_MAX } from '../domain/announcements';
import { isMultiLineText } from '../domain/plain-text';

// API.md "Team": a business's announcements. The end (`until`) must lie ahead and within
// ANNOUNCEMENT_MAX_DAYS: the service checks it against its clock (400 VALIDATION, fields.until).

const ZIsoInstant = z.iso.datetime({ offset: true, message: 'invalidDateTime' });

export const ZAnnouncementAudience = z.enum(ANNOUNCEMENT_AUDIENCES, 'invalidAudience');

export const ZAnnouncementText = z
  .string('required')
  .trim()
  .min(1, 'required')
  .max(ANNOUNCEMENT_TEXT_MAX, 'tooLong')
  .refine(isMultiLineText, 'invalidCharacter');

export const ZAnnouncementBody = z.object({
  text: ZAnnouncementText,
  audience: ZAnnouncementAudience,
  /** The end; absent or null: until removed. */
  until: ZIsoInstant.nullable().optional(),
});
export type AnnouncementBody = z.infer<typeof ZAnnouncementBody>;

/** Change the text, audience or end; `endNow` ends it at once (it moves to the past ones). */
export const ZAnnouncementPatchBody = ZAnnouncementBody.partial().extend({
  endNow: z.literal(true).optional(),
});
export type AnnouncementPatchBody = z.infer<typeof ZAnnouncementPatchBody>;

export const ZAnnouncementIdParams = z.object({ businessId: z.string(), announcementId: z.string() });

/** What patients and visitors see of one: never who wrote it. */
export const ZPublicAnnouncement = z
  .object({
    id: z.string(),
    text: z.string(),
    audience: ZAnnouncementAudience,
    until: z.string().nullable(),
  })
  .meta({ id: 'PublicAnnouncement' });
export type PublicAnnouncement = z.infer<typeof ZPublicAnnouncement>;

export const ZAnnouncement = ZPublicAnnouncement.extend({
  createdAt: z.string(),
  /** The member who posted it (null once their account is gone). */
  authorName: z.string().nullable(),
  /** False once its end passed or it was ended: the staff list shows it among the past ones. */
  current: z.boolean(),
}).meta({ id: 'Announcement' });
export type Announcement = z.infer<typeof ZAnnouncement>;

export const ZAnnouncementResponse = z.object({ success: z.literal(true), announcement: ZAnnouncement });
/** Current ones first (newest first), then the latest ended ones. */
export const ZAnnouncementsResponse = z.object({
  success: z.literal(true),
  announcements: z.array(ZAnnouncement),
});
export const ZPublicAnnouncementsResponse = z.object({
  success: z.literal(true),
  announcements: z.array(ZPublicAnnouncement),
});
