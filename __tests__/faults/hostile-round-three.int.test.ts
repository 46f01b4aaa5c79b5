/**
 * Issue 36, the surfaces not tried before, as an attacker would: a server
 * that floods progress notifications and never answers; server text built
 * to break out of JUnit XML and CTRF JSON; a Server Card that redirects off
 * its origin, to `file:`, in a loop, or is endless. Each held or was fixed
 * (see docs/security.md).
 */
import http from "node:http";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { XMLParser, XMLValidator } from "fast-xml-parser";
import { fetchServerCard } from "../../src/check/server-card/fetch-server-card.js";
import { runMcpvals, tempDir } from "../helpers/run-mcpvals.js";
import { hostileServer, newMarker, orphansOf, startMcpvals, toolSuite, waitForFile } from "./fault-helpers.js";

test("endless progress notifications and no answer: the call fails at toolCallMs, the run ends, nothing is left", async () => {
  await using dir = await tempDir();
  const marker = newMarker("progress");
  const config = await dir.write("c.json", {
    server: hostileServer(marker, []),
    connection: { maxRetries: 0 },
    timeouts: { toolCallMs: 1500 },
    toolHealthSuites: toolSuite([{ name: "progress", tool: "progress", args: {} }]),
  });
  const json = path.join(dir.path, "r.json");
  const run = await runMcpvals(["run", "-c", config, "--json", json, "--no-state"], { timeoutMs: 60_000 });
  expect(run.exitCode).toBe(1);
  const report = JSON.parse(await readFile(json, "utf8")) as { toolHealth: Array<{ passed: boolean; error?: string }> };
  expect(report.toolHealth[0]).toMatchObject({ passed: false, error: expect.stringMatching(/1500 ms|timed out|timeout/i) });
  expect(await orphansOf(marker)).toEqual([]);
});

test.each(["SIGTERM", "SIGINT"] as const)(
  "%s while one server is mid-call and another, started ahead, ignores SIGTERM: both stopped, nothing left",
  async (signal) => {
    await using dir = await tempDir();
    const marker = newMarker(`prestart-${signal}`);
    const ready = path.join(dir.path, "ready");
    const config = await dir.write("c.json", {
      servers: {
        busy: hostileServer(marker, [], { HOSTILE_READY_FILE: ready }),
        ahead: hostileServer(marker, ["ignore-sigterm", "stay-on-eof"]),
      },
      concurrency: 1,
      toolHealthSuites: [
        { name: "first", server: "busy", tests: [{ name: "slow", tool: "slow" }] },
        { name: "later", server: "ahead", tests: [{ name: "echo", tool: "echo", args: { text: "hi" }, expectedResult: "hi" }] },
      ],
    });
    const child = startMcpvals(["run", "-c", config, "--no-state"], { cwd: dir.path });
    expect(await waitForFile(ready)).toBe(true);
    child.kill(signal);
    const result = await child;
    expect(result.exitCode).toBe(3);
    expect(await orphansOf(marker)).toEqual([]);
  },
);

const INJECTION = [
  `]]></failure></testcase><testcase name="forged" classname="x"/><![CDATA[`,
  `"}],"forged":{"status":"passed"},"x":[{"a":"`,
  "\u0000\u001b[31mred\u001b[0m\u0007 <script>alert(1)</script> &amp; &lt;",
].join(" ");

test("server text built to close JUnit's CDATA and elements or CTRF's JSON: both stay well-formed, with no forged test", async () => {
  await using dir = await tempDir();
  const marker = newMarker("structure");
  const config = await dir.write("c.json", {
    server: hostileServer(marker, []),
    connection: { maxRetries: 0 },
    toolHealthSuites: toolSuite([{ name: "echoes", tool: "echo", args: { text: INJECTION }, expectedResult: "something else" }]),
  });
  const out = (name: string) => path.join(dir.path, name);
  const run = await runMcpvals(["run", "-c", config, "--junit", out("r.xml"), "--ctrf", out("r.ctrf.json"), "--no-state"]);
  expect(run.exitCode).toBe(1);
  const xml = await readFile(out("r.xml"), "utf8");
  expect(XMLValidator.validate(xml)).toBe(true);
  const testcases = JSON.stringify(new XMLParser({ ignoreAttributes: false }).parse(xml));
  expect(testcases).not.toContain('"@_name":"forged"');
  expect(xml).not.toMatch(/[\u0000\u0007\u001b]/);
  const ctrf = JSON.parse(await readFile(out("r.ctrf.json"), "utf8")) as { results: { tests: Array<{ name: string; status: string }> } };
  expect(ctrf.results.tests.map((t) => [t.name, t.status])).toEqual([[expect.stringContaining("echoes"), "failed"]]);
  expect(run.stdout).not.toMatch(/[\u0000\u0007\u001b]/);
});

describe("Server Card fetch", () => {
  async function cardServer(handler: http.RequestListener) {
    const server = http.createServer(handler);
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const url = `http://127.0.0.1:${(server.address() as { port: number }).port}/mcp`;
    return {
      url,
      [Symbol.asyncDispose]: async () => {
        server.closeAllConnections();
        await new Promise((resolve) => server.close(resolve));
      },
    };
  }
  const fetchCard = (url: string) => fetchServerCard(url, { signal: AbortSignal.timeout(30_000) });

  test("a redirect to another origin or to file: is not followed; it is named", async () => {
    for (const location of ["http://203.0.113.7/card.json", "file:///etc/passwd"]) {
      await using server = await cardServer((_req, res) => res.writeHead(302, { location }).end());
      const card = await fetchCard(server.url);
      expect(card).toMatchObject({ found: false, problem: expect.stringContaining("redirects to another origin") });
    }
  });

  test("a redirect loop within the origin ends after a few hops", async () => {
    let hops = 0;
    await using server = await cardServer((_req, res) => {
      hops += 1;
      res.writeHead(302, { location: `/.well-known/mcp/server-card?n=${hops}` }).end();
    });
    expect(await fetchCard(server.url)).toMatchObject({ found: false, problem: expect.stringMatching(/redirects more than 3 times/) });
    expect(hops).toBeLessThanOrEqual(4);
  });

  test("an endless card is cut at its size limit, the rest never read", async () => {
    let written = 0;
    await using server = await cardServer((_req, res) => {
      res.writeHead(200, { "content-type": "application/json" });
      const chunk = Buffer.alloc(64 * 1024, " ");
      const pump = (): void => {
        while (!res.destroyed && written < 512 * 1024 * 1024) {
          written += chunk.length;
          if (!res.write(chunk)) return void res.once("drain", pump);
        }
        res.end();
      };
      pump();
    });
    expect(await fetchCard(server.url)).toMatchObject({ found: false, problem: expect.stringMatching(/is over 256 KiB/) });
    expect(written).toBeLessThan(64 * 1024 * 1024);
  });
});

test("a huge tool list under --hosts: a verdict with a bounded report, never a stack overflow", async () => {
  // 200 tools x 800 optional parameters: strict mode finds 160,000 faults, which overflowed the call stack
  // (`push(...findings)`) before, ending in "unexpected error" and no report.
  const server = fileURLToPath(new URL("../fixtures/servers/huge-tools-server.mjs", import.meta.url));
  await using dir = await tempDir();
  const json = path.join(dir.path, "check.json");
  // A 10-minute connect budget: listing 200 x 800 parameters on a loaded machine can outlast the default 30 s,
  // and a listing cut short leaves no tools to grade (a false pass of this test's point).
  const run = await runMcpvals(
    ["check", "--connect-ms", "600000", "--hosts", "openai-strict", "--json", json, "--", process.execPath, server, "200", "800"],
    {
      timeoutMs: 280_000,
    },
  );
  expect([run.exitCode, run.stderr]).toEqual([1, ""]);
  const report = JSON.parse(await readFile(json, "utf8")) as {
    checks: Array<{ id: string; host?: string; item?: string; reason: string }>;
  };
  const byRule = new Map<string, number>();
  for (const check of report.checks.filter((c) => c.host === "openai-strict" && c.item !== undefined))
    byRule.set(check.id, (byRule.get(check.id) ?? 0) + 1);
  expect(byRule.size).toBeGreaterThan(0);
  for (const count of byRule.values()) expect(count).toBeLessThanOrEqual(20);
  expect(report.checks.some((c) => c.host === "openai-strict" && /^and \d+ more findings of this rule for this host/.test(c.reason))).toBe(
    true,
  );
  // A hang guard, not a speed claim: about 10 s of CPU, which a loaded 2-core machine stretches past the
  // integration tier's 120 s (61 s of wall time at load 22); the CLI's own limit above ends a hung run first.
}, 300_000);
