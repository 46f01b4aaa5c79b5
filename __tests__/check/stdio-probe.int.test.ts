/**
 * check's stdio probe starts a server as a run does (spawn-server-process):
 * in its own process group, so a server that lingers after stdin closes is
 * killed with every helper it started, and the probe still reports it; every
 * byte it saw is in the wire log.
 */
import { probeStdio } from "../../src/check/wire/stdio-probe.js";
import { ServerSchema, type StdioServerSpec } from "../../src/protocol/server-spec.js";
import { HOSTILE_SERVER, newMarker, orphansOf } from "../faults/fault-helpers.js";

const stdio = (command: string, args: string[], env: Record<string, string> = {}) =>
  ServerSchema.parse({ transport: "stdio", command, args, env }) as StdioServerSpec;

test("a server that ignores stdin's close and SIGTERM is timed out and killed with its helper", async () => {
  const marker = newMarker("probe");
  const probe = probeStdio(
    stdio(process.execPath, [HOSTILE_SERVER, marker], { HOSTILE_MODE: "linger,ignore-sigterm,helper,garbage" }),
    new AbortController().signal,
    { answerWithinMs: 10_000, exitWithinMs: 500 },
  );
  const result = await probe.done;
  expect(result.spawnError).toBeUndefined();
  // It answered (after a garbage line each time), then did not exit when stdin closed.
  expect(probe.channel.log.records.some((r) => r.direction === "received" && !r.text.startsWith("{"))).toBe(true);
  expect(result.pingAnswer).toMatchObject({ id: "3" });
  expect(result.exitMs).toBeNull();
  expect(await orphansOf(marker)).toEqual([]);
});

test("a command that does not exist is a spawn error, not a hang", async () => {
  const probe = probeStdio(stdio("mcpvals-no-such-command-xyz", []), new AbortController().signal, { answerWithinMs: 10_000 });
  expect(await probe.modern).toBe(false);
  const result = await probe.done;
  expect(result.spawnError).toMatch(/ENOENT|not found/);
  expect(probe.channel.log.records).toEqual([]);
});

test("an aborted probe kills the server group at once", async () => {
  const marker = newMarker("probe-abort");
  const controller = new AbortController();
  const probe = probeStdio(
    stdio(process.execPath, [HOSTILE_SERVER, marker], { HOSTILE_MODE: "linger,ignore-sigterm,helper" }),
    controller.signal,
    { answerWithinMs: 60_000, exitWithinMs: 60_000 },
  );
  // The limits are 60 s and the test's 20: only the kill can end the wait for answers and the exit in time.
  setTimeout(() => controller.abort(), 300);
  const result = await probe.done;
  expect(result.exitMs).not.toBeNull();
  expect(await orphansOf(marker)).toEqual([]);
});
