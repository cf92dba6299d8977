import { existsSync } from 'node:fs';
import { chromium, type Page } from '@playwright/test';
import { CALENDAR_LAYOUT } from '@portal/schema';
import { CHROMIUM_LAUNCH_OPTIONS } from '@portal/testkit/chromium';
import type { Host } from './seed.js';

const ROW = '[data-testid="multi-calendar-row"]';
const GRID = '[data-testid="multi-calendar-grid"]';
/** How far the horizontal scroll goes (and comes back): past the first loaded days, so more load meanwhile. */
const HORIZONTAL_DAYS = 90;

/** One load of /calendar, in ms since navigation start. */
export interface Load {
  /** The first MultiCalendar query left the browser (the app booted and passed its gates). */
  querySent: number;
  /** Its answer was in. */
  answered: number;
  /** The first frame with a row on screen. */
  firstRow: number;
}

export interface Scroll {
  direction: 'horizontal' | 'vertical';
  /** How far the grid moved before coming back (px). */
  distance: number;
  frames: number[];
}

export interface BrowserResult {
  /** The first load with an empty HTTP cache, then reloads. */
  loads: Load[];
  /** Rows in the DOM once loaded (the grid renders the rows on screen only). */
  rows: number;
  scrolls: Scroll[];
}

/** Why the browser part cannot run (Chromium is missing: CI has it), or null when it can. */
export function browserSkipReason(): string | null {
  return existsSync('/usr/bin/chromium') ? null : '/usr/bin/chromium is not installed';
}

/**
 * Chromium (Debian's, headless) signed in as `host` the way the app keeps a session (localStorage `hostPortal`,
 * web/src/state/session-store.ts), opening /calendar `loads` times, then scrolling the grid; `screenshot` is where
 * to save a PNG of the loaded grid, if anywhere.
 */
export async function measureBrowser(gatewayUrl: string, host: Host, userId: string, screenshot?: string, loads = 5) {
  const browser = await chromium.launch(CHROMIUM_LAUNCH_OPTIONS);
  try {
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    const session = {
      versions: { auth: 1, data: 1 },
      auth: { user: { id: userId, email: host.email, jwt: host.token } },
      messaging: { lastRead: {} },
      options: { mode: 'host', dismissedSelectPlan: true },
    };
    await context.addInitScript(
      ([key, value]) => {
        if (!window.localStorage.getItem(key)) window.localStorage.setItem(key, value);
      },
      ['hostPortal', JSON.stringify(session)] as const,
    );
    await context.addInitScript(watchFirstRow, ROW);
    const page = await context.newPage();
    const result: BrowserResult = { loads: [], rows: 0, scrolls: [] };
    for (let load = 0; load < loads; load++) {
      const query = page.waitForRequest((request) => /query MultiCalendar\b/.test(request.postData() ?? ''));
      await page.goto(`${gatewayUrl}/calendar`);
      await page.waitForFunction(() => (window as { firstRowAt?: number }).firstRowAt !== undefined, null, {
        timeout: 30_000,
      });
      const timing = (await query).timing();
      const { timeOrigin, firstRow } = await page.evaluate(() => ({
        timeOrigin: performance.timeOrigin,
        firstRow: (window as { firstRowAt?: number }).firstRowAt!,
      }));
      const sent = timing.startTime - timeOrigin;
      result.loads.push({ querySent: sent, answered: sent + timing.responseEnd, firstRow });
      // The page asks for its later days after the first row: let them finish, so the next load's wait above
      // cannot catch this page's requests.
      await page.waitForLoadState('networkidle');
    }
    result.rows = await page.locator(ROW).count();
    // The grid loads the days beyond the first screen at once: scroll once that and late work have settled.
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(500);
    if (screenshot) await page.screenshot({ path: screenshot });
    result.scrolls.push(await scrollFrames(page, 'horizontal', HORIZONTAL_DAYS * CALENDAR_LAYOUT.cellWidth, 40));
    result.scrolls.push(await scrollFrames(page, 'vertical', 'end', 100));
    return result;
  } finally {
    await browser.close();
  }
}

/** In the page before any script: the time (since navigation start) of the first frame showing a row. */
function watchFirstRow(selector: string) {
  const check = () => {
    const row = document.querySelector(selector);
    if (row && row.getBoundingClientRect().height > 0) {
      (window as { firstRowAt?: number }).firstRowAt = performance.now();
      return;
    }
    requestAnimationFrame(check);
  };
  requestAnimationFrame(check);
}

/**
 * Scrolls the grid (or the nearest element that scrolls that way) `step` px per animation frame over `distance` px
 * (or to the end), and back, and answers the time between frames (ms, from the rAF timestamps). Going right runs
 * into the edge of the loaded days: the grid then loads more, as it does for a host.
 */
function scrollFrames(page: Page, direction: Scroll['direction'], distance: number | 'end', step: number) {
  return page.evaluate(
    ([selector, horizontal, wanted, px]) =>
      new Promise<Scroll>((resolve) => {
        const scrolls = (element: Element | null) =>
          !!element &&
          (horizontal ? element.scrollWidth > element.clientWidth : element.scrollHeight > element.clientHeight);
        let target = document.querySelector(selector);
        while (target && !scrolls(target)) target = target.parentElement;
        const scroller = target ?? document.scrollingElement!;
        const key = horizontal ? 'scrollLeft' : 'scrollTop';
        const start = scroller[key];
        const room = horizontal
          ? scroller.scrollWidth - scroller.clientWidth - start
          : scroller.scrollHeight - scroller.clientHeight - start;
        const steps = Math.ceil((wanted === 'end' ? room : wanted) / px);
        const frames: number[] = [];
        let last = 0;
        let done = 0;
        let farthest = start;
        const frame = (time: number) => {
          if (last) frames.push(time - last);
          last = time;
          farthest = Math.max(farthest, scroller[key]);
          if (done === 2 * steps) {
            resolve({ direction: horizontal ? 'horizontal' : 'vertical', distance: farthest - start, frames });
            return;
          }
          scroller[key] = start + px * (done < steps ? done + 1 : 2 * steps - done - 1);
          done += 1;
          requestAnimationFrame(frame);
        };
        requestAnimationFrame(frame);
      }),
    [GRID, direction === 'horizontal', distance, step] as const,
  );
}
