import type { Database } from './client.ts';

/**
 * Values read from the database and kept in memory until one of `tables` changes: the change
 * triggers announce every committed change (by this server, another instance, or a script), and
 * the whole cache is dropped then. For data read on every request and changed rarely (store
 * views, the category tree, the menus). A failed load is not kept.
 */
export function changeCache<K, V>(
  database: Pick<Database, 'onChange'>,
  tables: readonly string[],
  load: (key: K) => Promise<V>,
): (key: K) => Promise<V> {
  const entries = new Map<K, Promise<V>>();
  const watched = new Set(tables);
  database.onChange((table) => {
    if (table === '*' || watched.has(table)) entries.clear();
  });
  return (key) => {
    let entry = entries.get(key);
    if (!entry) {
      entry = load(key);
      entries.set(key, entry);
      entry.catch(() => {
        if (entries.get(key) === entry) entries.delete(key);
      });
    }
    return entry;
  };
}
