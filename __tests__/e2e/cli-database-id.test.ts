/**
 * `{{databaseId}}` in a server's env is substituted wherever mcpvals starts
 * the server: a run's tool tests (not only its workflows), `tools`, `check`
 * and `init`, each with its own id, never the literal placeholder. The real
 * CLI; the fixture server appends to the log file its env names, so the file
 * names show which id each start got.
 */
import { mkdir, readdir } from "node:fs/promises";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { FIXTURE_SERVER_PATH } from "../fixtures/servers/start-http-server.js";
import { runMcpvals, tempDir } from "../helpers/run-mcpvals.js";

const LOGGED_SERVER = path.join(path.dirname(FIXTURE_SERVER_PATH), "logged-start-server.mjs");
const CHECK_SERVER = path.join(path.dirname(FIXTURE_SERVER_PATH), "check-fixture-server.mjs");

test("tool tests, tools, check and init start the server with a fresh {{databaseId}}, never the placeholder", async () => {
  await using dir = await tempDir();
  const logs = path.join(dir.path, "logs");
  await dir.write("mcpvals.config.json", {
    server: { command: process.execPath, args: [LOGGED_SERVER], env: { START_LOG: path.join(logs, "start-{{databaseId}}.log") } },
    model: "scripted",
    // Not what is tested here: no tool-retrieval metric, so no embedding model loads.
    toolRetrieval: false,
    workflows: [
      { name: "echo", steps: [{ user: "e", expectTools: [{ name: "echo", args: { message: "m" } }], expectedState: "Echo: m" }] },
    ],
    toolHealthSuites: [{ name: "s", tests: [{ name: "echo", args: { message: "x" }, expectedResult: "Echo: x" }] }],
  });
  await mkdir(logs);
  const logFiles = async (): Promise<string[]> => (await readdir(logs)).filter((f) => f.startsWith("start-")).sort();

  for (let i = 0; i < 2; i++) {
    const run = await runMcpvals(["run", "--no-state"], { cwd: dir.path });
    expect(run.exitCode).toBe(0);
  }
  // Two runs, each: the workflow's own id and the tool tests' id.
  expect(await logFiles()).toHaveLength(4);
  // Each command its own id: one more file each.
  expect((await runMcpvals(["tools"], { cwd: dir.path })).exitCode).toBe(0);
  expect(await logFiles()).toHaveLength(5);
  expect((await runMcpvals(["check"], { cwd: dir.path })).exitCode).not.toBe(2);
  expect(await logFiles()).toHaveLength(6);
  // init needs a tool it may call (readOnlyHint): the check fixture, started behind the same kind of log.
  const wrapper = await dir.write(
    "logged-check-server.mjs",
    `import { appendFileSync } from "node:fs";\nappendFileSync(process.env.START_LOG, "start\\n");\nawait import(${JSON.stringify(pathToFileURL(CHECK_SERVER).href)});\n`,
  );
  await dir.write("init-source.json", {
    server: { command: process.execPath, args: [wrapper], env: { START_LOG: path.join(logs, "start-{{databaseId}}.log") } },
  });
  const init = await runMcpvals(["init", "-c", "init-source.json", "--out", "init.yaml"], { cwd: dir.path });
  expect(init.stderr).toBe("");
  expect(init.exitCode).toBe(0);

  const files = await logFiles();
  expect(files).toHaveLength(7);
  for (const file of files) expect(file).toMatch(/^start-mcpvals_[0-9a-f]{8}\.log$/);
});
