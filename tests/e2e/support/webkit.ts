// Safari's engine for the visitor flows: Debian's WebKitGTK, its WebKitWebDriver (classic WebDriver)
// started under Xvfb on a free loopback port, driving its MiniBrowser, through selenium-webdriver
// (connected to that driver only: it downloads and starts nothing itself).
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import { test } from '@playwright/test';
import { Builder, type WebDriver } from 'selenium-webdriver';

export const WEBKIT_DRIVER = process.env.WEBKIT_DRIVER ?? '/usr/bin/WebKitWebDriver';
export const MINIBROWSER = process.env.WEBKIT_MINIBROWSER ?? '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser';

export function webkitAvailable(): boolean {
  return existsSync(WEBKIT_DRIVER) && existsSync(MINIBROWSER) && existsSync('/usr/bin/xvfb-run');
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

export interface WebKit {
  driver: WebDriver;
  stop(): Promise<void>;
}

/** The driver under its own Xvfb, and a session of MiniBrowser in it. */
export async function startWebKit(): Promise<WebKit> {
  const port = await freePort();
  // Its own process group: xvfb-run starts Xvfb beside the driver, and both end with the group.
  const child: ChildProcess = spawn(
    'xvfb-run',
    ['-a', '-s', '-screen 0 1920x1080x24', WEBKIT_DRIVER, `--port=${port}`, '--host=127.0.0.1'],
    { detached: true, stdio: 'ignore' },
  );
  const stopDriver = () => {
    try {
      process.kill(-child.pid!, 'SIGTERM');
    } catch {
      // already gone
    }
  };
  try {
    const url = `http://127.0.0.1:${port}`;
    // The driver answers its status once it listens.
    for (let tries = 0; ; tries++) {
      try {
        if ((await fetch(`${url}/status`)).ok) break;
      } catch {
        if (tries > 200) throw new Error('WebKitWebDriver did not start');
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const driver = await new Builder()
      .usingServer(url)
      .withCapabilities({
        browserName: 'MiniBrowser',
        'webkitgtk:browserOptions': { binary: MINIBROWSER, args: ['--automation'] },
      })
      .build();
    return {
      driver,
      async stop() {
        await driver.quit().catch(() => undefined);
        stopDriver();
      },
    };
  } catch (error) {
    stopDriver();
    throw error;
  }
}

/** Waits until the page's script has started every section of the page. */
export async function webkitHydrated(driver: WebDriver): Promise<void> {
  await driver.wait(
    async () => (await driver.executeScript('return document.documentElement.dataset.hydrated')) === 'true',
    20_000,
    'the page did not start its scripts',
  );
}

/**
 * Called in a test.describe: one WebKit for its tests, which run in turn, started before the first
 * and stopped after the last (the tests are skipped where it is not installed). Returns its driver.
 */
export function webkitForTheseTests(): () => WebDriver {
  test.describe.configure({ mode: 'serial' });
  test.skip(!webkitAvailable(), 'WebKitGTK, its WebDriver or Xvfb is not installed');
  let webkit: WebKit | undefined;
  test.beforeAll(async () => {
    test.setTimeout(90_000);
    webkit = await startWebKit();
  });
  test.afterAll(async () => {
    await webkit?.stop();
  });
  return () => webkit!.driver;
}

/** Runs a check in the page, sent as the function's own source (it holds nothing from outside). */
export function inWebKitPage<T>(driver: WebDriver, check: () => T | Promise<T>): Promise<T> {
  return driver.executeAsyncScript<T>(
    `const done = arguments[arguments.length - 1]; Promise.resolve((${check.toString()})()).then(done);`,
  );
}
