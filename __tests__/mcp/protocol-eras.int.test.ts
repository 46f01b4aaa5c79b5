/**
 * Both protocol eras against real servers: the v2-SDK fixture modern-only
 * (legacy: "reject") and dual-era (legacy: "serve"), and the v1-based
 * server-everything, each over stdio and Streamable HTTP.
 */
import { connectServer, type ServerConnection } from "../../src/mcp/transport/connect-server.js";
import { callTool } from "../../src/mcp/requests/call-tool.js";
import { ConnectionManager } from "../../src/mcp/pool/connection-manager.js";
import { SchemaValidator } from "../../src/mcp/requests/schema-validator.js";
import type { ServerSpec } from "../../src/protocol/server-spec.js";
import { ServerConnectError, ServerUnavailableError } from "../../src/errors.js";
import {
  EVERYTHING_SERVER_PATH,
  V2_FIXTURE_SERVER_PATH,
  startEverythingHttp,
  startV2Http,
  type HttpFixture,
} from "../fixtures/servers/start-http-server.js";
import { REPO_ROOT, fixtureSpec } from "./servers.js";

type Protocol = NonNullable<ServerSpec["protocol"]>;

const v2Stdio = (legacy: "serve" | "reject", protocol?: Protocol): ServerSpec => ({
  transport: "stdio",
  command: process.execPath,
  args: [V2_FIXTURE_SERVER_PATH],
  env: { V2_LEGACY: legacy },
  cwd: REPO_ROOT,
  protocol,
});
const everythingStdio = (protocol?: Protocol): ServerSpec => ({
  transport: "stdio",
  command: process.execPath,
  args: [EVERYTHING_SERVER_PATH, "stdio"],
  env: {},
  cwd: REPO_ROOT,
  protocol,
});
const http = (url: string, protocol?: Protocol): ServerSpec => ({ transport: "shttp", url, headers: {}, fallbackToSse: false, protocol });

async function withConnection<T>(spec: ServerSpec, use: (connection: ServerConnection) => Promise<T>): Promise<T> {
  const connection = await connectServer({ name: "s", spec, timeoutMs: 20_000 });
  try {
    return await use(connection);
  } finally {
    await connection.close();
  }
}

async function addWorks(connection: ServerConnection): Promise<void> {
  const outcome = await callTool({ connection, validator: new SchemaValidator(), tool: "add", args: { a: 2, b: 3 }, timeoutMs: 10_000 });
  expect(outcome.record).toMatchObject({ ok: true, errorKind: null });
  expect(outcome.record.resultText).toContain("5");
}

describe("protocol eras over stdio", () => {
  it.each([
    ["reject", undefined, "2026-07-28"],
    ["serve", undefined, "2026-07-28"],
    ["serve", "2025-11-25", "2025-11-25"],
    ["serve", "2025-06-18", "2025-06-18"],
    ["reject", "2026-07-28", "2026-07-28"],
  ] as const)("v2 fixture (legacy: %s) with protocol %s negotiates %s and its tools work", async (legacy, protocol, expected) => {
    await withConnection(v2Stdio(legacy, protocol), async (connection) => {
      expect(connection.protocolVersion).toBe(expected);
      expect(connection.tools.map((t) => t.name).sort()).toEqual(["add", "echo"]);
      await addWorks(connection);
    });
  });

  it("server-everything (v1 SDK) falls back to 2025-11-25 under auto, probing in place on one process", async () => {
    await withConnection(everythingStdio(), async (connection) => {
      expect(connection.protocolVersion).toBe("2025-11-25");
      expect(connection.verdict).toEqual({ kind: "legacy" });
      const outcome = await callTool({
        connection,
        validator: new SchemaValidator(),
        tool: "echo",
        args: { message: "hi" },
        timeoutMs: 10_000,
      });
      expect(outcome.record.ok).toBe(true);
    });
  });

  it("a cached modern verdict (prior) connects without the probe", async () => {
    const first = await connectServer({ name: "s", spec: v2Stdio("reject"), timeoutMs: 20_000 });
    const verdict = first.verdict;
    await first.close();
    expect(verdict.kind).toBe("modern");
    const second = await connectServer({ name: "s", spec: v2Stdio("reject"), timeoutMs: 20_000, prior: verdict });
    try {
      expect(second.protocolVersion).toBe("2026-07-28");
      await addWorks(second);
    } finally {
      await second.close();
    }
  });

  it("a 2025 server that exits on the era probe connects on the next try with the plain 2025 handshake", async () => {
    const delays: number[] = [];
    const connections = new ConnectionManager({
      servers: { picky: { ...fixtureSpec({ FIXTURE_EXIT_ON_PROBE: "1" }) } },
      connectTimeoutMs: 20_000,
      isolation: "workflow",
      maxRetries: 2,
      sleep: async (ms) => void delays.push(ms),
    });
    try {
      const first = await connections.pool("picky").acquire();
      expect(first.connection.protocolVersion).toBe("2025-11-25");
      await first.release();
      // The verdict is kept: the next workflow's process is not probed again.
      const second = await connections.pool("picky").acquire();
      await second.release();
      expect(delays).toHaveLength(1);
      expect(connections.reports()[0]).toMatchObject({ attempts: 3, state: "connected", protocolVersion: "2025-11-25" });
    } finally {
      await connections.closeAll();
    }
  });

  it("a 2025 pin against a modern-only server fails with both sides' versions and is not retried", async () => {
    const connections = new ConnectionManager({
      servers: { modern: v2Stdio("reject", "2025-11-25") },
      connectTimeoutMs: 20_000,
      isolation: "run",
      maxRetries: 3,
      sleep: async () => {
        throw new Error("a refusal must not be retried");
      },
    });
    try {
      const error = await connections
        .pool("modern")
        .acquire()
        .then(
          () => undefined,
          (e: unknown) => e,
        );
      expect(error).toBeInstanceOf(ServerUnavailableError);
      expect((error as Error).message).toContain("1 connect try failed");
      const cause = (error as Error).cause;
      expect(cause).toBeInstanceOf(ServerConnectError);
      expect((cause as ServerConnectError).permanent).toBe(true);
      expect((cause as Error).message).toMatch(/mcpvals offered 2025-11-25; the server supports 2026-07-28/);
      expect(connections.reports()[0]).toMatchObject({ attempts: 1, state: "failed", protocolVersion: null });
    } finally {
      await connections.closeAll();
    }
  });

  it("a 2026-07-28 pin against a 2025-era server fails fast with both sides named", async () => {
    const error = await connectServer({ name: "old", spec: everythingStdio("2026-07-28"), timeoutMs: 20_000 }).then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(ServerConnectError);
    expect((error as ServerConnectError).permanent).toBe(true);
    expect((error as Error).message).toMatch(/Server "old" \(stdio\): protocol version refused: mcpvals offered 2026-07-28; .*2025 era/);
  });
});

describe("protocol eras over Streamable HTTP", () => {
  let modern: HttpFixture;
  let dual: HttpFixture;
  let everything: HttpFixture;
  beforeAll(async () => {
    [modern, dual, everything] = await Promise.all([
      startV2Http("reject", { V2_LOG_HEADERS: "1" }),
      startV2Http("serve"),
      startEverythingHttp(),
    ]);
  });
  afterAll(async () => {
    await Promise.all([modern?.close(), dual?.close(), everything?.close()]);
  });

  it("the modern-only fixture negotiates 2026-07-28 and a tool call passes, with the era's Mcp-Method headers", async () => {
    await withConnection(http(modern.url), async (connection) => {
      expect(connection.protocolVersion).toBe("2026-07-28");
      await addWorks(connection);
    });
    // The SDK's transport sets them; the strict server would refuse a request without them.
    expect(modern.output()).toContain("HEADERS server/discover");
    expect(modern.output()).toContain("HEADERS tools/call 2026-07-28");
  });

  it("the dual-era fixture speaks 2026-07-28 under auto and 2025-11-25 when pinned", async () => {
    await withConnection(http(dual.url), async (connection) => {
      expect(connection.protocolVersion).toBe("2026-07-28");
      await addWorks(connection);
    });
    await withConnection(http(dual.url, "2025-11-25"), async (connection) => {
      expect(connection.protocolVersion).toBe("2025-11-25");
      await addWorks(connection);
    });
  });

  it("server-everything falls back to 2025-11-25", async () => {
    await withConnection(http(everything.url), async (connection) => {
      expect(connection.protocolVersion).toBe("2025-11-25");
      const outcome = await callTool({
        connection,
        validator: new SchemaValidator(),
        tool: "echo",
        args: { message: "hi" },
        timeoutMs: 10_000,
      });
      expect(outcome.record.ok).toBe(true);
    });
  });

  it("a 2025 pin against the modern-only endpoint is a permanent refusal naming both sides", async () => {
    const error = await connectServer({ name: "strict", spec: http(modern.url, "2025-11-25"), timeoutMs: 20_000 }).then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(ServerConnectError);
    expect((error as ServerConnectError).permanent).toBe(true);
    expect((error as Error).message).toMatch(/mcpvals offered 2025-11-25; the server supports 2026-07-28/);
  });
});
