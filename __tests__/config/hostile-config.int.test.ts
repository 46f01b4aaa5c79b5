/**
 * Config input built to break the loader: cycles, absurd depth, throwing
 * getters, NaN, timer overflow, NUL bytes, a config promise that never
 * settles. Each must be a ConfigError naming the field (the CLI's exit 2),
 * never "Maximum call stack size exceeded".
 */
import { ConfigError } from "../../src/errors.js";
import { loadConfig, resolveConfig } from "../../src/config/load-config.js";
import { useTempDir } from "../helpers/temp-dir.js";

async function loadError(options: Parameters<typeof loadConfig>[0]): Promise<ConfigError> {
  try {
    await loadConfig(options);
  } catch (error) {
    if (ConfigError.isInstance(error)) return error;
    throw error;
  }
  throw new Error("expected loadConfig to fail");
}

const SUITE = "toolHealthSuites: [{ name: s, tests: [{ name: echo, args: { text: hi } }] }]";

describe("hostile config input", () => {
  const temp = useTempDir();

  it("reports a YAML alias cycle at its field, not a stack overflow", async () => {
    const file = await temp.write("c.yaml", `server:\n  command: node\n  args: &loop [a, *loop]\n${SUITE}\n`);
    const error = await loadError({ path: file });
    expect(error.issues).toEqual([{ path: "server.args[1]", message: expect.stringMatching(/refers to itself/) }]);
    expect(error.message).not.toMatch(/call stack/);
  });

  it("reports JSON nested 3,000 levels deep at the depth limit", async () => {
    const deep = `${"[".repeat(3000)}${"]".repeat(3000)}`;
    const file = await temp.write(
      "c.json",
      `{"server":{"command":"node"},"toolHealthSuites":[{"name":"s","tests":[{"name":"echo","args":{"x":${deep}}}]}]}`,
    );
    const error = await loadError({ path: file });
    expect(error.issues[0]?.path).toMatch(/^toolHealthSuites\[0\]\.tests\[0\]\.args\.x(\[0\])+$/);
    expect(error.issues[0]?.message).toMatch(/nested more than 64 levels/);
  });

  it("reports a TS config getter that throws at its field", async () => {
    const file = await temp.write(
      "c.ts",
      `export default { server: { command: "node", get args(): string[] { throw new Error("no args today"); } }, toolHealthSuites: [] };\n`,
    );
    const error = await loadError({ path: file });
    expect(error.issues).toEqual([{ path: "server.args", message: "could not be read: no args today" }]);
  });

  it("says what .nan and .inf are instead of 'expected number, received number'", async () => {
    const file = await temp.write("c.yaml", `server: { command: node }\ntimeouts: { toolCallMs: .nan, connectMs: .inf }\n${SUITE}\n`);
    const error = await loadError({ path: file });
    expect(error.issues[0]).toEqual({ path: "timeouts.toolCallMs", message: expect.stringMatching(/NaN is not a usable number/) });
  });

  it.each([
    ["timeouts.toolCallMs", { timeouts: { toolCallMs: 2 ** 31 } }],
    ["timeouts.workflowMs", { timeouts: { workflowMs: 1e12 } }],
    ["connection.maxDelayMs", { connection: { maxDelayMs: 2 ** 32 } }],
    ["toolHealthSuites[0].timeout", { toolHealthSuites: [{ name: "s", timeout: 2 ** 31, tests: [{ name: "echo" }] }] }],
  ])("caps %s below 2^31 ms with a reason", (path, extra) => {
    const config = { server: { command: "node" }, toolHealthSuites: [{ name: "s", tests: [{ name: "echo" }] }], ...extra };
    let error: unknown;
    try {
      resolveConfig(config, { env: {} });
    } catch (caught) {
      error = caught;
    }
    expect(ConfigError.isInstance(error)).toBe(true);
    expect((error as ConfigError).issues).toContainEqual({ path, message: expect.stringMatching(/at most 2147483647 ms.*timers/) });
  });

  it("refuses a NUL byte in a command, an argument or an env value", () => {
    let error: unknown;
    try {
      resolveConfig(
        {
          server: { command: "no\u0000de", args: ["a\u0000"], env: { X: "\u0000" } },
          toolHealthSuites: [{ name: "s", tests: [{ name: "echo" }] }],
        },
        { env: {} },
      );
    } catch (caught) {
      error = caught;
    }
    const paths = (error as ConfigError).issues.map((i) => i.path);
    expect(paths).toEqual(expect.arrayContaining(["server.command", "server.args[0]", "server.env.X"]));
  });

  it("gives up on a TS config whose promise never settles while it holds a timer", async () => {
    // The interval keeps the event loop busy, so only the time limit can end the wait.
    const file = await temp.write(
      "c.mts",
      `const keep = setInterval(() => {}, 1000);\nsetTimeout(() => clearInterval(keep), 600).unref();\nexport default new Promise(() => {});\n`,
    );
    // No wall-clock assertion (it fails good runs on a busy machine): without the limit the wait never ends,
    // so the test's own limit catches a loader that ignores it, and the message names the limit that ended it.
    const error = await loadError({ path: file, timeoutMs: 300 });
    expect(error.message).toMatch(/did not finish loading within 300 ms/);
  });
});
