/**
 * Lazy connections to several real servers (the fixture server as child
 * processes): retries with backoff, the circuit breaker, preconnect, and a
 * server nobody uses never starting. Sleep and clock are injected: nothing
 * here waits out a backoff.
 */
import path from "node:path";
import { readFile } from "node:fs/promises";
import { ConnectionManager, type ConnectionManagerOptions } from "../../../src/mcp/pool/connection-manager.js";
import type { Sleep } from "../../../src/mcp/pool/retry-with-backoff.js";
import { ServerUnavailableError, UsageError } from "../../../src/errors.js";
import { tempDir } from "../../helpers/temp-dir.js";
import { processesWith } from "../../helpers/run-mcpvals.js";
import { randomUUID } from "node:crypto";
import { FIXTURE_SERVER_PATH } from "../../fixtures/servers/start-http-server.js";
import { fixtureSpec, isAlive, pidOf } from "../servers.js";

function recordingSleep(): { sleep: Sleep; delays: number[] } {
  const delays: number[] = [];
  return { delays, sleep: async (ms) => void delays.push(ms) };
}

function manualClock(start = Date.parse("2026-01-01T00:00:00.000Z")): { now: () => number; advance: (ms: number) => void } {
  let time = start;
  return { now: () => time, advance: (ms) => void (time += ms) };
}

function manager(options: Partial<ConnectionManagerOptions> & Pick<ConnectionManagerOptions, "servers">): ConnectionManager {
  return new ConnectionManager({ connectTimeoutMs: 10_000, isolation: "workflow", sleep: recordingSleep().sleep, ...options });
}

describe("ConnectionManager", () => {
  it("a server nobody uses is never started and reported as configured; unknown names are usage errors", async () => {
    const connections = manager({
      servers: {
        good: fixtureSpec(),
        broken: { transport: "stdio", command: "mcpvals-no-such-command", args: [], env: {}, cwd: process.cwd() },
      },
    });
    try {
      const lease = await connections.pool("good").acquire();
      await lease.release();
      const [good, broken] = connections.reports();
      expect(good).toMatchObject({
        name: "good",
        state: "connected",
        attempts: 1,
        connections: 1,
        breaker: "closed",
        serverInfo: { name: "mcpvals-fixture" },
      });
      expect(good!.connectedAt).toMatch(/^\d{4}-\d\d-\d\dT/);
      expect(broken).toMatchObject({
        name: "broken",
        state: "configured",
        attempts: 0,
        connections: 0,
        connectedAt: null,
        error: null,
        serverInfo: null,
      });
      expect(() => connections.pool("nope")).toThrow(UsageError);
      expect(() => connections.pool("nope")).toThrow('No server named "nope". Servers in the config: "good", "broken".');
    } finally {
      await connections.closeAll();
    }
  });

  it("a command that cannot be run is not retried: it would fail the same way every time", async () => {
    const { sleep, delays } = recordingSleep();
    const connections = manager({
      servers: { broken: { transport: "stdio", command: "mcpvals-no-such-command", args: [], env: {}, cwd: process.cwd() } },
      maxRetries: 3,
      sleep,
    });
    try {
      const error = await connections
        .pool("broken")
        .acquire()
        .catch((e: unknown) => e);
      expect(ServerUnavailableError.isInstance(error)).toBe(true);
      expect((error as Error).message).toContain('could not run "mcpvals-no-such-command"');
      expect(delays).toEqual([]);
      expect(connections.reports()[0]).toMatchObject({ state: "failed", attempts: 1 });
    } finally {
      await connections.closeAll();
    }
  });

  it("a server that fails twice then works connects on the third try, after 1 s and 2 s of backoff", async () => {
    await using dir = await tempDir();
    const counter = path.join(dir.path, "starts");
    const { sleep, delays } = recordingSleep();
    const connections = manager({
      servers: { flaky: fixtureSpec({ FIXTURE_FAIL_TIMES: "2", FIXTURE_COUNTER_FILE: counter }) },
      maxRetries: 3,
      sleep,
    });
    try {
      const lease = await connections.pool("flaky").acquire();
      expect(lease.connection.serverInfo?.name).toBe("mcpvals-fixture");
      await lease.release();
      expect(delays).toEqual([1000, 2000]);
      expect(await readFile(counter, "utf8")).toBe("3");
      const [report] = connections.reports();
      expect(report).toMatchObject({ state: "connected", attempts: 3, breaker: "closed", error: null });
      expect(report!.lastError).toContain("fixture: failing start 2 of 2");
    } finally {
      await connections.closeAll();
    }
  });

  it("listTools reaches a flaky server through its retries, returns what it offers and lets the connection go", async () => {
    await using dir = await tempDir();
    const counter = path.join(dir.path, "starts");
    const { sleep, delays } = recordingSleep();
    const connections = manager({
      servers: { flaky: fixtureSpec({ FIXTURE_FAIL_TIMES: "1", FIXTURE_COUNTER_FILE: counter }) },
      maxRetries: 2,
      sleep,
    });
    try {
      const { tools, serverInfo } = await connections.listTools("flaky");
      expect(tools.map((t) => t.name)).toContain("echo");
      expect(serverInfo?.name).toBe("mcpvals-fixture");
      expect(delays).toEqual([1000]);
      expect(connections.serverTools()).toEqual([
        { server: "flaky", tools, serverInfo, offerings: { resources: [], resourceTemplates: [], prompts: [] } },
      ]);
      expect(connections.reports()[0]).toMatchObject({ state: "connected", attempts: 2 });
      await expect(connections.listTools("nope")).rejects.toThrow(UsageError);
    } finally {
      await connections.closeAll();
    }
  });

  it("a server that always fails opens the breaker: later connects fail fast without starting it, until the cool-down allows one probe", async () => {
    const clock = manualClock();
    const { sleep, delays } = recordingSleep();
    const connections = manager({
      servers: { dead: fixtureSpec({ FIXTURE_EXIT_AT_START: "1" }) },
      maxRetries: 3,
      breaker: { failureThreshold: 3, cooldownMs: 60_000 },
      sleep,
      now: clock.now,
    });
    const pool = connections.pool("dead");
    try {
      const first = await pool.acquire().catch((e: unknown) => e);
      expect(first).toBeInstanceOf(ServerUnavailableError);
      // Three tries opened the breaker, so the fourth (maxRetries 3) was not made.
      expect((first as ServerUnavailableError).details).toEqual({
        attempts: 3,
        lastError: expect.stringContaining("exited with code 3"),
        breakerOpenedAt: "2026-01-01T00:00:00.000Z",
      });
      expect((first as Error).message).toMatch(
        /^Server "dead" is unavailable: 3 connect tries failed; its circuit breaker is open since 2026-01-01T00:00:00.000Z/,
      );
      expect(delays).toEqual([1000, 2000]);

      const second = await pool.acquire().catch((e: unknown) => e);
      expect((second as ServerUnavailableError).details.attempts).toBe(0);
      expect((second as Error).message).toContain("not tried");
      expect((second as Error).message).toContain("fixture: refusing to start");
      expect(connections.reports()[0]).toMatchObject({
        state: "failed",
        attempts: 3,
        breaker: "open",
        breakerOpenedAt: "2026-01-01T00:00:00.000Z",
      });

      clock.advance(60_000);
      expect(connections.reports()[0]!.breaker).toBe("half-open");
      const probe = await pool.acquire().catch((e: unknown) => e);
      expect((probe as ServerUnavailableError).details).toMatchObject({ attempts: 1, breakerOpenedAt: "2026-01-01T00:01:00.000Z" });
      expect(connections.reports()[0]).toMatchObject({ attempts: 4, breaker: "open" });
    } finally {
      await connections.closeAll();
    }
  });

  it("a half-open probe that succeeds closes the breaker", async () => {
    await using dir = await tempDir();
    const clock = manualClock();
    const connections = manager({
      servers: { flaky: fixtureSpec({ FIXTURE_FAIL_TIMES: "1", FIXTURE_COUNTER_FILE: path.join(dir.path, "starts") }) },
      maxRetries: 0,
      breaker: { failureThreshold: 1, cooldownMs: 5_000 },
      now: clock.now,
    });
    try {
      await expect(connections.pool("flaky").acquire()).rejects.toBeInstanceOf(ServerUnavailableError);
      await expect(connections.pool("flaky").acquire()).rejects.toThrow("not tried");
      clock.advance(5_000);
      const lease = await connections.pool("flaky").acquire();
      await lease.release();
      expect(connections.reports()[0]).toMatchObject({ state: "connected", attempts: 2, breaker: "closed", breakerOpenedAt: null });
    } finally {
      await connections.closeAll();
    }
  });

  it("shared connection (isolation run): two concurrent first uses start the server once", async () => {
    const connections = manager({ servers: { shared: fixtureSpec() }, isolation: "run" });
    try {
      const [a, b] = await Promise.all([connections.pool("shared").acquire(), connections.pool("shared").acquire()]);
      expect(a.connection).toBe(b.connection);
      expect(connections.reports()[0]).toMatchObject({ attempts: 1, state: "connected" });
    } finally {
      await connections.closeAll();
    }
  });

  it("a shared connection that failed is tried again only when the breaker allows it", async () => {
    const clock = manualClock();
    const connections = manager({
      servers: { dead: fixtureSpec({ FIXTURE_EXIT_AT_START: "1" }) },
      isolation: "run",
      maxRetries: 1,
      breaker: { failureThreshold: 2, cooldownMs: 1_000 },
      now: clock.now,
    });
    try {
      await expect(connections.pool("dead").acquire()).rejects.toThrow("2 connect tries failed");
      await expect(connections.pool("dead").acquire()).rejects.toThrow("not tried");
      expect(connections.reports()[0]!.attempts).toBe(2);
      clock.advance(1_000);
      await expect(connections.pool("dead").acquire()).rejects.toThrow("1 connect try failed");
      expect(connections.reports()[0]!.attempts).toBe(3);
    } finally {
      await connections.closeAll();
    }
  });

  it("preconnect starts a server in the background; the first workflow lease takes that process", async () => {
    const connections = manager({ servers: { warm: fixtureSpec(), cold: fixtureSpec() } });
    try {
      connections.preconnect(["warm"]);
      expect(connections.reports().map((r) => r.state)).toEqual(["connecting", "configured"]);
      const lease = await connections.pool("warm").acquire();
      const pid = pidOf(lease.connection);
      expect(connections.reports()[0]).toMatchObject({ state: "connected", attempts: 1 });
      await lease.release();
      expect(isAlive(pid)).toBe(false);
      // The next workflow gets a fresh process, as workflow isolation promises.
      const next = await connections.pool("warm").acquire();
      expect(pidOf(next.connection)).not.toBe(pid);
      await next.release();
      expect(connections.reports().map((r) => [r.name, r.attempts])).toEqual([
        ["warm", 2],
        ["cold", 0],
      ]);
    } finally {
      await connections.closeAll();
    }
  });

  it("closeAll() waits for a preconnect nobody used and stops its process", async () => {
    const marker = randomUUID();
    const connections = manager({
      servers: {
        warm: {
          transport: "stdio",
          command: process.execPath,
          args: [FIXTURE_SERVER_PATH, `--marker=${marker}`],
          env: {},
          cwd: process.cwd(),
        },
      },
    });
    connections.preconnect(["warm"]);
    await connections.closeAll();
    expect(await processesWith(marker)).toEqual([]);
    expect(connections.reports()[0]).toMatchObject({ state: "connected", attempts: 1 });
    const tools = connections.tools();
    expect(tools.length).toBe(8);
    expect(tools[0]!.server).toBe("warm");
  });
});
