/**
 * A config error quotes what the user wrote; when that came from a secret
 * variable (`${API_TOKEN}` where a server name belongs), the quote is starred out.
 */
import { ConfigError } from "../../src/errors.js";
import { resolveConfig } from "../../src/config/load-config.js";

const TOKEN = "tok-7f3a9c1e5b2d";
const server = { command: "node", args: ["server.js"] };

test("no server named ${API_TOKEN}: the error names the field, never the token", () => {
  const config = {
    servers: { alpha: server, beta: server },
    workflows: [{ name: "w", servers: ["${API_TOKEN}"], steps: [{ user: "hi" }] }],
    toolHealthSuites: [{ name: "s", tests: [{ name: "t", tool: "echo", server: "${API_TOKEN}" }] }],
  };
  let error: unknown;
  try {
    resolveConfig(config, { env: { API_TOKEN: TOKEN } });
  } catch (caught) {
    error = caught;
  }
  expect(ConfigError.isInstance(error)).toBe(true);
  const { message, issues } = error as ConfigError;
  expect(issues.map((i) => i.path)).toEqual(["workflows[0].servers[0]", "toolHealthSuites[0].tests[0].server"]);
  expect(message).toContain('no server named "***"');
  expect(JSON.stringify({ message, issues })).not.toContain(TOKEN);
});
