import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { delimiter, join } from "node:path";
import { connectServer, type ServerConnection } from "../../../src/mcp/transport/connect-server.js";
import { McpvalsError, ServerConnectError } from "../../../src/errors.js";
import { fixtureSpec, isAlive, pidOf, REPO_ROOT, textOf, V1_TOOLS } from "../servers.js";

async function connectError(promise: Promise<ServerConnection>): Promise<ServerConnectError> {
  const result = await promise.then(
    async (connection) => {
      await connection.close();
      return new Error("connected, but a failure was expected");
    },
    (error: unknown) => error,
  );
  expect(result).toBeInstanceOf(ServerConnectError);
  return result as ServerConnectError;
}

async function getEnv(connection: ServerConnection, name: string): Promise<string> {
  return textOf(await connection.client.callTool({ name: "get-env", arguments: { name } }));
}

describe("connectServer over stdio (fixture server)", () => {
  it("handshakes, reports serverInfo and lists the tools", async () => {
    const connection = await connectServer({ name: "fixture", spec: fixtureSpec(), timeoutMs: 10_000 });
    try {
      expect(connection.name).toBe("fixture");
      expect(connection.transport).toBe("stdio");
      expect(connection.serverInfo).toEqual({ name: "mcpvals-fixture", version: "1.0.0" });
      expect(connection.tools.map((t) => t.name)).toEqual(V1_TOOLS);
      expect(connection.tools.find((t) => t.name === "add")?.outputSchema).toMatchObject({ required: ["sum"] });
    } finally {
      await connection.close();
    }
  });

  it("honours FIXTURE_TOOLS / FIXTURE_VARIANT passed through the configured env", async () => {
    const connection = await connectServer({
      name: "v2",
      spec: fixtureSpec({ FIXTURE_VARIANT: "v2", FIXTURE_TOOLS: "echo,shout,slow" }),
      timeoutMs: 10_000,
    });
    try {
      expect(connection.tools.map((t) => t.name)).toEqual(["echo", "shout"]);
    } finally {
      await connection.close();
    }
  });

  describe("environment isolation", () => {
    let connection: ServerConnection;
    const PARENT_VAR = "SECRET_PARENT_VALUE";

    beforeAll(async () => {
      process.env[PARENT_VAR] = "parent-secret-123";
      connection = await connectServer({ name: "env", spec: fixtureSpec({ CONFIGURED_VAR: "configured-456" }), timeoutMs: 10_000 });
    });
    afterAll(async () => {
      delete process.env[PARENT_VAR];
      await connection.close();
    });

    it("a parent env var is not visible to the server", async () => {
      expect(process.env[PARENT_VAR]).toBe("parent-secret-123");
      expect(await getEnv(connection, PARENT_VAR)).toBe("(unset)");
    });

    it("a configured env var is visible", async () => {
      expect(await getEnv(connection, "CONFIGURED_VAR")).toBe("configured-456");
    });

    it("PATH is inherited", async () => {
      expect(process.env.PATH).toBeTruthy();
      const parent = process.env.PATH!.split(delimiter);
      // Behind the node_modules/.bin folders from the server's cwd up, which npm (not a bare jest) already puts on PATH.
      expect((await getEnv(connection, "PATH")).split(delimiter).slice(-parent.length)).toEqual(parent);
    });

    it("npm/jest variables of the parent do not leak either", async () => {
      // NODE_OPTIONS is set for this jest run (--experimental-vm-modules)
      expect(process.env.NODE_OPTIONS).toBeTruthy();
      expect(await getEnv(connection, "NODE_OPTIONS")).toBe("(unset)");
    });
  });

  it("a configured env var overrides an inherited one", async () => {
    const connection = await connectServer({ name: "home", spec: fixtureSpec({ HOME: "/configured/home" }), timeoutMs: 10_000 });
    try {
      expect(await getEnv(connection, "HOME")).toBe("/configured/home");
    } finally {
      await connection.close();
    }
  });

  it("close() stops the server process and is safe to call twice", async () => {
    const connection = await connectServer({ name: "fixture", spec: fixtureSpec(), timeoutMs: 10_000 });
    const pid = pidOf(connection);
    expect(isAlive(pid)).toBe(true);
    await connection.close();
    expect(() => process.kill(pid, 0)).toThrow(expect.objectContaining({ code: "ESRCH" }));
    await expect(connection.close()).resolves.toBeUndefined();
  });
});

describe("connectServer failures", () => {
  it("a server that exits at start: exit code and stderr in the message", async () => {
    const error = await connectError(connectServer({ name: "dies", spec: fixtureSpec({ FIXTURE_EXIT_AT_START: "1" }), timeoutMs: 10_000 }));
    expect(McpvalsError.isInstance(error)).toBe(true);
    expect(error.code).toBe("SERVER_CONNECT");
    expect(error.server).toBe("dies");
    expect(error.message).toContain('Server "dies" (stdio) could not be started or reached');
    expect(error.message).toContain("exited with code 3");
    expect(error.message).toContain("fixture: refusing to start");
  });

  it("a command that does not exist: could not run", async () => {
    const spec = { transport: "stdio" as const, command: "mcpvals-no-such-command-xyz", args: [], env: {}, cwd: REPO_ROOT };
    const error = await connectError(connectServer({ name: "missing", spec, timeoutMs: 10_000 }));
    expect(error.message).toContain('could not run "mcpvals-no-such-command-xyz"');
    expect(error.message).toMatch(/ENOENT/);
  });

  it("a process that never answers: timeout naming timeouts.connectMs, and the process is stopped", async () => {
    const dir = await mkdtemp(join(tmpdir(), "mcpvals-connect-"));
    const pidFile = join(dir, "pid");
    try {
      const spec = {
        transport: "stdio" as const,
        command: process.execPath,
        args: ["-e", "require('fs').writeFileSync(process.argv[1], String(process.pid)); setInterval(() => {}, 1000)", pidFile],
        env: {},
        cwd: REPO_ROOT,
      };
      const error = await connectError(connectServer({ name: "silent", spec, timeoutMs: 700 }));
      expect(error.message).toContain("no answer within 700 ms (timeouts.connectMs)");
      const pid = Number(await readFile(pidFile, "utf8"));
      expect(pid).toBeGreaterThan(0);
      expect(isAlive(pid)).toBe(false);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it("an already aborted signal fails before starting anything", async () => {
    const controller = new AbortController();
    controller.abort();
    const error = await connectError(connectServer({ name: "aborted", spec: fixtureSpec(), timeoutMs: 10_000, signal: controller.signal }));
    expect(error.message).toContain("the connection was cancelled");
    expect(error.message).not.toContain("timeouts.connectMs");
  });

  it("a caller abort during the handshake is reported as a cancellation, not a connect timeout", async () => {
    const controller = new AbortController();
    const spec = {
      transport: "stdio" as const,
      command: process.execPath,
      args: ["-e", "process.stdout.write(''); setInterval(() => {}, 1000)"],
      env: {},
      cwd: REPO_ROOT,
    };
    const pending = connectServer({ name: "cancelled", spec, timeoutMs: 30_000, signal: controller.signal });
    setTimeout(() => controller.abort(), 200);
    const error = await connectError(pending);
    expect(error.message).toContain('Server "cancelled" (stdio) could not be started or reached: the connection was cancelled');
    expect(error.message).not.toContain("no answer within 30000 ms");
  });

  it("an HTTP endpoint nobody listens on fails with a ServerConnectError", async () => {
    const spec = { transport: "shttp" as const, url: "http://127.0.0.1:9/mcp", headers: {}, fallbackToSse: true };
    const error = await connectError(connectServer({ name: "nobody", spec, timeoutMs: 5_000 }));
    expect(error.message).toContain('Server "nobody" (shttp) could not be started or reached');
  });
});

describe("connectServer: server-everything from node_modules/.bin", () => {
  it("resolves the bare command from the cwd's node_modules/.bin", async () => {
    const spec = { transport: "stdio" as const, command: "mcp-server-everything", args: [], env: {}, cwd: REPO_ROOT };
    const connection = await connectServer({ name: "everything", spec, timeoutMs: 20_000 });
    try {
      expect(connection.serverInfo?.name).toBeTruthy();
      expect(connection.tools.map((t) => t.name)).toContain("echo");
      const result = await connection.client.callTool({ name: "echo", arguments: { message: "hi there" } });
      expect(textOf(result)).toContain("hi there");
    } finally {
      await connection.close();
    }
  });
});
