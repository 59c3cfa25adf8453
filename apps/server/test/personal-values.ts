import { sql } from 'drizzle-orm';
import type { Database } from '../src/db/database';

async function rows<Row>(database: Database, query: ReturnType<typeof sql>): Promise<Row[]> {
  const result = await database.db.execute(query);
  return (Array.isArray(result) ? result : (result as { rows: Row[] }).rows) as Row[];
}

/**
 * Where any of `values` still occurs, case-insensitively, in any column of any table of the app's
 * schema that can hold text (text, varchar, json, jsonb, arrays, dates read as text): read from
 * information_schema, so a table added later is searched too. Answers "table.column: value".
 */
export async function findPersonalValues(database: Database, values: string[]): Promise<string[]> {
  const columns = await rows<{ table_name: string; column_name: string }>(
    database,
    sql`SELECT c.table_name, c.column_name FROM information_schema.columns c
          JOIN information_schema.tables t ON t.table_schema = c.table_schema AND t.table_name = c.table_name
        WHERE c.table_schema = current_schema() AND t.table_type = 'BASE TABLE'
          AND c.data_type IN ('text', 'character varying', 'character', 'json', 'jsonb', 'ARRAY', 'date')
        ORDER BY c.table_name, c.column_name`,
  );
  const found: string[] = [];
  for (const { table_name, column_name } of columns) {
    for (const value of values) {
      const [hit] = await rows<{ n: number | string }>(
        database,
        sql`SELECT count(*) AS n FROM ${sql.identifier(table_name)}
            WHERE strpos(lower(${sql.identifier(column_name)}::text), lower(${value})) > 0`,
      );
      if (Number(hit?.n ?? 0) > 0) found.push(`${table_name}.${column_name}: ${value}`);
    }
  }
  return found;
}

/** How many text-holding columns the search above covers (a guard that it searched at all). */
export async function countSearchedTables(database: Database): Promise<number> {
  const [row] = await rows<{ n: number | string }>(
    database,
    sql`SELECT count(DISTINCT table_name) AS n FROM information_schema.columns
        WHERE table_schema = current_schema() AND data_type IN ('text', 'jsonb')`,
  );
  return Number(row?.n ?? 0);
}
