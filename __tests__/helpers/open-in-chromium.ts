/**
 * Debian's Chromium (apt-get install chromium; `.ci/run` installs it), driven
 * by playwright-core, which never downloads a browser of its own. Launched
 * headless with the flags that keep it off the network (FACTS.md, Browsers),
 * and a fresh profile each time. Pages record console errors and every
 * request other than the page itself.
 */
import { mkdir } from "node:fs/promises";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { chromium, type Browser, type Page } from "playwright-core";
import { REPO_ROOT } from "./run-mcpvals.js";
import { chromiumPath } from "./require-chromium.js";

export const CHROMIUM = chromiumPath();
/** Screenshots the browser tests keep (gitignored): CI can upload the folder. */
export const ARTIFACTS = join(REPO_ROOT, "test-artifacts");

export async function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM,
    args: [
      "--no-sandbox",
      "--disable-gpu",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
      "--no-first-run",
      "--disable-quic",
    ],
  });
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
