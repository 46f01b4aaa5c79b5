#!/usr/bin/env node
/**
 * The HTML report at 10, 100 and 1,000 workflows (bench/synthetic-result.mjs):
 * render time (renderHtml from lib/, median of 7 after a warm-up), file size,
 * and, when Chromium is there (CHROMIUM_PATH, default /usr/bin/chromium), the
 * time to open the file headless until the load event and to apply the
 * "failed only" filter. Targets at 1,000: under 1 s and under 5 MB.
 *   npm run bench:html
 */
import { existsSync } from "node:fs";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { renderHtml } from "../lib/report/html/render-html.js";
import { EvalResultSchema } from "../lib/result/eval-result.js";
import { syntheticResult } from "./synthetic-result.mjs";

const SIZES = [10, 100, 1000];
const RUNS = 7;
const chromiumPath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const dir = await mkdtemp(join(tmpdir(), "mcpvals-bench-html-"));

let browser = null;
if (existsSync(chromiumPath)) {
  const { chromium } = await import("playwright-core");
  browser = await chromium.launch({
    executablePath: chromiumPath,
    args: [
      "--no-sandbox",
      "--disable-gpu",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
      "--no-first-run",
    ],
  });
}

const rows = [];
for (const n of SIZES) {
  const result = EvalResultSchema.parse(syntheticResult(n));
  renderHtml(result);
  const times = [];
  let html = "";
  for (let i = 0; i < RUNS; i++) {
    const started = performance.now();
    html = renderHtml(result);
    times.push(performance.now() - started);
  }
  const file = join(dir, `report-${n}.html`);
  await writeFile(file, html);
  const row = { n, renderMs: median(times), bytes: Buffer.byteLength(html), loadMs: null, filterMs: null };
  if (browser) {
    const loads = [];
    const filters = [];
    for (let i = 0; i < 3; i++) {
      const page = await browser.newPage();
      const started = performance.now();
      await page.goto(pathToFileURL(file).href, { waitUntil: "load" });
      loads.push(performance.now() - started);
      filters.push(
        await page.evaluate(() => {
          const t = performance.now();
          const box = document.getElementById("f-failed");
          box.checked = true;
          box.dispatchEvent(new Event("change"));
          document.body.offsetHeight; // force layout
          return performance.now() - t;
        }),
      );
      await page.close();
    }
    row.loadMs = median(loads);
    row.filterMs = median(filters);
  }
  rows.push(row);
}
await browser?.close();
await rm(dir, { recursive: true, force: true });

const fmt = (ms) => (ms === null ? "n/a" : `${ms.toFixed(ms < 10 ? 1 : 0)} ms`);
console.log("| workflows | render (median of 7) | file size | open in Chromium (load) | failed-only filter |");
console.log("| ---: | ---: | ---: | ---: | ---: |");
for (const r of rows)
  console.log(
    `| ${r.n.toLocaleString("en-US")} | ${fmt(r.renderMs)} | ${(r.bytes / 1024 / 1024).toFixed(2)} MB | ${fmt(r.loadMs)} | ${fmt(r.filterMs)} |`,
  );
const big = rows.at(-1);
console.log(
  `\n1,000 workflows: render ${big.renderMs < 1000 ? "under" : "OVER"} 1 s, size ${big.bytes < 5 * 1024 * 1024 ? "under" : "OVER"} 5 MB.`,
);
