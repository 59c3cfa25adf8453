import { descriptionExcerpt } from '@qtify/shared/domain/directory';
import type { Industry } from '@qtify/shared/domain/industry';
import type { DirectoryBusiness, DirectoryQuery } from '@qtify/shared/schemas/directory-schemas';
import type { BusinessesDeps } from './businesses-deps';
import { type DirectoryRow, listDirectory } from './directory.repository';

/** The cursor is the last entry's place in the order; a cursor that is not one starts at the top. */
const encodeCursor = (row: DirectoryRow) =>
  Buffer.from(JSON.stringify([row.sortName, row.id])).toString('base64url');

function decodeCursor(cursor: string | undefined): { name: string; id: string } | undefined {
  if (!cursor) return undefined;
  try {
    const [name, id] = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    return typeof name === 'string' && typeof id === 'string' && /^[0-9a-f-]{36}$/.test(id)
      ? { name, id }
      : undefined;
  } catch {
    return undefined;
  }
}

const present = (row: DirectoryRow): DirectoryBusiness => ({
  publicId: row.publicId,
  name: row.name,
  industry: row.industry as Industry,
  city: row.city,
  logo: null,
  description: descriptionExcerpt(row.description),
});

/**
 * GET /api/public/directory: a page of the businesses whose owners listed them, by name. Only what
 * a business shows of itself on its own page, never a person's data.
 */
export async function findInDirectory(
  deps: Pick<BusinessesDeps, 'db'>,
  query: DirectoryQuery,
): Promise<{ businesses: DirectoryBusiness[]; nextCursor: string | null }> {
  const rows = await listDirectory(deps.db, {
    name: query.q,
    industry: query.industry,
    town: query.town,
    after: decodeCursor(query.cursor),
    limit: query.limit + 1,
  });
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  return {
    businesses: page.map(present),
    nextCursor: rows.length > query.limit && last ? encodeCursor(last) : null,
  };
}
