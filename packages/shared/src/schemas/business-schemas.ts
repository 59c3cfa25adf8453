import { z } from 'zod';
import { BOOKING_RULE_LIMITS } from '../domain/booking-rules';
import {
  BUSINESS_CONTACT_LIMITS,
  isPhoneNumber,
  isWebsite,
  MAX_OPENING_HOURS,
} from '../domain/business-contact';
import { BUSINESS_ROLES } from '../domain/business-roles';
import { CANCEL_DEADLINE_HOURS_MAX } from '../domain/cancel-deadline';
import { COLOR_THEME_IDS, type ColorThemeId } from '../domain/color-themes';
import { INDUSTRIES } from '../domain/industry';
import { CURRENCIES } from '../domain/money';
import { isMultiLineText, isSingleLineText } from '../domain/plain-text';
import { MAX_REMINDERS, REMINDER_HOURS_MAX, REMINDER_HOURS_MIN } from '../domain/reminders';
import { SERVICE_MINUTES_MAX, SERVICE_MINUTES_MIN } from '../domain/service-minutes';
import { isTimeZone } from '../domain/time-zone';
import { findWorkingTimeProblems } from '../domain/working-times';
import { ZPublicAnnouncement } from './announcement-schemas';
import { ZWorkingTime } from './doctor-schemas';
import { ZLanguageId } from './language-schemas';
import { ZWalkInRetentionDays } from './patient-data-schemas';
import { ZWaitingRoomRules } from './waiting-room-rules-schemas';

// API.md "Businesses". Zod messages are codes the web translates (`validation.<code>`).

export const ZIndustry = z.enum(INDUSTRIES, 'invalidIndustry');
export const ZColorTheme = z.enum(COLOR_THEME_IDS as [ColorThemeId, ...ColorThemeId[]], 'invalidColorTheme');
export const ZTimeZone = z
  .string('invalidTimeZone')
  .max(64, 'invalidTimeZone')
  .refine(isTimeZone, 'invalidTimeZone');
export const ZBusinessName = z
  .string('nameRequired')
  .trim()
  .min(1, 'nameRequired')
  .max(120, 'tooLong')
  .refine(isSingleLineText, 'invalidCharacter');
/** Used for the wait estimate before any treatment of the day has finished. */
export const ZServiceMinutes = z
  .number('invalidServiceMinutes')
  .int('invalidServiceMinutes')
  .min(SERVICE_MINUTES_MIN, 'invalidServiceMinutes')
  .max(SERVICE_MINUTES_MAX, 'invalidServiceMinutes');

/** Whether patients may join the waiting room by QR code; `paused` answers 423 QUEUE_PAUSED. */
export const ZSelfRegistration = z.enum(['open', 'paused'], 'invalid');
export type SelfRegistration = z.infer<typeof ZSelfRegistration>;

/** E-mail reminders before an appointment (patients who gave an e-mail); default on, [24, 2]. */
export const ZReminderSettings = z
  .object({
    enabled: z.boolean('invalid'),
    /** Whole hours before the start, each once; stored earliest first. */
    hoursBefore: z
      .array(
        z
          .number('invalidNumber')
          .int('invalidNumber')
          .min(REMINDER_HOURS_MIN, 'tooSmall')
          .max(REMINDER_HOURS_MAX, 'tooLarge'),
        'invalid',
      )
      .max(MAX_REMINDERS, 'tooMany'),
  })
  .meta({ id: 'ReminderSettings' });
export type ReminderSettings = z.infer<typeof ZReminderSettings>;

const ruleMinutes = (limits: { min: number; max: number }) =>
  z.number('invalidNumber').int('invalidNumber').min(limits.min, 'tooSmall').max(limits.max, 'tooLarge');
const R = BOOKING_RULE_LIMITS;

/**
 * The business's booking rules (API.md "Release 2 additions"; meanings and limits in
 * domain/booking-rules.ts). cancelDeadlineHours: hours before the start after which patients can
 * no longer cancel or move online (0: until the start). null: no limit (horizon, daily maximum),
 * or slots step by the type's duration (interval).
 */
export const ZBookingRules = z
  .object({
    minNoticeMinutes: ruleMinutes(R.minNoticeMinutes),
    horizonDays: ruleMinutes(R.horizonDays).nullable(),
    bufferBeforeMinutes: ruleMinutes(R.bufferBeforeMinutes),
    bufferAfterMinutes: ruleMinutes(R.bufferAfterMinutes),
    slotIntervalMinutes: ruleMinutes(R.slotIntervalMinutes).nullable(),
    maxPerDay: ruleMinutes(R.maxPerDay).nullable(),
    knownPatientsOnly: z.boolean('invalid'),
    needsConfirmation: z.boolean('invalid'),
    allowDoctorChoice: z.boolean('invalid'),
    cancelDeadlineHours: ruleMinutes({ min: 0, max: CANCEL_DEADLINE_HOURS_MAX }),
  })
  .meta({ id: 'BookingRules' });
/** An appointment type's overrides: any rule but the cancellation deadline; an absent one is the business's. */
export const ZTypeBookingRules = ZBookingRules.omit({ cancelDeadlineHours: true })
  .partial()
  .meta({ id: 'TypeBookingRules' });
export type TypeBookingRules = z.infer<typeof ZTypeBookingRules>;
export type BookingRules = z.infer<typeof ZBookingRules>;
const LIMITS = BUSINESS_CONTACT_LIMITS;
const EMAIL = z.email();

/**
 * A contact field staff may fill in or clear: trimmed, an empty text (a form's emptied field) or
 * null clears it (stored as null), anything else must pass `valid`.
 */
function contactText(max: number, valid: (text: string) => boolean, invalidCode: string) {
  return z
    .string('invalid')
    .trim()
    .max(max, 'tooLong')
    .refine((text) => text === '' || valid(text), invalidCode)
    .nullable()
    .transform((text) => (text ? text : null));
}

export const ZBusinessPhone = contactText(LIMITS.phone, isPhoneNumber, 'phoneInvalid');
export const ZBusinessEmail = contactText(
  LIMITS.email,
  (text) => EMAIL.safeParse(text).success,
  'emailInvalid',
).transform((email) => email?.toLowerCase() ?? null);
export const ZBusinessWebsite = contactText(LIMITS.website, isWebsite, 'websiteInvalid');
export const ZBusinessDescription = contactText(LIMITS.description, isMultiLineText, 'invalidCharacter');

const addressPart = (max: number) =>
  z.string('invalid').trim().max(max, 'tooLong').refine(isSingleLineText, 'invalidCharacter');

/** A postal address; each part may stay empty (a place may give only its town). */
export const ZAddress = z
  .object({
    street: addressPart(LIMITS.street),
    postalCode: addressPart(LIMITS.postalCode),
    city: addressPart(LIMITS.city),
    country: addressPart(LIMITS.country),
  })
  .meta({ id: 'Address' });

/** Weekly opening hours like a doctor's week (ranges of one day may not overlap). */
export const ZOpeningHours = z
  .array(ZWorkingTime)
  .max(MAX_OPENING_HOURS, 'tooMany')
  .superRefine((hours, context) => {
    for (const problem of findWorkingTimeProblems(hours)) {
      context.addIssue({ code: 'custom', message: problem.code, path: [problem.index], input: hours });
    }
  });

/** Without industry a business is a `business`; without language it takes its creator's. */
export const ZCreateBusinessBody = z.object({
  name: ZBusinessName,
  industry: ZIndustry.optional(),
  colorTheme: ZColorTheme.optional(),
  timeZone: ZTimeZone.optional(),
  languageId: ZLanguageId.optional(),
});

/** The business's one currency (domain/money.ts): every price of its catalogue is in it. */
export const ZCurrency = z.enum(CURRENCIES, 'invalidCurrency');

export const ZUpdateBusinessBody = z.object({
  name: ZBusinessName.optional(),
  industry: ZIndustry.optional(),
  colorTheme: ZColorTheme.optional(),
  timeZone: ZTimeZone.optional(),
  languageId: ZLanguageId.optional(),
  defaultServiceMinutes: ZServiceMinutes.optional(),
  selfRegistration: ZSelfRegistration.optional(),
  reminders: ZReminderSettings.partial().optional(),
  waitingRoom: ZWaitingRoomRules.partial().optional(),
  /** Days after which walk-in visits of people without appointments are anonymised (issue 20). */
  walkInRetentionDays: ZWalkInRetentionDays.optional(),
  currency: ZCurrency.optional(),
  bookingRules: ZBookingRules.partial().optional(),
  phone: ZBusinessPhone.optional(),
  email: ZBusinessEmail.optional(),
  website: ZBusinessWebsite.optional(),
  description: ZBusinessDescription.optional(),
  /** null: no address. */
  address: ZAddress.nullable().optional(),
  /** null: derived from the doctors' working times. */
  openingHours: ZOpeningHours.nullable().optional(),
  /** In the public directory at /shops (off by default; the page /shops/<publicId> is public anyway). */
  listed: z.boolean('invalid').optional(),
});

export const ZOpeningHoursRange = z.object({ weekday: z.number(), start: z.string(), end: z.string() });

/** How patients reach the business (issue 18); null where it has not said. */
const contactFields = {
  phone: z.string().nullable(),
  email: z.string().nullable(),
  website: z.string().nullable(),
  address: z
    .object({ street: z.string(), postalCode: z.string(), city: z.string(), country: z.string() })
    .nullable(),
};

export const ZBusinessLinks = z.object({
  /** Site-relative path of the patients' self-registration: what the QR code encodes (made absolute). */
  register: z.string(),
  /** Site-relative path of the public booking page. */
  book: z.string(),
});

export const ZBusiness = z
  .object({
    id: z.string(),
    /** The short id in the patient links and the QR code. */
    publicId: z.string(),
    name: z.string(),
    industry: ZIndustry,
    colorTheme: ZColorTheme,
    timeZone: z.string(),
    /** The language of what the business's patients get: printed instructions, mails. */
    languageId: ZLanguageId,
    defaultServiceMinutes: z.number().int(),
    /** Self-registration by QR code open or paused by staff (desk additions work either way). */
    selfRegistration: ZSelfRegistration,
    reminders: ZReminderSettings,
    waitingRoom: ZWaitingRoomRules,
    walkInRetentionDays: z.number(),
    /** ISO 4217; the catalogue's prices are in it (issue 22). */
    currency: ZCurrency,
    bookingRules: ZBookingRules,
    ...contactFields,
    description: z.string().nullable(),
    /** The hours staff set; null: the patients see those derived from the working times. */
    openingHours: z.array(ZOpeningHoursRange).nullable(),
    /** Whether the business is in the public directory (/shops). */
    listed: z.boolean(),
    /** The caller's role in this business. */
    role: z.enum(BUSINESS_ROLES),
    links: ZBusinessLinks,
  })
  .meta({ id: 'Business' });

/** The spec's shop shape (`GET /api/company/shop/:id`, `user.shop`). */
export const ZShop = z
  .object({ id: z.string(), name: z.string(), industry: z.object({ theme: ZIndustry }) })
  .meta({ id: 'Shop' });

/** The spec's company shape (`user.company`). */
export const ZCompany = z.object({ id: z.string(), name: z.string() }).meta({ id: 'Company' });

/** What anyone may know of a business from its public id (registration and booking pages). */
export const ZPublicBusiness = z
  .object({
    name: z.string(),
    industry: ZIndustry,
    colorTheme: ZColorTheme,
    timeZone: z.string(),
    /** Restaurants: the largest party its tables seat (null when unknown; always null elsewhere). */
    maxPartySize: z.number().nullable(),
    /**
     * Whether patients may book and register online. False until an owner of the business has
     * verified their e-mail address (those writes answer 403 EMAIL_NOT_VERIFIED until then).
     */
    openOnline: z.boolean(),
    /** Paused: the registration page says so before anyone types (a join answers 423 QUEUE_PAUSED). */
    selfRegistration: ZSelfRegistration,
    ...contactFields,
    /** The address on one line ("Hauptstraße 1, 1010 Wien, Österreich"), as mails show it; null without. */
    addressLine: z.string().nullable(),
    description: z.string().nullable(),
    /** The hours staff set, else those in which any of its doctors works; by weekday and start. */
    openingHours: z.array(ZOpeningHoursRange),
    /** Current announcements for everyone (audience `public`), newest first. */
    announcements: z.array(ZPublicAnnouncement),
  })
  .meta({ id: 'PublicBusiness' });

export const ZBusinessResponse = z.object({ success: z.literal(true), business: ZBusiness });
export const ZBusinessesResponse = z.object({ success: z.literal(true), businesses: z.array(ZBusiness) });
export const ZShopResponse = z.object({ success: z.literal(true), shop: ZShop });
export const ZPublicBusinessResponse = z.object({ success: z.literal(true), business: ZPublicBusiness });

/**
 * Path parameters. Ids are opaque strings to clients; a malformed one answers 404 like a foreign
 * one (the business scope checks it before validation), so these only document the parameter.
 */
export const ZBusinessIdParams = z.object({ businessId: z.string() });
export const ZShopIdParams = z.object({ id: z.string() });
export const ZPublicIdParams = z.object({ publicId: z.string() });

/** `?download=1` asks for the QR code as a file to save (Content-Disposition: attachment). */
export const ZQrQuery = z.object({
  download: z.enum(['0', '1']).optional(),
  /** The QR code of one line: the registration link names that workflow (`&line=<id>`). */
  line: z.string().max(100, 'tooLong').optional(),
});

export type Business = z.infer<typeof ZBusiness>;
export type Shop = z.infer<typeof ZShop>;
export type Company = z.infer<typeof ZCompany>;
export type PublicBusiness = z.infer<typeof ZPublicBusiness>;
export type CreateBusinessBody = z.infer<typeof ZCreateBusinessBody>;
export type UpdateBusinessBody = z.infer<typeof ZUpdateBusinessBody>;
export type Address = z.infer<typeof ZAddress>;
