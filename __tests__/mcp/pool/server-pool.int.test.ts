import { ServerPool } from "../../../src/mcp/pool/server-pool.js";
import { ServerConnectError } from "../../../src/errors.js";
import { startFixtureHttp } from "../../fixtures/servers/start-http-server.js";
import { fixtureSpec, httpSpec, isAlive, pidOf, REPO_ROOT, V1_TOOLS } from "../servers.js";
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { HOSTILE_SERVER } from "../../faults/fault-helpers.js";
import { useTempDir } from "../../helpers/temp-dir.js";

const temp = useTempDir();

describe("ServerPool over stdio", () => {
  it('isolation "workflow": every lease is a fresh process, closed on release', async () => {
    const pool = new ServerPool({ name: "fixture", spec: fixtureSpec(), connectTimeoutMs: 10_000, isolation: "workflow" });
    try {
      const [a, b] = await Promise.all([pool.acquire(), pool.acquire()]);
      expect(a.connection).not.toBe(b.connection);
      const pidA = pidOf(a.connection);
      const pidB = pidOf(b.connection);
      expect(pidA).not.toBe(pidB);
      await a.release();
      expect(isAlive(pidA)).toBe(false);
      expect(isAlive(pidB)).toBe(true);
      await b.release();
      expect(isAlive(pidB)).toBe(false);

      const report = pool.report();
      expect(report).toMatchObject({
        name: "fixture",
        transport: "stdio",
        connectedVia: "stdio",
        serverInfo: { name: "mcpvals-fixture", version: "1.0.0" },
        tools: 8,
        connections: 2,
        error: null,
      });
      expect(report.toolsHash).toMatch(/^[0-9a-f]{64}$/);
      expect(pool.tools?.map((t) => t.name)).toEqual(V1_TOOLS);
    } finally {
      await pool.closeAll();
    }
  });

  it('isolation "run": one process shared, even when two acquire() calls race', async () => {
    const pool = new ServerPool({ name: "fixture", spec: fixtureSpec(), connectTimeoutMs: 10_000, isolation: "run" });
    let pid: number | undefined;
    try {
      const [a, b] = await Promise.all([pool.acquire(), pool.acquire()]);
      expect(a.connection).toBe(b.connection);
      pid = pidOf(a.connection);
      await a.release();
      await b.release();
      expect(isAlive(pid)).toBe(true); // a shared connection outlives its leases
      const c = await pool.acquire();
      expect(c.connection).toBe(a.connection);
      expect(pool.report().connections).toBe(1);
    } finally {
      await pool.closeAll();
    }
    expect(isAlive(pid!)).toBe(false); // closeAll stops it
  });

  it("a shared connection is opened under the run's signal: the first caller giving up does not fail the others", async () => {
    const pool = new ServerPool({ name: "fixture", spec: fixtureSpec(), connectTimeoutMs: 10_000, isolation: "run" });
    try {
      const impatient = new AbortController();
      const first = pool.acquire(impatient.signal);
      const second = pool.acquire();
      impatient.abort();
      await expect(first).rejects.toThrow();
      const lease = await second;
      expect(lease.connection.serverInfo?.name).toBe("mcpvals-fixture");
      expect(pool.report()).toMatchObject({ connections: 1, error: null });
    } finally {
      await pool.closeAll();
    }
  });

  it("closeAll() stops processes whose leases were never released", async () => {
    const pool = new ServerPool({ name: "fixture", spec: fixtureSpec(), connectTimeoutMs: 10_000, isolation: "workflow" });
    const lease = await pool.acquire();
    const pid = pidOf(lease.connection);
    await pool.closeAll();
    expect(isAlive(pid)).toBe(false);
    await lease.release(); // late release is harmless
  });

  it("a released lease closes in the background; closeAll waits for it and, with hurryAfterMs, SIGTERMs a server that stays after stdin closes", async () => {
    const sigtermFile = join(temp.dir(), "sigterm.txt");
    const spec = {
      transport: "stdio" as const,
      command: process.execPath,
      args: [HOSTILE_SERVER, "pool-stay-on-eof"],
      env: { HOSTILE_MODE: "stay-on-eof", HOSTILE_SIGTERM_FILE: sigtermFile },
      cwd: REPO_ROOT,
      // A 10-minute grace: a SIGTERM before the test's own timeout can only be closeAll's hurry (no clock read).
      stopGraceMs: 600_000,
    };
    const pool = new ServerPool({ name: "stays", spec, connectTimeoutMs: 10_000, isolation: "workflow" });
    const lease = await pool.acquire();
    const pid = pidOf(lease.connection);
    let released = false;
    void lease.release().then(() => (released = true));
    // Its stdin is closed, and it gets its polite grace to exit on its own.
    await sleep(300);
    expect(released).toBe(false);
    expect(isAlive(pid)).toBe(true);
    expect(existsSync(sigtermFile)).toBe(false);
    // The run is over: closeAll waits for the released lease too, and does not wait out the grace.
    await pool.closeAll({ hurryAfterMs: 50 });
    expect(isAlive(pid)).toBe(false);
    // SIGTERM came long before the grace ran out: closeAll hurried it.
    expect(readFileSync(sigtermFile, "utf8").split(" ")[0]).toBe("SIGTERM");
    await sleep(0);
    expect(released).toBe(true);
  });

  it("a server that fails to start: report() carries the error, connections are counted", async () => {
    const pool = new ServerPool({
      name: "broken",
      spec: fixtureSpec({ FIXTURE_EXIT_AT_START: "1" }),
      connectTimeoutMs: 10_000,
      isolation: "workflow",
    });
    try {
      await expect(pool.acquire()).rejects.toBeInstanceOf(ServerConnectError);
      await expect(pool.acquire()).rejects.toThrow(/exited with code 3/);
      const report = pool.report();
      expect(report).toMatchObject({
        name: "broken",
        transport: "stdio",
        connectedVia: null,
        serverInfo: null,
        tools: 0,
        toolsHash: null,
        connections: 2,
      });
      expect(report.error).toContain("exited with code 3");
      expect(report.error).toContain("fixture: refusing to start");
      expect(pool.tools).toBeUndefined();
    } finally {
      await pool.closeAll();
    }
  });

  it("a shared server that fails is tried once: later acquires fail fast with the same error", async () => {
    const pool = new ServerPool({
      name: "broken",
      spec: fixtureSpec({ FIXTURE_EXIT_AT_START: "1" }),
      connectTimeoutMs: 10_000,
      isolation: "run",
    });
    try {
      const first = await pool.acquire().catch((e: unknown) => e);
      const second = await pool.acquire().catch((e: unknown) => e);
      expect(first).toBeInstanceOf(ServerConnectError);
      expect(second).toBe(first);
      expect(pool.report()).toMatchObject({ connections: 1, connectedVia: null });
      expect(pool.report().error).toContain("exited with code 3");
    } finally {
      await pool.closeAll();
    }
  });

  it("toolsHash in the report changes when the server's tools change", async () => {
    const hashOf = async (env: Record<string, string>) => {
      const pool = new ServerPool({ name: "fixture", spec: fixtureSpec(env), connectTimeoutMs: 10_000, isolation: "workflow" });
      try {
        await (await pool.acquire()).release();
        return pool.report().toolsHash;
      } finally {
        await pool.closeAll();
      }
    };
    const [v1, v1Again, v2] = await Promise.all([hashOf({}), hashOf({}), hashOf({ FIXTURE_VARIANT: "v2" })]);
    expect(v1).toBe(v1Again);
    expect(v2).not.toBe(v1);
  });
});

describe("ServerPool over Streamable HTTP", () => {
  it("shares one connection whatever the isolation, even when acquires race", async () => {
    await using server = await startFixtureHttp();
    const pool = new ServerPool({ name: "http", spec: httpSpec(server.url), connectTimeoutMs: 10_000, isolation: "workflow" });
    try {
      const leases = await Promise.all([pool.acquire(), pool.acquire(), pool.acquire()]);
      expect(new Set(leases.map((l) => l.connection)).size).toBe(1);
      await Promise.all(leases.map((l) => l.release()));
      const report = pool.report();
      expect(report).toMatchObject({ name: "http", transport: "shttp", connectedVia: "shttp", tools: 8, connections: 1, error: null });
    } finally {
      await pool.closeAll();
    }
  });

  it("an unreachable HTTP server: error in the report, one connection attempt", async () => {
    const pool = new ServerPool({ name: "down", spec: httpSpec("http://127.0.0.1:9/mcp"), connectTimeoutMs: 5_000, isolation: "workflow" });
    try {
      const results = await Promise.allSettled([pool.acquire(), pool.acquire()]);
      expect(results.map((r) => r.status)).toEqual(["rejected", "rejected"]);
      const report = pool.report();
      expect(report.connections).toBe(1);
      expect(report.connectedVia).toBeNull();
      expect(report.error).toContain('Server "down" (shttp) could not be started or reached');
    } finally {
      await pool.closeAll();
    }
  });
});
