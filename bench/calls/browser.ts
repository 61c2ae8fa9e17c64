import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import type { SeededUser } from '../chat/seed-pairs.ts';
import { seenAt, watchText } from './in-page.ts';

const CHROMIUM = process.env.CHROME_PATH ?? '/usr/bin/chromium';

/** How long a watched text may take before the round counts as failed. */
const WATCH_LIMIT_MS = 30_000;

/**
 * Debian's Chromium, as the end-to-end journeys run it (e2e/playwright.config.ts): Playwright
 * downloads no browser here. Its fake camera and microphone (a test pattern and a beep) stand in
 * for a webcam, and their permission is granted without the prompt a person would answer.
 */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM,
    args: [
      '--no-sandbox',
      '--use-fake-device-for-media-stream',
      '--use-fake-ui-for-media-stream',
      '--disable-gpu',
    ],
  });
}

/**
 * A context whose pages can run in-page.ts's functions. tsx compiles the bench keeping each
 * function's name, through a helper (`__name`) that calls each nested one by it; Playwright sends
 * a function as its source, without the helper, so every page gets one that does nothing.
 */
export async function benchContext(browser: Browser, baseURL?: string): Promise<BrowserContext> {
  const context = await browser.newContext({ baseURL });
  await context.addInitScript('globalThis.__name = (target) => target;');
  return context;
}

/**
 * A page signed in as `user`, in a context of its own: two members in one browser share no
 * cookies, as two people's browsers would not. `page.context().close()` ends both.
 */
export async function signedInPage(
  browser: Browser,
  origin: string,
  user: SeededUser,
): Promise<Page> {
  const context = await benchContext(browser, origin);
  await context.addCookies([{ name: 'mb_session', value: user.sessionToken, url: origin }]);
  return context.newPage();
}

/**
 * Starts watching the page for `text` in an element matching `selector`, and answers a function
 * that waits until it is there, answering when it first was (epoch ms, the page's Date.now()).
 * The page notes the moment itself, as the DOM changes, so the figure holds no polling interval
 * and no round trip back to this process; the page's clock and this process's are the same
 * system clock, so a time taken here before the cause compares with it. Text already there
 * would measure nothing: that throws.
 */
export async function watchFor(
  page: Page,
  selector: string,
  text: string,
): Promise<() => Promise<number>> {
  if (await page.evaluate(watchText, [selector, text, WATCH_LIMIT_MS] as const)) {
    throw new Error(`"${text}" was on ${page.url()} before it was caused`);
  }
  return () => page.evaluate(seenAt);
}
