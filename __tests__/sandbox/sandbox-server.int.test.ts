/**
 * The sandbox (mcp/transport/sandbox-command.ts) with real processes: bubblewrap around
 * a raw JSON-RPC server that tries to reach the host's loopback, to write
 * outside its folders and to read mcpvals' variables. Each refusal is shown by
 * the server's own report and by what the host saw (a listener that counts
 * connections, the file system), next to a run that shows the same attempt
 * succeeds where the sandbox allows it.
 */
import { mkdir, mkdtemp, readFile, rm } from "node:fs/promises";
import net from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { connectServer, type ServerConnection } from "../../src/mcp/transport/connect-server.js";
import { withParentEnv } from "../../src/util/safe-env.js";
import { SandboxSchema, type Sandbox } from "../../src/protocol/sandbox-schema.js";
import type { ServerSpec } from "../../src/protocol/server-spec.js";
import { REPO_ROOT, textOf } from "../mcp/servers.js";

const SERVER = join(REPO_ROOT, "__tests__", "fixtures", "servers", "sandbox-server.mjs");

function spec(sandbox: Partial<Sandbox> | undefined, env: Record<string, string> = {}): ServerSpec {
  return {
    transport: "stdio",
    command: process.execPath,
    args: [SERVER],
    env,
    cwd: REPO_ROOT,
    ...(sandbox ? { sandbox: SandboxSchema.parse(sandbox) } : {}),
  };
}

async function withServer<T>(server: ServerSpec, use: (connection: ServerConnection) => Promise<T>): Promise<T> {
  const connection = await connectServer({ name: "sandboxed", spec: server, timeoutMs: 30_000 });
  try {
    return await use(connection);
  } finally {
    await connection.close();
  }
}

const call = async (connection: ServerConnection, name: string, args: Record<string, unknown> = {}): Promise<string> =>
  textOf(await connection.client.callTool({ name, arguments: args }));

/** A listener on the host's loopback that counts the connections it gets. */
async function countingListener(): Promise<{ port: number; connections: () => number; close: () => Promise<void> }> {
  let count = 0;
  const server = net.createServer((socket) => {
    count += 1;
    socket.destroy();
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as net.AddressInfo;
  return { port, connections: () => count, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

describe("sandbox: network", () => {
  let listener: Awaited<ReturnType<typeof countingListener>>;
  beforeEach(async () => {
    listener = await countingListener();
  });
  afterEach(() => listener.close());

  it("\"loopback\": the server reaches only its own namespace's loopback; the host's listener gets nothing", async () => {
    const answer = await withServer(spec({ network: "loopback" }), (c) => call(c, "connect", { host: "127.0.0.1", port: listener.port }));
    // Its own loopback is up (nothing listens there: refused), the host's port is another namespace's.
    expect(answer).toBe("refused: ECONNREFUSED");
    expect(listener.connections()).toBe(0);
  });

  it('"none": not even loopback is up, every connect fails at once', async () => {
    const answer = await withServer(spec({ network: "none" }), (c) => call(c, "connect", { host: "127.0.0.1", port: listener.port }));
    expect(answer).toBe("refused: ENETUNREACH");
    expect(listener.connections()).toBe(0);
  });

  it('"allow" (and no sandbox): the same call reaches the host\'s listener, so the counts above are real', async () => {
    expect(await withServer(spec({ network: "allow" }), (c) => call(c, "connect", { host: "127.0.0.1", port: listener.port }))).toBe(
      "connected",
    );
    expect(await withServer(spec(undefined), (c) => call(c, "connect", { host: "127.0.0.1", port: listener.port }))).toBe("connected");
    expect(listener.connections()).toBe(2);
  });
});

describe("sandbox: file system", () => {
  let dir: string;
  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), "mcpvals-sandbox-test-"));
    await mkdir(join(dir, "data"));
  });
  afterEach(() => rm(dir, { recursive: true, force: true }));

  it("a write outside its folders gets EROFS and leaves no file; `write` paths and its temporary folder take writes", async () => {
    const results = await withServer(spec({ write: [join(dir, "data")] }), async (c) => ({
      outside: await call(c, "write", { path: join(dir, "outside.txt") }),
      repo: await call(c, "write", { path: join(REPO_ROOT, "sandbox-escape.txt") }),
      listed: await call(c, "write", { path: join(dir, "data", "inside.txt") }),
      env: await call(c, "env"),
    }));
    expect(results.outside).toBe("refused: EROFS");
    expect(results.repo).toBe("refused: EROFS");
    await expect(readFile(join(dir, "outside.txt"))).rejects.toMatchObject({ code: "ENOENT" });
    expect(results.listed).toBe("wrote");
    expect(await readFile(join(dir, "data", "inside.txt"), "utf8")).toBe("written from inside\n");
    expect(results.env.split(",")).toEqual(expect.arrayContaining(["TMPDIR", "TMP", "TEMP"]));
  });

  it("the same write outside succeeds unsandboxed (the path is writable, the sandbox is what refuses)", async () => {
    expect(await withServer(spec(undefined), (c) => call(c, "write", { path: join(dir, "outside.txt") }))).toBe("wrote");
  });

  it("a `write` path that does not exist fails the start, naming it", async () => {
    const missing = join(dir, "nope");
    await expect(connectServer({ name: "sandboxed", spec: spec({ write: [missing] }), timeoutMs: 30_000 })).rejects.toThrow(
      `sandbox.write: ${missing} does not exist`,
    );
  });
});

describe("sandbox: environment", () => {
  it('"clean" passes only the server\'s own variables (and its temporary folder); "safe" adds the safe base', async () => {
    const clean = await withServer(spec({ env: "clean" }, { TOKEN: "t" }), (c) => call(c, "env"));
    // PWD is bwrap's own (it sets it with --chdir): the working directory, no secret.
    expect(clean.split(",")).toEqual(["PWD", "TEMP", "TMP", "TMPDIR", "TOKEN"]);
    const safe = await withServer(spec({ env: "safe" }, { TOKEN: "t" }), (c) => call(c, "env"));
    expect(safe.split(",")).toEqual(expect.arrayContaining(["PATH", "TOKEN", "TMPDIR"]));
  });
});

describe("sandbox: where none can be had (no bwrap on the PATH it is looked up on)", () => {
  let empty: string;
  beforeAll(async () => {
    empty = await mkdtemp(join(tmpdir(), "mcpvals-no-bwrap-"));
  });
  afterAll(() => rm(empty, { recursive: true, force: true }));

  it("required (the default): the start fails with what is missing, and the server is never run", async () => {
    const server = withParentEnv(spec({ network: "none" }), { PATH: empty });
    await expect(connectServer({ name: "sandboxed", spec: server, timeoutMs: 30_000 })).rejects.toThrow(
      /sandbox: bwrap not found on PATH \(install bubblewrap: `sudo apt-get install -y bubblewrap`\); the server was not started/,
    );
  });

  it("required: false: the server runs unsandboxed, with a warning on the connection", async () => {
    const server = withParentEnv(spec({ network: "none", required: false }), { PATH: empty });
    await withServer(server, async (connection) => {
      expect(connection.warnings).toContainEqual(expect.stringMatching(/sandbox: bwrap not found on PATH .*runs UNSANDBOXED/));
      // Unsandboxed indeed: it writes where a sandbox would refuse.
      expect(await call(connection, "write", { path: join(empty, "written.txt") })).toBe("wrote");
    });
  });
});
