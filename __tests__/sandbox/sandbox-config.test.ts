/**
 * `servers.NAME.sandbox` as the config reads it: the defaults, `write` paths
 * resolved against the config's folder (like `cwd`), a wrong value named by
 * its field path, and `sandbox` refused on a server mcpvals does not start.
 */
import path from "node:path";
import { loadConfig } from "../../src/config/load-config.js";
import { ConfigError } from "../../src/errors.js";
import { useTempDir } from "../helpers/temp-dir.js";

const temp = useTempDir();

async function load(servers: Record<string, unknown>) {
  await temp.write("mcpvals.config.json", JSON.stringify({ servers }));
  return loadConfig({ cwd: temp.dir(), env: {}, requireWork: false });
}

test("defaults: no network, nothing writable, the safe environment, required", async () => {
  const config = await load({ files: { command: "node", args: ["server.js"], sandbox: {} } });
  expect(config.servers.files).toMatchObject({ sandbox: { network: "none", write: [], env: "safe", required: true } });
});

test("write paths are resolved against the config's folder; absolute ones are kept", async () => {
  const config = await load({ files: { command: "node", sandbox: { network: "loopback", write: ["./out", "/var/tmp"], env: "clean" } } });
  expect(config.servers.files).toMatchObject({
    sandbox: { network: "loopback", write: [path.join(temp.dir(), "out"), "/var/tmp"], env: "clean", required: true },
  });
});

test("a network mode that does not exist is a config error naming the field", async () => {
  const error = await load({ files: { command: "node", sandbox: { network: "host" } } }).catch((e: unknown) => e);
  expect(ConfigError.isInstance(error)).toBe(true);
  expect(String((error as Error).message)).toMatch(/servers\.files\.sandbox\.network/);
});

test("sandbox on an HTTP server is a config error: mcpvals does not start it", async () => {
  const error = await load({ web: { url: "http://127.0.0.1:3001/mcp", sandbox: {} } }).catch((e: unknown) => e);
  expect(ConfigError.isInstance(error)).toBe(true);
  expect(String((error as Error).message)).toMatch(/sandbox/);
});
