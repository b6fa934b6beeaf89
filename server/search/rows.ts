import type { SQL } from 'drizzle-orm';
import type { Db } from '../db/client.ts';

/** The rows of a raw statement, typed by the caller (the driver returns them as they are). */
export async function rows<T>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
