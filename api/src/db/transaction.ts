import type { Db } from './database.js';

/**
 * `work` in a transaction: a new one, or the caller's when `db` is already one (a save and the push it calls for
 * share one), so a service can be called on its own or inside a larger write.
 */
export function inTransaction<T>(db: Db, work: (trx: Db) => Promise<T>): Promise<T> {
  return db.isTransaction ? work(db) : db.transaction().execute(work);
}
