/**
 * Debian's Chromium (apt-get install chromium; `.ci/run` installs it), driven
 * by playwright-core, which never downloads a browser of its own. Launched
 * headless with the flags that keep it off the network (FACTS.md, Browsers),
 * and a fresh profile each time. Pages record console errors and every
 * request other than the page itself.
 */
import { randomUUID } from "node:crypto";
import { mkdir } from "node:fs/promises";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { chromium, type Browser, type Page } from "playwright-core";
import { execa } from "execa";
import { processesWith, REPO_ROOT } from "./run-mcpvals.js";
import { chromiumPath } from "./require-chromium.js";

export const CHROMIUM = chromiumPath();
/** Screenshots the browser tests keep (gitignored): CI can upload the folder. */
export const ARTIFACTS = join(REPO_ROOT, "test-artifacts");

/** Each launched browser's marker: a switch Chromium ignores, to find its process by. */
const markers = new WeakMap<Browser, string>();

export async function launchChromium(): Promise<Browser> {
  const marker = `--mcpvals-test-browser=${randomUUID()}`;
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: [
      marker,
      "--no-sandbox",
      "--disable-gpu",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
      "--no-first-run",
      "--disable-quic",
    ],
  });
  markers.set(browser, marker);
  return browser;
}

/**
 * Closes the browser and waits until its process is gone. browser.close()
 * can return while Chromium is still exiting; on a busy machine that took
 * seconds, and the jest worker, still holding the process's pipes, failed to
 * exit gracefully and was force-exited. Killed at the bound (a passing run
 * ends at the first looks).
 */
export async function closeChromium(browser: Browser | undefined): Promise<void> {
  if (!browser) return;
  const marker = markers.get(browser);
  await browser.close();
  if (marker === undefined) return;
  for (let i = 0; i < 300 && (await processesWith(marker)).length > 0; i++) await new Promise((resolve) => setTimeout(resolve, 100));
  await execa("pkill", ["-KILL", "-f", marker], { reject: false });
}

export interface OpenedPage {
  page: Page;
  /** Console errors and uncaught exceptions, in order. */
  errors: string[];
  /** URLs requested besides the page's own file. */
  requests: string[];
}

export async function openFile(browser: Browser, file: string, viewport = { width: 1280, height: 900 }): Promise<OpenedPage> {
  const page = await browser.newPage({ viewport });
  const url = pathToFileURL(file).href;
  const errors: string[] = [];
  const requests: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  page.on("pageerror", (error) => void errors.push(error.message));
  page.on("request", (request) => {
    if (request.url() !== url) requests.push(request.url());
  });
  await page.goto(url, { waitUntil: "load" });
  return { page, errors, requests };
}

export async function screenshot(page: Page, name: string): Promise<string> {
  await mkdir(ARTIFACTS, { recursive: true });
  const path = join(ARTIFACTS, name);
  await page.screenshot({ path, fullPage: true });
  return path;
}
