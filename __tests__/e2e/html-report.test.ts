/**
 * The HTML report end to end: real runs of the CLI (an LLM run against the
 * loopback fake with a planted secret, the bundled no-key example, and
 * `mcpvals report` of a synthetic 1,000-workflow report), each page opened in
 * headless Chromium. Screenshots land in test-artifacts/ (gitignored).
 */
import { execa } from "execa";
import { readFile, stat } from "node:fs/promises";
import { join } from "node:path";
import type { Browser } from "playwright-core";
import { startFakeLlm, type FakeLlm } from "../fixtures/fake-llm/fake-llm-server.js";
import { closeChromium, launchChromium, openFile, screenshot } from "../helpers/open-in-chromium.js";
import { REPO_ROOT, runMcpvals, tempDir, type TempDir } from "../helpers/run-mcpvals.js";

const SECRET = "sk-planted-7f3a9c41e2";

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await closeChromium(browser);
});

describe("an LLM run that fails on tool order, with a secret in its traffic", () => {
  let fake: FakeLlm;
  let dir: TempDir;
  let html: string;
  beforeAll(async () => {
    fake = await startFakeLlm({
      rules: [
        { match: "echo the token", toolCalls: [{ name: "echo", args: { message: `token ${SECRET}` } }], final: "{{lastToolResult}}" },
        // The wrong tool: get-sum is expected.
        { match: "19 plus 23", toolCalls: [{ name: "echo", args: { message: "19 plus 23" } }], final: "I echoed it: {{lastToolResult}}" },
      ],
    });
    dir = await tempDir();
    await dir.write("mcpvals.config.json", {
      server: { transport: "stdio", command: "mcp-server-everything" },
      model: { provider: "openai-compatible", model: "fake-model", baseURL: fake.url, apiKey: "${HTML_TEST_API_KEY}" },
      workflows: [
        { name: "echo the token", steps: [{ user: "Please echo the token", expectTools: ["echo"] }] },
        { name: "adds with the wrong tool", steps: [{ user: "What is 19 plus 23?", expectTools: ["get-sum"], expectedState: "42" }] },
      ],
    });
    const args = [
      "run",
      "-c",
      join(dir.path, "mcpvals.config.json"),
      "--state-dir",
      join(dir.path, "state"),
      "--json",
      join(dir.path, "r.json"),
      "--html",
      join(dir.path, "r.html"),
    ];
    const env = { HTML_TEST_API_KEY: SECRET };
    // Twice, so the state folder has an earlier run to draw a trend from.
    expect((await runMcpvals(args, { env })).exitCode).toBe(1);
    expect((await runMcpvals(args, { env })).exitCode).toBe(1);
    html = await readFile(join(dir.path, "r.html"), "utf8");
  });
  afterAll(async () => {
    await fake?.close();
    await dir?.[Symbol.asyncDispose]();
  });

  test("the file is one self-contained page and never holds the secret", async () => {
    expect(html).not.toContain(SECRET);
    expect(await readFile(join(dir.path, "r.json"), "utf8")).not.toContain(SECRET);
    expect(html).toContain("token ***");
    expect(html).not.toMatch(/(src|href)\s*=\s*["']?(https?:)?\/\//i);
    expect(html).toContain("default-src 'none'");
  });

  test("opens with no console errors or requests; filtering, expanding and the trace work", async () => {
    const { page, errors, requests } = await openFile(browser, join(dir.path, "r.html"));
    await expect(page.locator("tr.row", { hasText: "echo the token" }).isVisible()).resolves.toBe(true);
    await expect(page.locator("tr.row", { hasText: "adds with the wrong tool" }).isVisible()).resolves.toBe(true);
    // The trend: one earlier run plus this one.
    expect(await page.locator("#trends svg.chart").first().locator("circle").count()).toBe(2);
    // The timeline: a bar per workflow, its tool calls inside, drawn in the page's width.
    const timeline = page.locator("#timeline svg.timeline");
    expect(await timeline.locator("rect.wf").count()).toBeGreaterThanOrEqual(2);
    expect(await timeline.locator("rect.call").count()).toBeGreaterThanOrEqual(2);
    expect(await timeline.locator("rect.wf.fail title").allTextContents()).toContainEqual(
      expect.stringMatching(/^adds with the wrong tool: /),
    );

    await page.locator("#f-failed").check();
    await expect(page.locator("tr.row", { hasText: "echo the token" }).isHidden()).resolves.toBe(true);
    await expect(page.locator("tr.row", { hasText: "adds with the wrong tool" }).isVisible()).resolves.toBe(true);
    expect(await page.locator("#f-count").textContent()).toMatch(/^1 of \d+ rows$/);

    await page.locator("tr.row", { hasText: "adds with the wrong tool" }).click();
    const trace = page.locator("tr.detail");
    await expect(trace.locator(".ev.mismatch-mark").textContent()).resolves.toContain("expected get-sum");
    await expect(trace.locator(".ev.call code.tool").first().textContent()).resolves.toBe("echo");
    await expect(trace.locator(".ev.call pre.result").first().textContent()).resolves.toBe("Echo: 19 plus 23");
    expect(await trace.locator(".ev.call pre.result").first().isVisible()).toBe(true);
    await screenshot(page, "html-report-llm-failed.png");

    // Search finds text that is only in the traces; clearing the filters shows all rows again.
    await page.locator("#f-failed").uncheck();
    await page.locator("#f-search").fill("token ***");
    await page.locator("#f-count", { hasText: /^1 of / }).waitFor();
    await expect(page.locator("tr.row", { hasText: "echo the token" }).isVisible()).resolves.toBe(true);
    expect(errors).toEqual([]);
    expect(requests).toEqual([]);
    await page.close();
  });

  test("mcpvals report --html renders the saved JSON; a file that is not a report is refused by name", async () => {
    const again = await runMcpvals(["report", join(dir.path, "r.json"), "--html", join(dir.path, "again.html")]);
    expect(again.exitCode).toBe(0);
    const rendered = await readFile(join(dir.path, "again.html"), "utf8");
    expect(rendered).toContain("adds with the wrong tool");
    expect(rendered).not.toContain(SECRET);
    const bad = await dir.write("bad.json", { schemaVersion: 1, passed: "yes" });
    const refused = await runMcpvals(["report", bad, "--html", join(dir.path, "bad.html")]);
    expect(refused.exitCode).toBe(2);
    expect(refused.stderr).toContain(`${bad} is not an mcpvals JSON report`);
    // Without an output flag, report prints the console report of the saved run (its verdict stays the run's).
    const none = await runMcpvals(["report", join(dir.path, "r.json")]);
    expect(none.stdout).toContain("adds with the wrong tool");
    expect(none.stdout).not.toContain(SECRET);
  });
});

test("the bundled no-key example renders and replays its calls", async () => {
  await using dir = await tempDir();
  const file = join(dir.path, "everything.html");
  const run = await runMcpvals([
    "run",
    "-c",
    "examples/everything/mcpvals.config.yaml",
    "--model",
    "scripted",
    "--no-state",
    "--html",
    file,
  ]);
  expect(run.exitCode).toBe(0);
  const { page, errors, requests } = await openFile(browser, file);
  await expect(page.locator("tr.row", { hasText: "add then report the weather" }).isVisible()).resolves.toBe(true);
  await page.locator("tr.row", { hasText: "add then report the weather" }).click();
  const calls = await page.locator("tr.detail .ev.call code.tool").allTextContents();
  expect(calls).toEqual(["get-sum", "get-structured-content"]);
  await expect(page.locator("tr.detail pre.result").first().textContent()).resolves.toContain("42");
  await screenshot(page, "html-report-everything.png");
  expect(errors).toEqual([]);
  expect(requests).toEqual([]);
  await page.close();
});

test("a 1,000-workflow report stays under 5 MB, filters and opens a failed row", async () => {
  await using dir = await tempDir();
  const json = join(dir.path, "big.json");
  const file = join(dir.path, "big.html");
  await execa(process.execPath, [join(REPO_ROOT, "bench/synthetic-result.mjs"), json, "1000"]);
  expect((await runMcpvals(["report", json, "--html", file])).exitCode).toBe(0);
  expect((await stat(file)).size).toBeLessThan(5 * 1024 * 1024);

  const { page, errors, requests } = await openFile(browser, file);
  expect(await page.locator("tr.row").count()).toBe(1010);
  // Only opened rows carry a trace in the DOM.
  expect(await page.locator("tr.detail").count()).toBe(0);
  await page.locator("#f-failed").check();
  const visibleStatuses = await page.locator("tr.row:not([hidden])").evaluateAll((rows) => rows.map((r) => r.getAttribute("data-s")));
  expect(visibleStatuses.length).toBeGreaterThan(0);
  expect(visibleStatuses.every((s) => s === "fail")).toBe(true);
  await page.locator("#f-search").fill("workflow 0003");
  await page.locator("#f-count", { hasText: /^1 of / }).waitFor();
  await page.locator("tr.row:not([hidden])").click();
  await expect(page.locator("tr.detail .ev.mismatch-mark").textContent()).resolves.toContain("tool-missing");
  await expect(page.locator("tr.detail pre.result").first().textContent()).resolves.toContain("Result of tool-09 for item 3-0");
  await screenshot(page, "html-report-1000.png");
  expect(errors).toEqual([]);
  expect(requests).toEqual([]);
  await page.close();
});

test("a scripted run at 420 px: nothing scrolls sideways; verifiers say what they checked; an unknown tool shows no call; passing coverage is not red", async () => {
  await using dir = await tempDir();
  await dir.write("mcpvals.config.json", {
    server: { transport: "stdio", command: "mcp-server-everything" },
    model: "scripted",
    workflows: [
      {
        name: "add two numbers and keep a very long workflow name that has to wrap somewhere on a narrow phone screen",
        steps: [{ user: "add 17 and 25", expectTools: [{ name: "get-sum", args: { a: 17, b: 25 } }], expectedState: "42" }],
        verify: [
          {
            type: "command",
            name: "node answers",
            command: [process.execPath, "-e", "console.log('verified-output')"],
            stdoutContains: "verified",
          },
        ],
      },
      // A failing call: the tools table gets its "last error" column.
      { name: "echo with the wrong argument", steps: [{ user: "echo", expectTools: [{ name: "echo", args: { wrong: "x" } }] }] },
    ],
    threshold: 0.5,
    toolHealthSuites: [
      {
        name: "negative",
        tests: [{ name: "a tool it does not have", tool: "no-such-tool", allowMissing: true, expectedError: "/no tool/i" }],
      },
    ],
  });
  const file = join(dir.path, "narrow.html");
  const args = ["run", "-c", join(dir.path, "mcpvals.config.json"), "--state-dir", join(dir.path, "state"), "--html", file];
  // Twice: with an earlier run the tools table has its trend column and the charts are drawn.
  expect((await runMcpvals(args)).exitCode).toBe(0);
  expect((await runMcpvals(args)).exitCode).toBe(0);
  const { page, errors, requests } = await openFile(browser, file, { width: 420, height: 900 });
  // Every row opened: the traces must fit too.
  for (const row of await page.locator("tr.row").all()) await row.click();
  const { scrollWidth, clientWidth } = await page.locator("html").evaluate((root) => ({
    scrollWidth: root.scrollWidth,
    clientWidth: root.clientWidth,
  }));
  await screenshot(page, "html-report-420.png");
  expect(scrollWidth).toBeLessThanOrEqual(clientWidth);

  const facts = await page.locator("dl.facts").textContent();
  expect(facts).toContain("modelscripted");
  const cards = await page
    .locator(".card")
    .evaluateAll((els) => els.map((e) => [e.querySelector("small")?.textContent, e.classList.contains("bad")]));
  expect(cards).toContainEqual(["verifiers", false]);
  expect(cards).toContainEqual(["tool coverage", false]);
  expect(cards.map(([label]) => label)).not.toContain("state checks");
  await expect(page.locator("ul.checks li", { hasText: "node answers" }).textContent()).resolves.toContain("verified");
  const testRow = page.locator("tr.row", { hasText: "a tool it does not have" });
  await expect(testRow.locator("td").last().textContent()).resolves.toBe("0");
  expect(errors).toEqual([]);
  expect(requests).toEqual([]);
  await page.close();
});

test("a scripted config that runs only tool tests names its model scripted, not none", async () => {
  await using dir = await tempDir();
  await dir.write("mcpvals.config.json", {
    server: { transport: "stdio", command: "mcp-server-everything" },
    model: "scripted",
    toolHealthSuites: [{ name: "basics", tests: [{ name: "sum", tool: "get-sum", args: { a: 1, b: 2 }, expectedResult: "3" }] }],
  });
  const file = join(dir.path, "tests-only.html");
  const json = join(dir.path, "tests-only.json");
  const run = await runMcpvals(["run", "-c", join(dir.path, "mcpvals.config.json"), "--no-state", "--html", file, "--json", json]);
  expect(run.exitCode).toBe(0);
  expect(JSON.parse(await readFile(json, "utf8"))).toMatchObject({ model: "scripted" });
  expect(await readFile(file, "utf8")).toContain("<dt>model</dt><dd>scripted</dd>");
});
