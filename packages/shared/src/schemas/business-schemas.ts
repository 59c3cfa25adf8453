import { z } from 'zod';
import { COLOR_THEME_IDS } from '../domain/color-themes';
import { INDUSTRIES } from '../domain/industry';
import { isTimeZone } from '../domain/time-zone';

// API.md "Businesses". Zod messages are codes the web translates (`validation.<code>`).

export const ZIndustry = z.enum(INDUSTRIES, 'invalidIndustry');
export const ZColorTheme = z.enum(COLOR_THEME_IDS as [string, ...string[]], 'invalidColorTheme');
export const ZTimeZone = z.string('required').max(64, 'tooLong').refine(isTimeZone, 'invalidTimeZone');
export const ZBusinessName = z.string('required').trim().min(1, 'nameRequired').max(120, 'tooLong');

export const ZCreateBusinessBody = z.object({
  name: ZBusinessName,
  industry: ZIndustry,
  colorTheme: ZColorTheme.optional(),
  timeZone: ZTimeZone.optional(),
});

export const ZUpdateBusinessBody = z.object({
  name: ZBusinessName.optional(),
  industry: ZIndustry.optional(),
  colorTheme: ZColorTheme.optional(),
  timeZone: ZTimeZone.optional(),
  /** Used for the wait estimate before any treatment of the day has finished. */
  defaultServiceMinutes: z
    .number('invalidNumber')
    .int('invalidNumber')
    .min(1, 'tooSmall')
    .max(480, 'tooLarge')
    .optional(),
});

export const ZBusinessLinks = z.object({
  /** Site-relative path of the patients' self-registration: what the QR code encodes (made absolute). */
  register: z.string(),
  /** Site-relative path of the public booking page. */
  book: z.string(),
});

export const ZBusiness = z
  .object({
    id: z.string(),
    publicId: z.string(),
    name: z.string(),
    industry: ZIndustry,
    colorTheme: ZColorTheme,
    timeZone: z.string(),
    defaultServiceMinutes: z.number().int(),
    role: z.enum(['owner', 'staff']),
    links: ZBusinessLinks,
  })
  .meta({ id: 'Business' });

/** The spec's shop shape (`GET /api/company/shop/:id`, `user.shop`). */
export const ZShop = z
  .object({ id: z.string(), name: z.string(), industry: z.object({ theme: ZIndustry }) })
  .meta({ id: 'Shop' });

/** What anyone may know of a business from its public id (registration and booking pages). */
export const ZPublicBusiness = z
  .object({ name: z.string(), industry: ZIndustry, colorTheme: ZColorTheme, timeZone: z.string() })
  .meta({ id: 'PublicBusiness' });

export type Business = z.infer<typeof ZBusiness>;
export type CreateBusinessBody = z.infer<typeof ZCreateBusinessBody>;
export type UpdateBusinessBody = z.infer<typeof ZUpdateBusinessBody>;
