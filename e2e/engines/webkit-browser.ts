import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import net from 'node:net';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { By, Capabilities, Key, WebDriver } from 'selenium-webdriver';
import { Executor, HttpClient } from 'selenium-webdriver/http/index.js';
import type { EngineBrowser, EngineDriver, EngineKey } from './engine-driver.ts';

const browserWindow = path.join(import.meta.dirname, 'webkit-window.py');

/**
 * WebKitGTK, Safari's engine as Debian packages it, on an X server of its own (Xvfb). Each page
 * is a WebKitWebDriver with one session (the driver holds one at a time), whose browser is a
 * small window around WebKitGTK (webkit-window.py) with its own in-memory cookies and storage.
 */
export async function launchWebKit(): Promise<EngineBrowser> {
  const display = await startXvfb();
  return {
    async newPage(viewport) {
      const port = await freePort();
      const driver = spawn('WebKitWebDriver', [`--port=${port}`], {
        env: { ...process.env, DISPLAY: display.name },
        stdio: 'ignore',
      });
      try {
        const serverUrl = `http://127.0.0.1:${port}`;
        await waitUntilReady(serverUrl, driver);
        const capabilities = new Capabilities({
          'webkitgtk:browserOptions': { binary: browserWindow, args: ['--automation'] },
        });
        const session = await WebDriver.createSession(
          new Executor(new HttpClient(serverUrl)),
          capabilities,
        );
        await session.manage().window().setRect(viewport);
        return webkitDriver(session, () => driver.kill());
      } catch (error) {
        driver.kill();
        throw error;
      }
    },
    async close() {
      display.process.kill();
    },
  };
}

function webkitDriver(session: WebDriver, stopDriver: () => void): EngineDriver {
  const element = (selector: string) => session.findElement(By.css(selector));
  return {
    goto: (url) => session.get(url),
    url: () => session.getCurrentUrl(),
    // WebDriver runs a function as the body `return (fn).apply(null, arguments)`.
    evaluate: (fn, ...args) => session.executeScript(fn, ...args),
    runScript: async (source) => {
      await session.executeScript(source);
    },
    click: async (selector) => (await element(selector)).click(),
    type: async (selector, text) => (await element(selector)).sendKeys(text),
    press: (key) => pressKey(session, key),
    // WebDriver's way to choose a file: its path typed into the input.
    setFile: async (selector, file) => (await element(selector)).sendKeys(file),
    setOffline: async () => {
      throw new Error("WebKitGTK's WebDriver has no way to take the network away");
    },
    screenshot: async () => Buffer.from(await session.takeScreenshot(), 'base64'),
    close: async () => {
      await session.quit().finally(stopDriver);
    },
  };
}

const webDriverKeys: Record<Exclude<EngineKey, 'Shift+Enter'>, string> = {
  Enter: Key.ENTER,
  Escape: Key.ESCAPE,
};

async function pressKey(session: WebDriver, key: EngineKey) {
  const actions = session.actions();
  if (key === 'Shift+Enter') {
    await actions.keyDown(Key.SHIFT).sendKeys(Key.ENTER).keyUp(Key.SHIFT).perform();
  } else {
    await actions.sendKeys(webDriverKeys[key]).perform();
  }
}

/** An X server on the first free display, which it names itself (-displayfd). */
async function startXvfb(): Promise<{ name: string; process: ChildProcess }> {
  const xvfb = spawn(
    'Xvfb',
    ['-displayfd', '3', '-screen', '0', '1280x1024x24', '-nolisten', 'tcp'],
    {
      stdio: ['ignore', 'ignore', 'ignore', 'pipe'],
    },
  );
  const announced = xvfb.stdio[3];
  if (!announced) throw new Error('Xvfb gave no display pipe');
  const [chunk] = (await Promise.race([
    once(announced, 'data'),
    once(xvfb, 'exit').then(() => {
      throw new Error('Xvfb stopped before it named its display');
    }),
  ])) as [Buffer];
  return { name: `:${chunk.toString().trim()}`, process: xvfb };
}

async function freePort(): Promise<number> {
  const server = net.createServer().listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as net.AddressInfo;
  server.close();
  return port;
}

async function waitUntilReady(serverUrl: string, driver: ChildProcess) {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    if (driver.exitCode !== null) throw new Error(`WebKitWebDriver exited (${driver.exitCode})`);
    const ready = await fetch(`${serverUrl}/status`).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) return;
    await sleep(100);
  }
  throw new Error('WebKitWebDriver did not answer within 10 s');
}
