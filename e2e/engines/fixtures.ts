import { test as base } from '@playwright/test';
import type { EngineBrowser, EngineName, Viewport } from './engine-driver.ts';
import { EnginePage } from './engine-page.ts';
import { launchFirefox } from './firefox-browser.ts';
import { launchWebKit } from './webkit-browser.ts';

export const phone: Viewport = { width: 390, height: 844 };

const launchers: Record<EngineName, () => Promise<EngineBrowser>> = {
  firefox: launchFirefox,
  webkit: launchWebKit,
};

interface EngineFixtures {
  /** A fresh page (its own cookies and storage) in this project's engine, closed after the test. */
  openPage: (viewport?: Viewport) => Promise<EnginePage>;
}

interface EngineWorkerFixtures {
  /** The engine this project runs in, set in the Playwright config. */
  engine: EngineName;
  engineBrowser: EngineBrowser;
}

/** Journeys in Firefox ESR and WebKitGTK, driven outside Playwright's own browsers. */
export const test = base.extend<EngineFixtures, EngineWorkerFixtures>({
  engine: ['firefox', { option: true, scope: 'worker' }],
  engineBrowser: [
    async ({ engine }, use) => {
      const browser = await launchers[engine]();
      await use(browser);
      await browser.close();
    },
    { scope: 'worker', timeout: 60_000 },
  ],
  openPage: async ({ engineBrowser }, use, testInfo) => {
    const pages: EnginePage[] = [];
    await use(async (viewport = phone) => {
      const page = new EnginePage(await engineBrowser.newPage(viewport));
      pages.push(page);
      return page;
    });
    for (const [index, page] of pages.entries()) {
      if (testInfo.status !== testInfo.expectedStatus) {
        const shot = await page.screenshot().catch(() => undefined);
        if (shot)
          await testInfo.attach(`page ${index + 1}`, { body: shot, contentType: 'image/png' });
      }
      await page.close().catch(() => {});
    }
  },
});

export { expect } from '@playwright/test';
