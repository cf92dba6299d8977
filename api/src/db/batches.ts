/**
 * Helpers for work on thousands of rows (an iCal import): SQLite's driver runs each statement synchronously, so a
 * long run of statements, or one statement over every row, holds the event loop; pages and batches with a turn of
 * the loop between them let other requests through.
 */

/** Rows per page of a read, and per multi-row statement. */
export const PAGE_ROWS = 500;
export const BATCH_ROWS = 100;

/** Lets the event loop serve other requests before the next statement. */
export const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

export function batches<T>(items: T[], size = BATCH_ROWS): T[][] {
  const out: T[][] = [];
  for (let index = 0; index < items.length; index += size) out.push(items.slice(index, index + size));
  return out;
}

/**
 * Every row `page(afterId)` yields as JSON, a string per page of PAGE_ROWS by ascending id: rows on their way to
 * another thread, that need not be held here as objects.
 */
export async function readJsonPages<T extends { id: number }>(
  page: (afterId: number) => Promise<T[]>,
): Promise<string[]> {
  const pages: string[] = [];
  for (let afterId = 0; ;) {
    const next = await page(afterId);
    pages.push(JSON.stringify(next));
    if (next.length < PAGE_ROWS) return pages;
    afterId = next[next.length - 1]!.id;
    await nextTurn();
  }
}

/** Every row `page(afterId)` yields, reading pages of PAGE_ROWS by ascending id. */
export async function readInPages<T extends { id: number }>(page: (afterId: number) => Promise<T[]>): Promise<T[]> {
  const rows: T[] = [];
  for (let afterId = 0; ;) {
    const next = await page(afterId);
    for (const row of next) rows.push(row);
    if (next.length < PAGE_ROWS) return rows;
    afterId = next[next.length - 1]!.id;
    await nextTurn();
  }
}
