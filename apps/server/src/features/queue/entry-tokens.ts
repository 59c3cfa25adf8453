import type { AppDatabase } from '../../db/database';
import { findEntryByTokenHash } from './queue.repository';

/** Token → entry ids kept; the mapping never changes, so the oldest are simply dropped. */
const MAX_TOKENS = 50_000;

/**
 * Which entry and place a patient link's token (its SHA-256) belongs to: asked by every poll, so
 * remembered after the first lookup. An entry removed since then is simply not found where the
 * answer is made.
 */
export class EntryTokens {
  readonly #tokens = new Map<string, { entryId: string; businessId: string }>();

  constructor(private readonly db: AppDatabase) {}

  /** The entry and business of a token hash (null for an unknown token). */
  async find(tokenHash: string): Promise<{ entryId: string; businessId: string } | null> {
    const known = this.#tokens.get(tokenHash);
    if (known) return known;
    const entry = await findEntryByTokenHash(this.db, tokenHash);
    if (!entry) return null;
    const ids = { entryId: entry.id, businessId: entry.businessId };
    if (this.#tokens.size >= MAX_TOKENS) this.#tokens.delete(this.#tokens.keys().next().value as string);
    this.#tokens.set(tokenHash, ids);
    return ids;
  }
}
