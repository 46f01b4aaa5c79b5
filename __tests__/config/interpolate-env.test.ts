import { ConfigError } from "../../src/errors.js";
import { escapeEnvReferences, interpolateEnv } from "../../src/config/interpolate-env.js";

function interpolationError(data: unknown, env: Record<string, string | undefined>, file?: string): ConfigError {
  try {
    interpolateEnv(data, env, { file });
  } catch (error) {
    if (error instanceof ConfigError) return error;
    throw error;
  }
  throw new Error("expected interpolateEnv to fail");
}

describe("interpolateEnv", () => {
  it("replaces ${VAR} in nested strings and records each substitution with its path", () => {
    const data = {
      server: { env: { TOKEN: "${TOKEN}", PLAIN: "x" }, args: ["--port", "${PORT}"] },
      workflows: [{ steps: [{ user: "hi" }, { user: "as ${USER_NAME} on ${HOST}" }] }],
      count: 3,
      flag: true,
      nothing: null,
    };
    const result = interpolateEnv(data, { TOKEN: "tok-123", PORT: "8080", USER_NAME: "ada", HOST: "box" });
    expect(result.value).toEqual({
      server: { env: { TOKEN: "tok-123", PLAIN: "x" }, args: ["--port", "8080"] },
      workflows: [{ steps: [{ user: "hi" }, { user: "as ada on box" }] }],
      count: 3,
      flag: true,
      nothing: null,
    });
    expect(result.substituted).toEqual([
      { path: "server.env.TOKEN", variable: "TOKEN", value: "tok-123" },
      { path: "server.args[1]", variable: "PORT", value: "8080" },
      { path: "workflows[0].steps[1].user", variable: "USER_NAME", value: "ada" },
      { path: "workflows[0].steps[1].user", variable: "HOST", value: "box" },
    ]);
  });

  it("does not modify its input", () => {
    const data = { a: ["${X}"] };
    interpolateEnv(data, { X: "1" });
    expect(data).toEqual({ a: ["${X}"] });
  });

  it("uses ${VAR:-default} when the variable is unset or empty", () => {
    const data = { a: "${MISSING:-fallback}", b: "${EMPTY:-fallback}", c: "${SET:-fallback}", d: "${MISSING:-}", e: "${MISSING:-a:b-c}" };
    const result = interpolateEnv(data, { EMPTY: "", SET: "value" });
    expect(result.value).toEqual({ a: "fallback", b: "fallback", c: "value", d: "", e: "a:b-c" });
  });

  it("keeps an empty value without a default", () => {
    expect(interpolateEnv({ a: "[${EMPTY}]" }, { EMPTY: "" }).value).toEqual({ a: "[]" });
  });

  it("treats $${ as a literal ${", () => {
    const result = interpolateEnv({ a: "$${HOME} costs $$5 and ${X}" }, { HOME: "/home/ada", X: "1" });
    expect(result.value).toEqual({ a: "${HOME} costs $$5 and 1" });
    expect(result.substituted).toEqual([{ path: "a", variable: "X", value: "1" }]);
  });

  it("quotes keys that are not identifiers in paths", () => {
    const result = interpolateEnv({ server: { headers: { "X-Api-Key": "${K}", "my key": "${K}" } } }, { K: "secret" });
    expect(result.substituted.map((entry) => entry.path)).toEqual(["server.headers.X-Api-Key", 'server.headers["my key"]']);
  });

  it("throws one ConfigError listing every unset variable with its path", () => {
    const error = interpolationError(
      { server: { env: { TOKEN: "${TOKEN}" } }, workflows: [{ steps: [{ user: "a" }, { user: "${A} and ${B:-ok}" }] }] },
      {},
      "/project/mcpvals.config.yaml",
    );
    expect(error.code).toBe("CONFIG_INVALID");
    expect(error.file).toBe("/project/mcpvals.config.yaml");
    expect(error.message).toContain("Invalid config /project/mcpvals.config.yaml:");
    expect(error.message).toContain("  - server.env.TOKEN: environment variable TOKEN is not set");
    expect(error.message).toContain("  - workflows[0].steps[1].user: environment variable A is not set");
    expect(error.message).toContain("${VAR:-default}");
    expect(error.issues).toEqual([
      { path: "server.env.TOKEN", message: "environment variable TOKEN is not set" },
      { path: "workflows[0].steps[1].user", message: "environment variable A is not set" },
    ]);
    expect(error.message).not.toMatch(/\n\s+at /);
  });

  it("rejects malformed references instead of passing them through", () => {
    const error = interpolationError({ a: "${OPENAI-KEY}", b: "${UNCLOSED" }, { OPENAI: "x" });
    expect(error.issues.map((issue) => issue.path)).toEqual(["a", "b"]);
    expect(error.issues[0]?.message).toContain('"${OPENAI-KEY}" is not a valid variable reference');
    expect(error.issues[1]?.message).toContain('unclosed "${"');
  });

  it("leaves non-plain objects alone", () => {
    const date = new Date(0);
    expect(interpolateEnv({ date }, {}).value).toEqual({ date });
  });
});

test("escapeEnvReferences: any text, once escaped, interpolates back to itself", () => {
  const env = { TOKEN: "secret", HOME: "/home/x" };
  for (const text of ["${TOKEN}", "${TOKEN:-x}", "$${TOKEN}", "$$${HOME}", "a $ {b} ${", "${workspaceFolder}", "${}", "plain"]) {
    expect(interpolateEnv({ text: escapeEnvReferences(text) }, env).value).toEqual({ text });
  }
});
