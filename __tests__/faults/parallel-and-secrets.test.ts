/**
 * Fault injection through the real CLI: parallel runs on one state folder
 * lose nothing, and a server that echoes secrets (cut at 300 characters,
 * JSON-escaped) or a token in a server URL reaches no output.
 */
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { runMcpvals, tempDir } from "../helpers/run-mcpvals.js";
import { startFixtureHttp } from "../fixtures/servers/start-http-server.js";
import { hostileServer, newMarker, orphansOf, startMcpvals, toolSuite } from "./fault-helpers.js";

describe("parallel runs on one state folder", () => {
  test("8 runs, 4 at a time: 8 history entries, 8 metric runs, no lock left, nothing orphaned", async () => {
    await using dir = await tempDir();
    const marker = newMarker("parallel");
    const config = await dir.write("c.json", {
      server: hostileServer(marker, []),
      toolHealthSuites: toolSuite([{ name: "echo", args: { text: "hi" }, expectedResult: "hi" }]),
      stateDir: "state",
    });
    const codes: number[] = [];
    for (let wave = 0; wave < 2; wave += 1) {
      const runs = await Promise.all(Array.from({ length: 4 }, () => startMcpvals(["run", "-c", config])));
      codes.push(...runs.map((r) => r.exitCode ?? -1));
    }
    expect(codes).toEqual([0, 0, 0, 0, 0, 0, 0, 0]);
    const state = path.join(dir.path, "state", "c");
    const history = JSON.parse(await readFile(path.join(state, "history.json"), "utf8"));
    const metrics = JSON.parse(await readFile(path.join(state, "metrics.json"), "utf8"));
    expect(history.runs).toHaveLength(8);
    expect(metrics.runCount).toBe(8);
    expect(metrics.tools["default/echo"].runs).toHaveLength(8);
    expect((await readdir(state)).sort()).toEqual(["history.json", "metrics.json", "tools.json"]);
    expect(await orphansOf(marker)).toEqual([]);
  });
});

describe("secrets a server echoes", () => {
  const SECRET = 'tok-"SECRET"-0123456789abcdef';
  const URL_TOKEN = "urltok-5f3e9a1b2c";

  test("no output carries the secret, its head before a cut, its JSON-escaped form, or a URL token", async () => {
    await using dir = await tempDir();
    await using http = await startFixtureHttp();
    const marker = newMarker("secrets");
    const config = await dir.write("c.json", {
      servers: {
        app: hostileServer(marker, [], { HOSTILE_SECRET: SECRET, API_TOKEN: SECRET }),
        // The fixture ignores the query; the report's server lines and tools.json quote the URL.
        remote: { url: `${http.url}?token=${URL_TOKEN}&page=1` },
      },
      connection: { maxRetries: 0 },
      toolHealthSuites: [
        { name: "s", server: "app", tests: [{ name: "secret", expectedResult: "never there" }] },
        { name: "r", server: "remote", tests: [{ name: "echo", args: { message: "hi" } }] },
      ],
      stateDir: "state",
    });
    const files = ["r.json", "r.xml", "r.md"].map((f) => path.join(dir.path, f));
    const run = await runMcpvals([
      "run",
      "-c",
      config,
      "--json",
      files[0]!,
      "--junit",
      files[1]!,
      "--markdown",
      files[2]!,
      "-r",
      "console",
    ]);
    expect(run.exitCode).toBe(1);
    const outputs: Record<string, string> = { stdout: run.stdout, stderr: run.stderr };
    for (const file of [...files, path.join(dir.path, "state", "c", "tools.json")])
      outputs[path.basename(file)] = await readFile(file, "utf8");
    // The secret was quoted somewhere (starred), so the test would see a leak.
    expect(outputs["r.json"]).toMatch(/x{20}\*\*\*/);
    for (const [name, text] of Object.entries(outputs)) {
      for (const leak of [SECRET, JSON.stringify(SECRET).slice(1, -1), 'tok-\\"SECR', 'tok-"SECR', URL_TOKEN]) {
        expect({ name, leaked: text.includes(leak) ? leak : null }).toEqual({ name, leaked: null });
      }
    }
    expect(await orphansOf(marker)).toEqual([]);
  });
});
