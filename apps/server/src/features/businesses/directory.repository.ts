import { and, asc, eq, gt, ilike, or, type SQL, sql } from 'drizzle-orm';
import type { AppDatabase } from '../../db/database';
import { escapeLike } from '../../db/like-pattern';
import { businesses } from '../../db/schema/businesses';

export interface DirectoryCriteria {
  name?: string | undefined;
  industry?: string | undefined;
  town?: string | undefined;
  /** The last of the page before, in the directory's order (lower(name), id). */
  after?: { name: string; id: string } | undefined;
  limit: number;
}

export interface DirectoryRow {
  id: string;
  publicId: string;
  name: string;
  sortName: string;
  industry: string;
  city: string | null;
  description: string | null;
}

const contains = (text: string) => `%${escapeLike(text)}%`;

/**
 * Listed businesses by name (the partial index businesses_listed_name_idx): neutral order, the same
 * for everyone. Search texts match anywhere in the name or town, case-insensitively, literally.
 */
export async function listDirectory(db: AppDatabase, criteria: DirectoryCriteria): Promise<DirectoryRow[]> {
  const sortName = sql<string>`lower(${businesses.name})`;
  const after: SQL | undefined = criteria.after
    ? or(
        gt(sortName, criteria.after.name),
        and(eq(sortName, criteria.after.name), gt(businesses.id, criteria.after.id)),
      )
    : undefined;
  return db
    .select({
      id: businesses.id,
      publicId: businesses.publicId,
      name: businesses.name,
      sortName,
      industry: businesses.industry,
      city: businesses.addressCity,
      description: businesses.description,
    })
    .from(businesses)
    .where(
      and(
        eq(businesses.listed, true),
        criteria.name ? ilike(businesses.name, contains(criteria.name)) : undefined,
        criteria.industry ? eq(businesses.industry, criteria.industry) : undefined,
        criteria.town ? ilike(businesses.addressCity, contains(criteria.town)) : undefined,
        after,
      ),
    )
    .orderBy(asc(sortName), asc(businesses.id))
    .limit(criteria.limit);
}
