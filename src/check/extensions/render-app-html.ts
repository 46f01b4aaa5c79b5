/**
 * Renders an MCP App's HTML in headless Chromium (Debian's, driven by
 * playwright-core, which never downloads a browser) and reports console
 * errors, uncaught exceptions and how long the page took to load. The HTML
 * is the server's: every network request is refused, and the page gets a
 * fresh context and a time limit. Channels other than HTTP are closed too:
 * WebRTC is replaced before the page's scripts run (an attempt is reported),
 * UDP that no proxy carries is disabled, and every other connection goes to
 * a sink proxy that refuses it and tells where it was headed. No Chromium or
 * no playwright-core is a skip with the install line, never a failure.
 */
import { existsSync } from "node:fs";
import type { Browser } from "playwright-core";
import { clipText } from "../../util/clip-text.js";
import { startNetworkSink } from "./network-sink.js";

export type RenderResult =
  | {
      rendered: true;
      errors: string[];
      blockedRequests: number;
      /** Connections the page tried outside HTTP (WebRTC, a socket through the sink), each as "kind target". */
      escapes: string[];
      renderMs: number;
    }
  | { rendered: false; unavailable: true; reason: string }
  | { rendered: false; unavailable: false; reason: string };

const CANDIDATES = ["/usr/bin/chromium", "/usr/bin/chromium-browser", "/usr/bin/google-chrome"];
const INSTALL =
  "install Chromium (apt-get install chromium) and playwright-core (npm i -D playwright-core), or set MCPVALS_CHROMIUM to a Chromium binary";
/** The flags that keep Debian's Chromium headless, off the network and quiet when run as root in CI. */
const FLAGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
  "--disable-quic",
  // WebRTC may use UDP only through a proxy, and an HTTP proxy carries none: no STUN, no TURN over UDP.
  "--force-webrtc-ip-handling-policy=disable_non_proxied_udp",
  // Loopback too goes through the proxy (Chromium bypasses it for loopback by default).
  "--proxy-bypass-list=<-loopback>",
];

/**
 * Runs before the page's scripts in every frame: RTCPeerConnection reports
 * the attempt and throws. An iframe's pristine copy can slip past this; the
 * flags and the sink still stop its connection.
 */
const NO_WEBRTC = `(() => {
  for (const name of ["RTCPeerConnection", "webkitRTCPeerConnection"]) {
    if (!(name in window)) continue;
    const blocked = function (config) {
      const urls = ((config && config.iceServers) || []).flatMap((server) => [].concat(server.urls || []));
      try { window.__mcpvalsEscape("WebRTC", urls.join(" ")); } catch {}
      throw new DOMException("WebRTC is disabled while mcpvals renders an app", "NotSupportedError");
    };
    Object.defineProperty(window, name, { value: blocked, configurable: false, writable: false });
  }
})();`;

export function findChromium(env: NodeJS.ProcessEnv = process.env): string | undefined {
  const own = env.MCPVALS_CHROMIUM;
  if (own) return existsSync(own) ? own : undefined;
  return CANDIDATES.find((path) => existsSync(path));
}

export async function renderAppHtml(
  html: string,
  { signal, timeoutMs = 10_000, chromium = findChromium() }: { signal: AbortSignal; timeoutMs?: number; chromium?: string },
): Promise<RenderResult> {
  if (!chromium) return { rendered: false, unavailable: true, reason: `no Chromium found: ${INSTALL}` };
  // A computed specifier keeps the bundler from packing playwright-core into the action.
  const name = "playwright-core";
  let playwright: typeof import("playwright-core");
  try {
    playwright = (await import(name)) as typeof import("playwright-core");
  } catch {
    return { rendered: false, unavailable: true, reason: `playwright-core is not installed: ${INSTALL}` };
  }
  let browser: Browser | undefined;
  const close = () => void browser?.close().catch(() => undefined);
  signal.addEventListener("abort", close, { once: true });
  const sink = await startNetworkSink();
  try {
    const args = [...FLAGS, `--proxy-server=${sink.url}`];
    browser = await playwright.chromium.launch({ executablePath: chromium, args, timeout: timeoutMs });
    const context = await browser.newContext({ javaScriptEnabled: true, offline: true });
    const escapes: string[] = [];
    await context.exposeBinding("__mcpvalsEscape", (_source, kind: unknown, target: unknown) => {
      escapes.push(clipText(`${String(kind)} ${String(target)}`.trim(), 160));
    });
    await context.addInitScript(NO_WEBRTC);
    const page = await context.newPage();
    const errors: string[] = [];
    const refused = new Set<string>();
    let blockedRequests = 0;
    page.on("console", (message) => {
      // Chromium logs each request we refuse as a failed load: that is our doing, counted below, not the app's error.
      if (message.type() === "error" && !refused.has(message.location().url)) errors.push(clipText(message.text(), 200));
    });
    page.on("pageerror", (error) => void errors.push(clipText(error.message, 200)));
    await page.route("**/*", (route) => {
      blockedRequests++;
      refused.add(route.request().url());
      return route.abort();
    });
    const started = performance.now();
    await page.setContent(html, { waitUntil: "load", timeout: timeoutMs });
    const renderMs = Math.round(performance.now() - started);
    // A connection is gathered after load (ICE runs on its own): the browser closes below, so nothing is left to try.
    for (const target of sink.attempts()) escapes.push(clipText(`socket ${target}`, 160));
    return { rendered: true, errors, blockedRequests, escapes, renderMs };
  } catch (error) {
    return {
      rendered: false,
      unavailable: false,
      reason: clipText(error instanceof Error ? error.message.split("\n")[0]! : String(error), 200),
    };
  } finally {
    signal.removeEventListener("abort", close);
    await browser?.close().catch(() => undefined);
    await sink.close();
  }
}
