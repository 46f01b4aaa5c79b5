/**
 * Servers started ahead of need (workflow isolation) and the limit on
 * servers starting at once, against real fixture server processes. Counts
 * processes (a start log, `ps`), never times.
 */
import path from "node:path";
import { appendFileSync, readFileSync } from "node:fs";
import { randomUUID } from "node:crypto";
import { ConnectionManager } from "../../../src/mcp/pool/connection-manager.js";
import { evaluate } from "../../../src/eval/evaluate.js";
import { SpawnLimiter } from "../../../src/mcp/pool/spawn-limiter.js";
import { processesWith } from "../../helpers/run-mcpvals.js";
import { useTempDir } from "../../helpers/temp-dir.js";
import { FIXTURE_SERVER_PATH } from "../../fixtures/servers/start-http-server.js";
import { isAlive, pidOf, REPO_ROOT } from "../servers.js";

const LOGGED_SERVER = path.join(path.dirname(FIXTURE_SERVER_PATH), "logged-start-server.mjs");

function markedSpec(marker: string, env: Record<string, string> = {}) {
  return { transport: "stdio" as const, command: process.execPath, args: [FIXTURE_SERVER_PATH, `--marker=${marker}`], env, cwd: REPO_ROOT };
}

describe("warm spares", () => {
  const temp = useTempDir();
  it("hands each expected lease a fresh process nobody used, and closes the spares nobody took", async () => {
    const marker = randomUUID();
    const connections = new ConnectionManager({
      servers: { s: markedSpec(marker) },
      connectTimeoutMs: 10_000,
      isolation: "workflow",
      spawnLimit: 1,
    });
    const seen = new Set<number>();
    try {
      connections.expect({ s: 5 }, 2);
      for (let i = 0; i < 2; i++) {
        const lease = await connections.pool("s").acquire();
        const pid = pidOf(lease.connection);
        expect(seen.has(pid)).toBe(false);
        seen.add(pid);
        await lease.release();
        expect(isAlive(pid)).toBe(false);
      }
      // Two leases taken, three still expected: two spares were started ahead of them and are alive.
      expect((await processesWith(marker)).length).toBeGreaterThan(0);
    } finally {
      await connections.closeAll();
    }
    expect(await processesWith(marker)).toEqual([]);
    // Two leases, and at most `ahead` (2) spares beyond them: a queued spare nobody took by closeAll never started.
    const { attempts } = connections.reports()[0]!;
    expect(attempts).toBeGreaterThanOrEqual(3);
    expect(attempts).toBeLessThanOrEqual(4);
    // Spares start through the same limit as leases.
    expect(connections.spawnLimiter.peak).toBe(1);
  });

  it("starts no spare for a shared connection (isolation: run) and none once the expected leases are taken", async () => {
    const marker = randomUUID();
    const shared = new ConnectionManager({ servers: { s: markedSpec(marker) }, connectTimeoutMs: 10_000, isolation: "run" });
    shared.expect({ s: 3 }, 3);
    const a = await shared.pool("s").acquire();
    const b = await shared.pool("s").acquire();
    expect(pidOf(b.connection)).toBe(pidOf(a.connection));
    await shared.closeAll();
    expect(shared.reports()[0]).toMatchObject({ attempts: 1 });

    const isolated = new ConnectionManager({ servers: { s: markedSpec(marker) }, connectTimeoutMs: 10_000, isolation: "workflow" });
    isolated.expect({ s: 1 }, 4);
    const lease = await isolated.pool("s").acquire();
    await lease.release();
    await isolated.closeAll();
    expect(isolated.reports()[0]).toMatchObject({ attempts: 1 });
    expect(await processesWith(marker)).toEqual([]);
  });

  it("never has more servers starting than the spawn limit", async () => {
    const log = path.join(temp.dir(), "starts.log");
    appendFileSync(log, "");
    const spec = { transport: "stdio" as const, command: process.execPath, args: [LOGGED_SERVER], env: { START_LOG: log }, cwd: REPO_ROOT };
    const connections = new ConnectionManager({ servers: { s: spec }, connectTimeoutMs: 20_000, isolation: "workflow", spawnLimit: 2 });
    try {
      // Five workflows at once: five processes, two starting at a time.
      const leases = await Promise.all(Array.from({ length: 5 }, () => connections.pool("s").acquire()));
      expect(new Set(leases.map((l) => pidOf(l.connection))).size).toBe(5);
      await Promise.all(leases.map((l) => l.release()));
    } finally {
      await connections.closeAll();
    }
    // Replaying the log: a process is starting from its "start" line until its "ready" line, which the server
    // writes just before answering initialize (a line the test wrote on the lease would race the next start).
    let starting = 0;
    let most = 0;
    for (const line of readFileSync(log, "utf8").split("\n").filter(Boolean)) {
      starting += line.startsWith("start") ? 1 : -1;
      most = Math.max(most, starting);
    }
    expect(most).toBeLessThanOrEqual(2);
    expect(connections.spawnLimiter.peak).toBe(2);
  });
});

describe("a run with workflow isolation", () => {
  it("gives every workflow its own process, started ahead, and leaves none running", async () => {
    const marker = randomUUID();
    const workflow = (name: string) => ({
      name,
      steps: [{ user: "add", expectTools: [{ name: "add", args: { a: 1, b: 2 } }], expectedState: "3" }],
    });
    const result = await evaluate(
      { servers: { s: markedSpec(marker) }, concurrency: 2, toolRetrieval: false, workflows: ["a", "b", "c", "d", "e"].map(workflow) },
      { cwd: REPO_ROOT, model: "scripted", env: {}, stateDir: false },
    );
    expect(result.workflows.map((w) => [w.name, w.passed, w.error])).toEqual(["a", "b", "c", "d", "e"].map((n) => [n, true, null]));
    // One process per workflow; spares are never more than the workflows still to come.
    expect(result.servers[0]!.connections).toBe(5);
    expect(await processesWith(marker)).toEqual([]);
  });
});

describe("SpawnLimiter", () => {
  it("runs urgent tasks before spares, promotes a taken spare, and drops a queued one unstarted", async () => {
    const limiter = new SpawnLimiter(1);
    const order: string[] = [];
    let releaseFirst!: () => void;
    const first = limiter.schedule(() => new Promise<string>((resolve) => (releaseFirst = () => resolve("first"))), { urgent: true });
    const task = (name: string) => async () => void order.push(name);
    const spareA = limiter.schedule(task("spare a"), { urgent: false });
    const spareB = limiter.schedule(task("spare b"), { urgent: false });
    const dropped = limiter.schedule(task("dropped"), { urgent: false });
    const urgent = limiter.schedule(task("urgent"), { urgent: true });
    spareB.promote();
    expect(dropped.drop()).toBe(true);
    releaseFirst();
    await Promise.all([first.promise, spareA.promise, spareB.promise, urgent.promise]);
    // The promoted spare was asked for first: urgent ones go in order.
    expect(order).toEqual(["spare b", "urgent", "spare a"]);
    expect(await dropped.promise).toBeUndefined();
    expect(spareA.drop()).toBe(false);
    expect(limiter.peak).toBe(1);
    expect(() => new SpawnLimiter(0)).toThrow(/positive integer/);
  });
});
