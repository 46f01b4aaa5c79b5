/**
 * A run starts its stdio servers as soon as its plan stands, and the
 * connection takes that process instead of starting another. Counted with
 * real processes (a start log, `ps`), never timed.
 */
import path from "node:path";
import { readFileSync } from "node:fs";
import { randomUUID } from "node:crypto";
import { prestartServerProcess } from "../../../src/mcp/transport/spawn-server-process.js";
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
