/**
 * Text for inside a LIKE/ILIKE pattern taken literally: `%`, `_` and the escape character itself
 * match only themselves (PostgreSQL's default escape is the backslash), so a visitor's search text
 * can never widen into "everything".
 */
export const escapeLike = (text: string) => text.replace(/[\\%_]/g, (match) => `\\${match}`);
