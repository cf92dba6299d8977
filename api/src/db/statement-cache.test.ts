import SQLite from 'better-sqlite3';
import { Kysely, SqliteDialect, sql, type Generated } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { keepingStatements } from './statement-cache.js';

describe('keepingStatements', () => {
  const files: SQLite.Database[] = [];
  const open = () => {
    const file = new SQLite(':memory:');
    files.push(file);
    return file;
  };
  afterEach(() => {
    for (const file of files.splice(0)) if (file.open) file.close();
  });

  it('prepares a SQL text once and keeps the most recently used statements', () => {
    const database = keepingStatements(open(), 3);
    const first = database.prepare('select 1');
    expect(database.prepare('select 1')).toBe(first);
    const second = database.prepare('select 2');
    database.prepare('select 3');
    database.prepare('select 1'); // used again: now the most recent
    database.prepare('select 4'); // one too many: 'select 2', the least recently used, goes
    expect(database.kept()).toBe(3);
    expect(database.prepare('select 1')).toBe(first);
    expect(database.prepare('select 2')).not.toBe(second);
  });

  it('answers like a fresh statement through Kysely: parameters, writes, and a schema changed since', async () => {
    const file = open();
    const db = new Kysely<{ stays: { id: Generated<number>; guest: string } }>({
      dialect: new SqliteDialect({ database: keepingStatements(file) }),
    });
    await sql`create table stays (id integer primary key, guest text not null)`.execute(db);
    const add = (guest: string) => db.insertInto('stays').values({ guest }).returning('id').executeTakeFirstOrThrow();
    const guestOf = async (id: number) =>
      (await db.selectFrom('stays').select('guest').where('id', '=', id).executeTakeFirst())?.guest;
    expect([(await add('Ada')).id, (await add('Grace')).id]).toEqual([1, 2]);
    expect([await guestOf(1), await guestOf(2), await guestOf(3)]).toEqual(['Ada', 'Grace', undefined]);
    await expect(db.insertInto('stays').values({ id: 1, guest: 'Again' }).execute()).rejects.toThrow(/UNIQUE/);
    expect(await guestOf(1)).toBe('Ada');

    const everything = () => db.selectFrom('stays').selectAll().orderBy('id').execute();
    expect(await everything()).toEqual([
      { id: 1, guest: 'Ada' },
      { id: 2, guest: 'Grace' },
    ]);
    await sql`alter table stays add column nights integer not null default 3`.execute(db);
    expect((await everything())[0]).toEqual({ id: 1, guest: 'Ada', nights: 3 });
    await db.destroy();
    expect(file.open).toBe(false);
  });
});
