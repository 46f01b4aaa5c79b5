/**
 * check's raw wire probe starts a server as a run does (spawn-server-process):
 * in its own process group, so a server that lingers after stdin closes is
 * killed with every helper it started, and the probe still reports it.
 */
import { probeStdioWire } from "../../src/mcp/probe-stdio-wire.js";
import { ServerSchema, type StdioServerSpec } from "../../src/mcp/server-spec.js";
import { HOSTILE_SERVER, newMarker, orphansOf } from "../faults/fault-helpers.js";

const stdio = (command: string, args: string[], env: Record<string, string> = {}) => ServerSchema.parse({ transport: "stdio", command, args, env }) as StdioServerSpec;

test("a server that ignores stdin's close and SIGTERM is timed out and killed with its helper", async () => {
  const marker = newMarker("probe");
  const probe = await probeStdioWire({
    spec: stdio(process.execPath, [HOSTILE_SERVER, marker], { HOSTILE_MODE: "linger,ignore-sigterm,helper,garbage" }),
    answerWithinMs: 5_000,
    exitWithinMs: 500,
  });
  expect(probe.spawnError).toBeUndefined();
  // It answered (after a garbage line each time), then did not exit when stdin closed.
  expect(probe.lines.some((line) => !line.startsWith("{"))).toBe(true);
  expect(probe.pingAnswer).toMatchObject({ id: 2 });
  expect(probe.exitMs).toBeNull();
  expect(await orphansOf(marker)).toEqual([]);
}, 20_000);

test("a command that does not exist is a spawn error, not a hang", async () => {
  const probe = await probeStdioWire({ spec: stdio("mcpvals-no-such-command-xyz", []) });
  expect(probe.spawnError).toMatch(/ENOENT|not found/);
  expect(probe.lines).toEqual([]);
});

test("an aborted probe kills the server group at once", async () => {
  const marker = newMarker("probe-abort");
  const controller = new AbortController();
  const probing = probeStdioWire({
    spec: stdio(process.execPath, [HOSTILE_SERVER, marker], { HOSTILE_MODE: "linger,ignore-sigterm,helper" }),
    answerWithinMs: 60_000,
    exitWithinMs: 60_000,
    signal: controller.signal,
  });
  // The limits are 60 s and the test's 20: only the kill can end the wait for answers and the exit in time.
  setTimeout(() => controller.abort(), 300);
  const probe = await probing;
  expect(probe.exitMs).not.toBeNull();
  expect(await orphansOf(marker)).toEqual([]);
}, 20_000);
