/**
 * Servers that attack the client's runtime rather than its output: a
 * catastrophic regex in an outputSchema, a tool whose inputSchema nests
 * thousands of levels, a server that floods requests and never reads. Each
 * case runs the real CLI and must end, within its own deadline, with a clear
 * failure naming what broke (a hung case is killed by the helper's timeout
 * and fails here).
 */
import { readFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { EvalResultSchema } from "../../src/result/eval-result.js";
import { runMcpvals, tempDir } from "../helpers/run-mcpvals.js";
import { newMarker, orphansOf, toolSuite } from "./fault-helpers.js";

const SERVER = fileURLToPath(new URL("../fixtures/servers/runtime-hostile-server.mjs", import.meta.url));

function runtimeServer(marker: string, env: Record<string, string> = {}) {
  return { command: process.execPath, args: [SERVER, marker], env };
}

describe("a catastrophic regex in a server's outputSchema", () => {
  test("run: the call fails naming the tool and the pattern; the run ends", async () => {
    await using dir = await tempDir();
    const marker = newMarker("redos-run");
    const config = await dir.write("c.json", {
      server: runtimeServer(marker),
      connection: { maxRetries: 0 },
      toolHealthSuites: toolSuite([
        { name: "redos", args: {} },
        { name: "echo", args: { text: "hi" }, expectedResult: "hi" },
      ]),
    });
    const json = path.join(dir.path, "r.json");
    const run = await runMcpvals(["run", "-c", config, "--json", json, "--no-state"]);
    expect(run.exitCode).toBe(1);
    const report = EvalResultSchema.parse(JSON.parse(await readFile(json, "utf8")));
    const redos = report.toolHealth.find((test) => test.tool === "redos");
    expect(redos?.passed).toBe(false);
    expect(redos?.error).toMatch(/must match pattern "\^\(a\+\)\+\$"/);
    expect(report.toolHealth.find((test) => test.tool === "echo")?.passed).toBe(true);
    expect(await orphansOf(marker)).toEqual([]);
  });

  test("check --call: one error finding for the tool, the check finishes", async () => {
    const marker = newMarker("redos-check");
    const run = await runMcpvals(["check", "--call", "--", process.execPath, SERVER, marker]);
    expect(run.exitCode).toBe(1);
    expect(run.stdout).toMatch(/tools\/read-only-call\s+default tool redos[^\n]*\n[^\n]*must match pattern/);
    expect(await orphansOf(marker)).toEqual([]);
  });

  test("init: the tool is written commented out with the reason; init finishes", async () => {
    await using dir = await tempDir();
    const marker = newMarker("redos-init");
    const out = path.join(dir.path, "mcpvals.config.yaml");
    const run = await runMcpvals(["init", "--out", out, "--", process.execPath, SERVER, marker], { cwd: dir.path });
    expect(run.exitCode).toBe(0);
    expect(await readFile(out, "utf8")).toMatch(
      /failed with generated arguments \([^)]*must match pattern[^\n]*\n\s*# - name: "redos answers"/,
    );
    expect(await orphansOf(marker)).toEqual([]);
  });
});

describe("a tool whose inputSchema nests 3,000 levels", () => {
  test("run: that tool fails as unusable, named; the server and its other tools still run", async () => {
    await using dir = await tempDir();
    const marker = newMarker("deep");
    const config = await dir.write("c.json", {
      server: runtimeServer(marker, { RUNTIME_DEPTH: "3000" }),
      connection: { maxRetries: 0 },
      toolHealthSuites: toolSuite([
        { name: "echo", args: { text: "hi" }, expectedResult: "hi" },
        { name: "deep", args: {} },
      ]),
    });
    const json = path.join(dir.path, "r.json");
    const run = await runMcpvals(["run", "-c", config, "--json", json, "--no-state"]);
    expect(run.exitCode).toBe(1);
    const report = EvalResultSchema.parse(JSON.parse(await readFile(json, "utf8")));
    expect(report.toolHealth.find((test) => test.tool === "echo")?.passed).toBe(true);
    const deep = report.toolHealth.find((test) => test.tool === "deep");
    expect(deep?.infrastructure).toBeFalsy();
    expect(deep?.error).toBe('protocol: tool "deep" of server "default" cannot be used: its inputSchema nests deeper than 200 levels');
    expect(report.servers[0]?.warnings).toContain('tool "deep" cannot be used: its inputSchema nests deeper than 200 levels');
    expect(await orphansOf(marker)).toEqual([]);
  });
});

describe("a server that floods requests and stops reading its stdin", () => {
  test("run: the call fails naming the flood, the run ends and writes its report", async () => {
    await using dir = await tempDir();
    const marker = newMarker("flood");
    const config = await dir.write("c.json", {
      server: runtimeServer(marker, { RUNTIME_MODE: "flood" }),
      connection: { maxRetries: 0 },
      toolHealthSuites: toolSuite([{ name: "echo", args: { text: "hi" } }]),
    });
    const json = path.join(dir.path, "r.json");
    const run = await runMcpvals(["run", "-c", config, "--json", json, "--no-state"]);
    expect(run.exitCode).toBe(1);
    expect(run.stderr).not.toMatch(/MaxListenersExceededWarning/);
    const report = EvalResultSchema.parse(JSON.parse(await readFile(json, "utf8")));
    expect(report.toolHealth[0]?.error).toMatch(
      /^transport: the connection to the server closed during the call: the server stopped reading its stdin \(10000 messages/,
    );
    expect(await orphansOf(marker)).toEqual([]);
  });
});
