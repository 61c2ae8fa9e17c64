/**
 * What a journey asks of a browser engine Playwright cannot drive here: Debian's Firefox ESR
 * (WebDriver BiDi, through puppeteer-core) and WebKitGTK (classic WebDriver, through
 * selenium-webdriver and WebKitWebDriver). Elements are named by CSS selectors; engine-page.ts
 * finds them by role, name or label first.
 */
export interface EngineDriver {
  goto(url: string): Promise<void>;
  url(): Promise<string>;
  /** Runs a self-contained function in the page with JSON-serialisable arguments. */
  evaluate<Args extends unknown[], Result>(
    fn: (...args: Args) => Result,
    ...args: Args
  ): Promise<Awaited<Result>>;
  /**
   * Runs a script's source as the engine's own code, outside the page's Content Security Policy
   * (which forbids eval): how a library such as axe-core is put into the page.
   */
  runScript(source: string): Promise<void>;
  /** A real pointer click at the element's centre, after scrolling it into view. */
  click(selector: string): Promise<void>;
  /** Focuses the element and types the text key by key. */
  type(selector: string, text: string): Promise<void>;
  /** A key (or Shift with a key) sent to whatever has the focus. */
  press(key: EngineKey): Promise<void>;
  setFile(selector: string, file: string): Promise<void>;
  /** Takes the network away from the page and gives it back; not every engine can. */
  setOffline(offline: boolean): Promise<void>;
  screenshot(): Promise<Buffer>;
  close(): Promise<void>;
}

export type EngineKey = 'Enter' | 'Shift+Enter' | 'Escape';

export interface Viewport {
  width: number;
  height: number;
}

/** One browser per test worker; each person in a journey gets a page of their own in it. */
export interface EngineBrowser {
  /** A page with its own cookies and storage, as a second person on a second phone has. */
  newPage(viewport: Viewport): Promise<EngineDriver>;
  close(): Promise<void>;
}

export type EngineName = 'firefox' | 'webkit';
