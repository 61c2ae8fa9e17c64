import puppeteer, {
  type Browser,
  type ElementHandle,
  type EvaluateFunc,
  type Page,
} from 'puppeteer-core';
import type { EngineBrowser, EngineDriver, EngineKey } from './engine-driver.ts';

/** Debian's Firefox ESR, headless, over WebDriver BiDi: no download, no CDP. */
export async function launchFirefox(): Promise<EngineBrowser> {
  const browser = await puppeteer.launch({
    browser: 'firefox',
    executablePath: '/usr/bin/firefox-esr',
    headless: true,
    protocol: 'webDriverBiDi',
    extraPrefsFirefox: {
      // Nothing of Mozilla's own on this closed network: no update or telemetry calls.
      'app.update.enabled': false,
      'datareporting.policy.dataSubmissionEnabled': false,
      'toolkit.telemetry.enabled': false,
      // Calls: a fake camera and microphone, allowed without asking, as Chromium's flags do;
      // and paths on this machine's loopback, where the journeys' TURN relay listens.
      'media.navigator.streams.fake': true,
      'media.navigator.permission.disabled': true,
      'media.peerconnection.ice.loopback': true,
    },
  });
  return {
    async newPage(viewport) {
      const context = await browser.createBrowserContext();
      const page = await context.newPage();
      await page.setViewport(viewport);
      return firefoxDriver(page, () => context.close());
    },
    close: () => closeQuietly(browser),
  };
}

function firefoxDriver(page: Page, close: () => Promise<void>): EngineDriver {
  return {
    goto: async (url) => {
      await page.goto(url);
    },
    url: async () => page.url(),
    // Puppeteer's types turn element handles passed in into elements; the journeys pass only
    // JSON, so the function's own parameter types hold inside the page as they are.
    evaluate: <Args extends unknown[], Result>(fn: (...args: Args) => Result, ...args: Args) =>
      page.evaluate(fn as unknown as EvaluateFunc<Args>, ...args) as Promise<Awaited<Result>>,
    runScript: async (source) => {
      await page.evaluate(source);
    },
    click: (selector) => page.click(selector),
    type: (selector, text) => page.type(selector, text),
    press: (key) => pressKey(page, key),
    setFile: async (selector, file) => {
      const input = (await page.waitForSelector(
        selector,
      )) as ElementHandle<HTMLInputElement> | null;
      if (!input) throw new Error(`no file input ${selector}`);
      await input.uploadFile(file);
    },
    setOffline: (offline) => page.setOfflineMode(offline),
    screenshot: async () => Buffer.from(await page.screenshot()),
    close,
  };
}

async function pressKey(page: Page, key: EngineKey) {
  if (key !== 'Shift+Enter') return page.keyboard.press(key);
  await page.keyboard.down('Shift');
  await page.keyboard.press('Enter');
  await page.keyboard.up('Shift');
}

async function closeQuietly(browser: Browser) {
  await browser.close().catch(() => browser.process()?.kill('SIGKILL'));
}
