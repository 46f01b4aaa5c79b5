import { collectEnvSecrets, collectSecrets, redactSecrets } from "../../src/config/collect-secrets.js";
import { ConfigSchema, type ConfigInput } from "../../src/config/schema.js";

const workflows = [{ name: "w", steps: [{ user: "hi" }] }];

function secretsOf(input: ConfigInput, options: { env?: Record<string, string | undefined>; substituted?: Array<{ path: string; variable: string; value: string }> } = {}) {
  return collectSecrets({ config: ConfigSchema.parse(input), substituted: options.substituted ?? [], env: options.env ?? {} });
}

describe("collectSecrets", () => {
  it("collects API keys, openaiKey and stdio env values", () => {
    const secrets = secretsOf(
      {
      server: { command: "node", env: { GITHUB_TOKEN: "ghp_abcdef", LOG_LEVEL: "debug", DB_URL: "postgres://u:p@db/x", FROM_ENV: "dev1", SHORT: "abc" } },
      model: { provider: "openai", model: "gpt-4o", apiKey: "sk-model-key" },
      llmJudge: { model: { provider: "openai-compatible", model: "llama", baseURL: "http://localhost:11434/v1", apiKey: "judge-key-1" } },
      openaiKey: "sk-legacy-openai",
      workflows,
      },
      { substituted: [{ path: "server.env.FROM_ENV", variable: "STAGE", value: "dev1" }] },
    );
    // Server env values count when the name looks secret (GITHUB_TOKEN), when they are long
    // (DB_URL) or came from the environment (FROM_ENV); a short literal ("debug") does not,
    // and "abc" is too short to redact safely.
    expect(secrets).toEqual(["postgres://u:p@db/x", "sk-legacy-openai", "sk-model-key", "judge-key-1", "ghp_abcdef", "dev1"]);
  });

  it("collects HTTP header values", () => {
    expect(secretsOf({ server: { url: "http://localhost/mcp", headers: { Authorization: "Bearer xyz123" } }, workflows })).toEqual(["Bearer xyz123"]);
  });

  it("collects the variable an apiKeyEnv names", () => {
    expect(secretsOf({ server: { command: "node" }, model: { provider: "openai", model: "m", apiKeyEnv: "LLM_PROXY" }, workflows }, { env: { LLM_PROXY: "proxy-secret" } })).toEqual([
      "proxy-secret",
    ]);
  });

  it("collects substituted values and env values of secret-looking variable names", () => {
    const secrets = secretsOf(
      { server: { command: "node" }, workflows },
      {
        substituted: [
          { path: "workflows[0].steps[0].user", variable: "MY_PASSWORD", value: "hunter22" },
          { path: "server.args[0]", variable: "PORT", value: "8080" },
        ],
        env: {
          OPENAI_API_KEY: "sk-env-openai",
          npm_config_auth: "npm-auth-value",
          SESSION_COOKIE: "cookie-value",
          DB_CREDENTIALS: "db-creds",
          HOME: "/home/ada",
          XDG_SESSION_CLASS: "user",
          SSH_AUTH_SOCK: "/tmp/ssh-agent.sock",
          UNSET_TOKEN: undefined,
        },
      },
    );
    expect(secrets).toEqual(["npm-auth-value", "sk-env-openai", "cookie-value", "hunter22", "db-creds"]);
  });

  it("dedupes and sorts longest first", () => {
    const secrets = secretsOf(
      { server: { command: "node", env: { A_TOKEN: "abcd", B: "abcdefgh" } }, openaiKey: "abcdefgh", workflows },
      { env: { A_TOKEN: "abcd" } },
    );
    expect(secrets).toEqual(["abcdefgh", "abcd"]);
  });
});

describe("collectEnvSecrets", () => {
  it("needs no config", () => {
    expect(collectEnvSecrets({ substituted: [{ path: "x", variable: "API_KEY", value: "key-value" }], env: { GH_TOKEN: "gh-token" } })).toEqual([
      "key-value",
      "gh-token",
    ]);
  });
});

describe("redactSecrets", () => {
  it("replaces every occurrence, longer secrets first", () => {
    expect(redactSecrets("key=abcd1234 again abcd1234 and abcd", ["abcd", "abcd1234"])).toBe("key=*** again *** and ***");
  });

  it("treats secrets as plain strings, not patterns", () => {
    expect(redactSecrets("a.b+c a-b+c (x)*", ["a.b+c", "(x)*"])).toBe("*** a-b+c ***");
  });

  it("ignores empty secrets", () => {
    expect(redactSecrets("text", [""])).toBe("text");
  });
});
