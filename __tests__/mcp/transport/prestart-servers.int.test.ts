/**
 * A run starts its stdio servers as soon as its plan stands, and the
 * connection takes that process instead of starting another. Counted with
 * real processes (a start log, `ps`), never timed.
 */
import path from "node:path";
import { existsSync, readFileSync } from "node:fs";
import { randomUUID } from "node:crypto";
import { prestartServerProcess, spawnServerProcess } from "../../../src/mcp/transport/spawn-server-process.js";
import { processesWith, runMcpvals, tempDir } from "../../helpers/run-mcpvals.js";
import { FIXTURE_SERVER_PATH } from "../../fixtures/servers/start-http-server.js";
import { REPO_ROOT } from "../servers.js";

const LOGGED_SERVER = path.join(path.dirname(FIXTURE_SERVER_PATH), "logged-start-server.mjs");
const add = (name: string) => ({
  name,
  steps: [{ user: "add", expectTools: [{ name: "add", args: { a: 1, b: 2 } }], expectedState: "3" }],
});

test("a run takes the server it started ahead: one process for two workflows sharing it", async () => {
  await using dir = await tempDir();
  const log = path.join(dir.path, "starts.log");
  const config = await dir.write("mcpvals.config.json", {
    server: { command: process.execPath, args: [LOGGED_SERVER], env: { START_LOG: log } },
    isolation: "run",
    model: "scripted",
    toolRetrieval: false,
    workflows: [add("one"), add("two")],
  });
  const run = await runMcpvals(["run", "-c", config, "--no-state", "-r", "json"], { cwd: dir.path });
  expect(run.exitCode).toBe(0);
  const starts = readFileSync(log, "utf8")
    .split("\n")
    .filter((line) => line.startsWith("start"));
  // Started ahead and taken: had the connection started its own, the log would say two.
  expect(starts).toHaveLength(1);
  expect(JSON.parse(run.stdout).servers[0]).toMatchObject({ connections: 1 });
});

test("with a process per workflow, each one started ahead is taken: no start wasted", async () => {
  await using dir = await tempDir();
  const log = path.join(dir.path, "starts.log");
  const config = await dir.write("mcpvals.config.json", {
    server: { command: process.execPath, args: [LOGGED_SERVER], env: { START_LOG: log } },
    isolation: "workflow",
    model: "scripted",
    toolRetrieval: false,
    workflows: [add("one"), add("two"), add("three")],
  });
  const run = await runMcpvals(["run", "-c", config, "--no-state", "-r", "json"], { cwd: dir.path });
  expect(run.exitCode).toBe(0);
  // Three workflows, three processes: those started ahead were taken, none started twice.
  expect(
    readFileSync(log, "utf8")
      .split("\n")
      .filter((line) => line.startsWith("start")),
  ).toHaveLength(3);
  expect(JSON.parse(run.stdout).servers[0]).toMatchObject({ connections: 3 });
});

test("one that nothing takes is stopped by its handle, its process gone; a taken one is not the handle's", async () => {
  const marker = randomUUID();
  const server = prestartServerProcess({ command: process.execPath, args: [FIXTURE_SERVER_PATH, `--marker=${marker}`], cwd: REPO_ROOT });
  expect(await processesWith(marker)).toHaveLength(1);
  expect(await server.stop()).toBe(true);
  expect(await processesWith(marker)).toEqual([]);
  expect(await server.stop()).toBe(false);
});

test("what a server started ahead says before it is taken waits in its pipes for the taker", async () => {
  await using dir = await tempDir();
  const said = path.join(dir.path, "said");
  // Writes to both pipes, then says so in a file, and runs until its stdin closes.
  const script = `process.stdout.write("out-early\\n"); process.stderr.write("err-early\\n", () => require("node:fs").writeFileSync(${JSON.stringify(said)}, "")); process.stdin.resume();`;
  const options = { command: process.execPath, args: ["-e", script], cwd: dir.path };
  const ahead = prestartServerProcess(options);
  // Bounded by the test runner's own limit: the file appears once the server has written.
  while (!existsSync(said)) await new Promise((resolve) => setTimeout(resolve, 20));
  // Moments pass before the taker reads (a run's modules loading): nothing said may be dropped meanwhile.
  await new Promise((resolve) => setImmediate(resolve));
  await new Promise((resolve) => setTimeout(resolve, 50));
  const taken = spawnServerProcess(options);
  // Read to the end: the server exits once its stdin closes.
  const read = async (stream: NodeJS.ReadableStream | null): Promise<string> => {
    let text = "";
    for await (const chunk of stream ?? []) text += String(chunk);
    return text;
  };
  taken.stdin?.end();
  expect(await Promise.all([read(taken.stdout), read(taken.stderr)])).toEqual(["out-early\n", "err-early\n"]);
  await taken.exited;
  expect(await ahead.stop()).toBe(false);
});
