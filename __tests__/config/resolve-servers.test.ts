/** Several servers in one config: names, references to them, and which server a tool test calls. */
import path from "node:path";
import { resolveConfig } from "../../src/config/load-config.js";
import { ConfigError } from "../../src/errors.js";

const baseDir = path.resolve("/project");
const workflows = [{ name: "w", steps: [{ user: "hi" }] }];

function resolve(input: Record<string, unknown>) {
  return resolveConfig(input, { baseDir, env: {} });
}

function issuesOf(input: Record<string, unknown>): Array<{ path: string; message: string }> {
  try {
    resolve(input);
  } catch (error) {
    if (error instanceof ConfigError) return [...error.issues];
    throw error;
  }
  throw new Error("expected a ConfigError");
}

describe("servers", () => {
  it('a single `server` is the server named "default"; every workflow uses it', () => {
    const config = resolve({ server: { command: "node" }, workflows });
    expect(Object.keys(config.servers)).toEqual(["default"]);
    expect(config.servers.default).toEqual(config.server);
    expect(config.workflows[0]!.servers).toEqual(["default"]);
    expect(config.preconnect).toEqual([]);
    expect(config.connection).toEqual({
      maxRetries: 3,
      initialDelayMs: 1000,
      maxDelayMs: 16_000,
      breaker: { failureThreshold: 5, cooldownMs: 30_000 },
    });
  });

  it("`servers` by name, beside `server`; stdio cwd resolved; workflows use all unless they say otherwise", () => {
    const config = resolve({
      server: { command: "node" },
      servers: { files: { command: "node", cwd: "srv" }, web: { url: "http://127.0.0.1:1/mcp" } },
      workflows: [...workflows, { name: "only web", servers: ["web", "web"], steps: [{ user: "x" }] }],
      preconnect: ["web", "web"],
    });
    expect(Object.keys(config.servers)).toEqual(["default", "files", "web"]);
    expect(config.servers.files).toMatchObject({ transport: "stdio", cwd: path.join(baseDir, "srv") });
    expect(config.servers.web).toMatchObject({ transport: "shttp" });
    expect(config.workflows.map((w) => w.servers)).toEqual([["default", "files", "web"], ["web"]]);
    expect(config.preconnect).toEqual(["web"]);
  });

  it("no server at all, and a `servers.default` beside `server`, are errors naming the field", () => {
    expect(issuesOf({ workflows })).toEqual([
      { path: "server", message: expect.stringContaining("give `server` (one server) or `servers`") },
    ]);
    expect(issuesOf({ servers: {}, workflows })).toEqual([{ path: "server", message: expect.stringContaining("no server to test") }]);
    expect(issuesOf({ server: { command: "node" }, servers: { default: { command: "x" } }, workflows })).toEqual([
      { path: "servers.default", message: expect.stringContaining('conflicts with `server`, which is named "default"') },
    ]);
  });

  it("a server name with other characters than letters, digits, _ and - is rejected", () => {
    const error = (() => {
      try {
        resolve({ servers: { "my server": { command: "node" } }, workflows });
      } catch (e) {
        return e;
      }
    })();
    expect(error).toBeInstanceOf(ConfigError);
    expect((error as ConfigError).message).toMatch(/servers/);
    expect((error as ConfigError).message).toMatch(/letters, digits, _ and -/);
  });

  it("unknown names in workflows[].servers and preconnect are errors listing the valid ones", () => {
    const issues = issuesOf({
      servers: { a: { command: "node" }, b: { command: "node" } },
      workflows: [{ name: "w", servers: ["a", "c"], steps: [{ user: "x" }] }],
      preconnect: ["zz"],
    });
    expect(issues).toEqual([
      { path: "preconnect[0]", message: 'no server named "zz"; servers in the config: "a", "b"' },
      { path: "workflows[0].servers[1]", message: 'no server named "c"; servers in the config: "a", "b"' },
    ]);
  });

  it("maxConnectionRetries and connectionTimeout are aliases; disagreeing with the long names is an error", () => {
    const config = resolve({ server: { command: "node" }, workflows, maxConnectionRetries: 1, connectionTimeout: 2500 });
    expect(config.connection.maxRetries).toBe(1);
    expect(config.timeouts.connectMs).toBe(2500);
    expect(
      resolve({ server: { command: "node" }, workflows, maxConnectionRetries: 1, connection: { maxRetries: 1 } }).connection.maxRetries,
    ).toBe(1);
    expect(
      issuesOf({
        server: { command: "node" },
        workflows,
        maxConnectionRetries: 1,
        connection: { maxRetries: 2 },
        connectionTimeout: 5,
        timeouts: { connectMs: 6 },
      }).map((i) => i.path),
    ).toEqual(["maxConnectionRetries", "connectionTimeout"]);
  });
});

describe("which server a tool test calls", () => {
  const servers = { a: { command: "node" }, b: { command: "node" } };

  it("the test's server, else the suite's, else a qualified tool name; the tool keeps its own name", () => {
    const config = resolve({
      servers,
      toolHealthSuites: [
        {
          name: "s",
          server: "b",
          tests: [{ name: "echo" }, { name: "on a", tool: "echo", server: "a" }, { name: "qualified", tool: "b__echo" }],
        },
        { name: "t", tests: [{ name: "a__add" }] },
      ],
    });
    const tests = config.toolHealthSuites.flatMap((s) => s.tests.map((t) => [t.name, t.server, t.tool]));
    expect(tests).toEqual([
      ["echo", "b", "echo"],
      ["on a", "a", "echo"],
      ["qualified", "b", "echo"],
      ["a__add", "a", "add"],
    ]);
  });

  it("with one server, a plain name goes to it", () => {
    const config = resolve({ servers: { only: { command: "node" } }, toolHealthSuites: [{ name: "s", tests: [{ name: "echo" }] }] });
    expect(config.toolHealthSuites[0]!.tests[0]).toMatchObject({ server: "only", tool: "echo" });
  });

  it("with several servers and no hint, or an unknown server, the test is an error at its path", () => {
    expect(issuesOf({ servers, toolHealthSuites: [{ name: "s", tests: [{ name: "echo" }, { name: "x", server: "nope" }] }] })).toEqual([
      {
        path: "toolHealthSuites[0].tests[0]",
        message: expect.stringContaining('several servers are configured ("a", "b"): say which one offers "echo"'),
      },
      { path: "toolHealthSuites[0].tests[1].server", message: 'no server named "nope"; servers in the config: "a", "b"' },
    ]);
  });
});
