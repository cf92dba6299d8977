import { chromium } from '@playwright/test';
import { readFileSync, writeFileSync } from 'node:fs';
const url = process.argv[2]; const token = readFileSync('/tmp/prof/token', 'utf8');
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
const session = { versions: { auth: 1, data: 1 }, auth: { user: { id: '1', email: 'x@example.com', jwt: token } }, messaging: { lastRead: {} }, options: { mode: 'host', dismissedSelectPlan: true } };
await context.addInitScript(([k, v]) => { if (!localStorage.getItem(k)) localStorage.setItem(k, v); }, ['hostPortal', JSON.stringify(session)]);
await context.addInitScript(() => { const check = () => { const row = document.querySelector('[data-testid="multi-calendar-row"]'); if (row && row.getBoundingClientRect().height > 0) { window.firstRowAt = performance.now(); return; } requestAnimationFrame(check); }; requestAnimationFrame(check); });
const page = await context.newPage();
await page.goto(`${url}/calendar`); await page.waitForFunction(() => window.firstRowAt !== undefined, null, { timeout: 60000 });
const cdp = await context.newCDPSession(page);
await cdp.send('Profiler.enable'); await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
const times = [];
for (let i = 0; i < 3; i++) {
  if (i === 2) await cdp.send('Profiler.start');
  const q = page.waitForResponse((r) => /query MultiCalendar\b/.test(r.request().postData() ?? ''));
  await page.reload(); const resp = await q; const timing = resp.request().timing();
  await page.waitForFunction(() => window.firstRowAt !== undefined, null, { timeout: 60000 });
  const { origin, first } = await page.evaluate(() => ({ origin: performance.timeOrigin, first: window.firstRowAt }));
  const answered = timing.startTime - origin + timing.responseEnd;
  times.push({ answered: Math.round(answered), firstRow: Math.round(first), after: Math.round(first - answered) });
}
const { profile } = await cdp.send('Profiler.stop'); writeFileSync('/tmp/prof/browser.cpuprofile', JSON.stringify(profile));
console.log(times);
await browser.close();
