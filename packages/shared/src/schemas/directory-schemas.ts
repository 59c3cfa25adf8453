import { z } from 'zod';
import { DIRECTORY_PAGE_DEFAULT, DIRECTORY_PAGE_MAX, DIRECTORY_QUERY_MAX } from '../domain/directory';
import { INDUSTRIES } from '../domain/industry';

// API.md "Catalogue, public page, bills": GET /api/public/directory.

const searchText = z.string('invalid').trim().max(DIRECTORY_QUERY_MAX, 'tooLong').optional();

export const ZDirectoryQuery = z.object({
  /** Part of the business's name (case-insensitive; % and _ are plain characters). */
  q: searchText,
  industry: z.enum(INDUSTRIES, 'invalidIndustry').optional(),
  /** Part of the town of the business's address (`address.city`). */
  town: searchText,
  limit: z.coerce
    .number('invalidNumber')
    .int('invalidNumber')
    .min(1, 'invalidNumber')
    .max(DIRECTORY_PAGE_MAX, 'invalidNumber')
    .default(DIRECTORY_PAGE_DEFAULT),
  /** `nextCursor` of the page before (opaque to clients). */
  cursor: z.string().max(400, 'invalid').optional(),
});
export type DirectoryQuery = z.infer<typeof ZDirectoryQuery>;

/** A business in the directory: what it shows of itself, nothing about any person. */
export const ZDirectoryBusiness = z
  .object({
    publicId: z.string(),
    name: z.string(),
    industry: z.enum(INDUSTRIES),
    city: z.string().nullable(),
    /** The logo's address; null: the business has none (logos are not supported yet). */
    logo: z.string().nullable(),
    /** The first words of its description. */
    description: z.string().nullable(),
  })
  .meta({ id: 'DirectoryBusiness' });
export type DirectoryBusiness = z.infer<typeof ZDirectoryBusiness>;

export const ZDirectoryResponse = z.object({
  success: z.literal(true),
  businesses: z.array(ZDirectoryBusiness),
  /** Pass as `cursor` for the next page; null on the last. */
  nextCursor: z.string().nullable(),
});
