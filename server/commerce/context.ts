import type { Db } from '../db/client.ts';

/** What every commerce resolver gets: the database and the store view of the request. */
export interface CommerceContext {
  db: Db;
  /** Store view code from the `Store` header (default store view when absent). */
  storeCode: string;
}
