import { setTimeout as sleep } from 'node:timers/promises';
import { APP_URL } from '../support/ports.ts';
import type { EngineDriver, EngineKey } from './engine-driver.ts';
import { markTarget, type Target } from './find-in-page.ts';

/** How long a journey waits for something to appear, as Playwright's own expect does. */
const FIND_TIMEOUT_MS = 10_000;

/** A person's page in Firefox or WebKit, reached by what they see rather than by CSS. */
export class EnginePage {
  private marks = 0;

  constructor(readonly driver: EngineDriver) {}

  goto(path: string) {
    return this.driver.goto(new URL(path, APP_URL).href);
  }

  async path() {
    return new URL(await this.driver.url()).pathname;
  }

  evaluate<Args extends unknown[], Result>(fn: (...args: Args) => Result, ...args: Args) {
    return this.driver.evaluate(fn, ...args);
  }

  async click(target: Target) {
    const selector = await this.find(target);
    await this.driver.click(selector).catch((error: Error) => {
      throw new Error(`could not click ${describe(target)}: ${error.name} ${error.message}`);
    });
  }

  async type(target: Target, text: string) {
    await this.driver.type(await this.find(target), text);
  }

  press(key: EngineKey) {
    return this.driver.press(key);
  }

  async setFile(target: Target, file: string) {
    await this.driver.setFile(await this.find(target, { visibleOnly: false }), file);
  }

  /** Whether the target is on the page and visible now; no waiting. */
  async isVisible(target: Target) {
    return this.driver.evaluate(markTarget, target, 'visibility-probe', true);
  }

  /**
   * The target's box in CSS pixels, from the top left of the viewport. Only a visible target has
   * one: a layout check must fail on a missing or hidden element, not read its box as 0.
   */
  async box(target: Target) {
    const selector = await this.find(target);
    return this.driver.evaluate((found: string) => {
      const element = document.querySelector(found);
      if (!element) throw new Error(`${found} left the page`);
      const { x, y, width, height } = element.getBoundingClientRect();
      return { x, y, width, height };
    }, selector);
  }

  async attribute(target: Target, name: string) {
    const selector = await this.find(target, { visibleOnly: false });
    return this.driver.evaluate(
      (found: string, attribute: string) =>
        document.querySelector(found)?.getAttribute(attribute) ?? null,
      selector,
      name,
    );
  }

  /** The text a person reads in every element a CSS selector names, in order. */
  texts(css: string) {
    return this.driver.evaluate(
      (selector: string) =>
        [...document.querySelectorAll<HTMLElement>(selector)].map((element) => element.innerText),
      css,
    );
  }

  /** Whether the element with the focus is the target. */
  async hasFocus(target: Target) {
    const selector = await this.find(target, { visibleOnly: false });
    return this.driver.evaluate(
      (found: string) => document.activeElement === document.querySelector(found),
      selector,
    );
  }

  /** How far the page scrolls sideways: 0 when nothing is wider than the screen. */
  sidewaysScroll() {
    return this.driver.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
  }

  screenshot() {
    return this.driver.screenshot();
  }

  close() {
    return this.driver.close();
  }

  /** Waits for the target to appear, then names it by a selector the driver can use. */
  private async find(target: Target, { visibleOnly = true } = {}): Promise<string> {
    const mark = `t${(this.marks += 1)}`;
    const deadline = Date.now() + FIND_TIMEOUT_MS;
    while (!(await this.driver.evaluate(markTarget, target, mark, visibleOnly))) {
      if (Date.now() > deadline) throw new Error(`nothing on the page is ${describe(target)}`);
      await sleep(100);
    }
    return `[data-engine-target="${mark}"]`;
  }
}

function describe(target: Target) {
  if ('css' in target) return `at ${target.css}`;
  if ('label' in target) return `labelled "${target.label}"`;
  return `a ${target.role} named "${target.name}"`;
}
