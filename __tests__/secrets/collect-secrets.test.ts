import { collectEnvSecrets, collectSecrets } from "../../src/secrets/collect-secrets.js";
import { redactSecrets } from "../../src/secrets/redact-secrets.js";
import { ConfigSchema, type ConfigInput } from "../../src/config/schema.js";

const workflows = [{ name: "w", steps: [{ user: "hi" }] }];

function secretsOf(
  input: ConfigInput,
  options: { env?: Record<string, string | undefined>; substituted?: Array<{ path: string; variable: string; value: string }> } = {},
) {
  return collectSecrets({ config: ConfigSchema.parse(input), substituted: options.substituted ?? [], env: options.env ?? {} });
}

describe("collectSecrets", () => {
  it("collects API keys, openaiKey and stdio env values", () => {
    const secrets = secretsOf(
      {
        server: {
          command: "node",
          env: { GITHUB_TOKEN: "ghp_abcdef", LOG_LEVEL: "debug", DB_URL: "postgres://u:p@db/x", FROM_ENV: "dev1", SHORT: "abc" },
        },
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

  it("collects a simulated user's model key, and the variable its apiKeyEnv names", () => {
    const user = (model: { provider: "openai"; model: string; apiKey?: string; apiKeyEnv?: string }) => ({
      name: "chat",
      user: { goal: "g", model },
    });
    expect(
      secretsOf(
        {
          server: { command: "node" },
          workflows: [
            user({ provider: "openai", model: "m", apiKey: "user-model-key-1" }),
            user({ provider: "openai", model: "m", apiKeyEnv: "USER_PROXY" }),
          ],
        },
        { env: { USER_PROXY: "user-proxy-secret" } },
      ),
    ).toEqual(["user-proxy-secret", "user-model-key-1"]);
  });

  it("collects HTTP header values", () => {
    expect(secretsOf({ server: { url: "http://localhost/mcp", headers: { Authorization: "Bearer xyz123" } }, workflows })).toEqual([
      "Bearer xyz123",
    ]);
  });

  it("collects the variable an apiKeyEnv names", () => {
    expect(
      secretsOf(
        { server: { command: "node" }, model: { provider: "openai", model: "m", apiKeyEnv: "LLM_PROXY" }, workflows },
        { env: { LLM_PROXY: "proxy-secret" } },
      ),
    ).toEqual(["proxy-secret"]);
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
    expect(
      collectEnvSecrets({ substituted: [{ path: "x", variable: "API_KEY", value: "key-value" }], env: { GH_TOKEN: "gh-token" } }),
    ).toEqual(["key-value", "gh-token"]);
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

describe("redactSecrets: escaped forms and cut secrets", () => {
  const secret = 'pa"ss-SECRET-123\\x';

  test("a secret's JSON-escaped, doubly escaped and URL-encoded forms", () => {
    const json = JSON.stringify({ said: secret });
    expect(redactSecrets(json, [secret])).toBe('{"said":"***"}');
    expect(redactSecrets(JSON.stringify(json), [secret])).toBe(JSON.stringify('{"said":"***"}'));
    expect(redactSecrets(`?q=${encodeURIComponent(secret)}`, [secret])).toBe("?q=***");
  });

  test("a secret cut by clipping (before redaction) loses its head too", () => {
    const token = "tok-SECRET-abcdef123456";
    const clipped = `${"x".repeat(290)}${token}`.slice(0, 300) + "…";
    expect(clipped).toMatch(/tok-SECRET…$/);
    expect(redactSecrets(clipped, [token])).toBe(`${"x".repeat(290)}***…`);
    expect(redactSecrets(`said ${token.slice(0, 12)}...`, [token])).toBe("said ***...");
    // Without a cut marker a name that happens to start a secret stays (tools named like an env value).
    expect(redactSecrets("get-env", ["get-env,echo"])).toBe("get-env");
    // Clipped from the front: the secret's end is starred.
    expect(redactSecrets(`…${token.slice(-14)} then more`, [token])).toBe("…*** then more");
    expect(redactSecrets("peek_cache_tool", ["hang,peek_cache_tool"])).toBe("peek_cache_tool");
  });

  test("short chance overlaps are left alone", () => {
    expect(redactSecrets("see tok…", ["tok-SECRET-abcdef"])).toBe("see tok…");
    expect(redactSecrets("a 123456 b", ["tok-SECRET-abcdef123456"])).toBe("a 123456 b");
  });

  test("a 200 KB secret does not make redaction slow", () => {
    // Bounded by count, not a stopwatch (one fails good runs on a busy machine): 2,000 redactions of a
    // 500-character value take milliseconds when the work is linear, and hours if it grows with the secret's
    // length times the value's (the tier's test limit then fails this).
    const big = "s".repeat(200_000);
    const secrets = [big, "tok-SECRET-abcdef"];
    for (let i = 0; i < 2000; i += 1) expect(redactSecrets(`value ${"t".repeat(500)}…`, secrets)).toBe(`value ${"t".repeat(500)}…`);
  });
});

describe("collectSecrets: credentials in server URLs", () => {
  test("secret-looking query values and the password, as written and decoded", () => {
    const secrets = secretsOf({
      servers: {
        a: { url: "http://127.0.0.1:1/mcp?token=tok%2Babc123&page=2" },
        b: { url: "http://user:p%40ssword@127.0.0.1:1/sse?api_key=KEY-123456&access_token=AT-99999", transport: "sse" },
        c: { url: "http://127.0.0.1:1/mcp?key=k-777777" },
      },
    });
    expect(secrets).toEqual(
      expect.arrayContaining(["tok%2Babc123", "tok+abc123", "KEY-123456", "AT-99999", "p%40ssword", "p@ssword", "k-777777"]),
    );
    expect(secrets).not.toContain("2");
  });
});

describe("redactSecrets: the encodings a secret travels in", () => {
  const secret = "s3cr3t!~'()* and é/more";

  test("form encoding (client_secret_post), which differs from encodeURIComponent for ! ~ ' ( ) and spaces", () => {
    const form = new URLSearchParams({ client_id: "ci", client_secret: secret }).toString();
    expect(redactSecrets(`body ${form}`, [secret])).toBe("body client_id=ci&client_secret=***");
  });

  test("base64 at every alignment (Authorization: Basic base64(id:secret)), standard and URL-safe", () => {
    for (const prefix of ["", "a", "ab", "ci-client:"]) {
      const encoded = Buffer.from(`${prefix}${secret}-tail`).toString("base64");
      const redacted = redactSecrets(`Basic ${encoded}`, [secret]);
      expect(redacted).toContain("***");
      // What is left are the few characters that mix the secret's first or last bits with its neighbours'.
      expect(redacted.replace(/^Basic /, "").replace("***", "").length).toBeLessThan(prefix.length * 2 + 14);
      expect(redactSecrets(Buffer.from(`${prefix}${secret}`).toString("base64url"), [secret])).toContain("***");
    }
  });

  test("JSON with non-ASCII and slashes escaped (Python's json.dumps, PHP's json_encode)", () => {
    const escaped = JSON.stringify(secret).slice(1, -1).replace("é", "\\u00e9").replace("/", "\\/");
    expect(redactSecrets(`{"echo":"${escaped}"}`, [secret])).toBe('{"echo":"***"}');
  });

  test("a short secret has no base64 form: its core would match other base64 text by chance", () => {
    expect(redactSecrets(Buffer.from("x:abcd").toString("base64"), ["abcd"])).toBe(Buffer.from("x:abcd").toString("base64"));
  });
});
