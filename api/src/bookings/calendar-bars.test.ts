import { CompiledQuery, sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { withTestApp } from '../test/app.js';
import { addPricedProperty, insertImportedBooking } from '../test/calendars.js';
import { testDatabases } from '../test/databases.js';
import { calendarBarsQuery } from './repository.js';

// PostgreSQL only: its index on (listing, end date) carries a bar's columns (migration cover_calendar_bars).
describe.each(testDatabases().filter(({ name }) => name === 'postgres'))('calendar bars on $name', (database) => {
  const t = withTestApp(database);
  const host = t.user();

  it('are read from the index alone: it holds every column of bookings a bar reads', async () => {
    const listing = await addPricedProperty(t.app, host, 'Indexed');
    await insertImportedBooking(t.db, listing.id, 'airbnb', { startDate: '2027-01-03', endDate: '2027-01-05' });
    await sql`vacuum analyze bookings`.execute(t.db); // index-only scans need the pages marked all-visible
    const compiled = calendarBarsQuery(t.db, [listing.id], '2027-01-01', '2027-02-01').compile(t.db);
    const plan = await t.db.transaction().execute(async (trx) => {
      // A table this small is read whole; without that choice, the plan shows whether the index covers the query.
      await sql`set local enable_seqscan = off`.execute(trx);
      await sql`set local enable_bitmapscan = off`.execute(trx);
      const explained = await trx.executeQuery<{ 'QUERY PLAN': string }>(
        CompiledQuery.raw(`explain ${compiled.sql}`, [...compiled.parameters]),
      );
      return explained.rows.map((row) => row['QUERY PLAN']).join('\n');
    });
    expect(plan).toMatch(/Index Only Scan using bookings_property_end on bookings b/);
  });
});
