/**
 * Every config example the docs show (a ```yaml block of README.md or docs/
 * that is not a GitHub workflow) loads as printed: written to a folder as
 * mcpvals.config.yaml and read by loadConfig, field names, types and
 * cross-references checked. A fragment that shows no server gets one, since
 * a config needs one; nothing else is added. Starting its servers is the
 * examples' tests' business (examples/).
 */
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { parse as parseYaml } from "yaml";
import { loadConfig } from "../../src/config/load-config.js";
import { docsPages } from "../helpers/readme-workflows.js";
import { REPO_ROOT, tempDir } from "../helpers/run-mcpvals.js";

/** The values the examples' ${VAR} placeholders read. */
const ENV = {
  PATH: process.env.PATH ?? "",
  API_TOKEN: "example-token",
  MCP_CLIENT_SECRET: "example-client-secret",
  MCP_REFRESH_TOKEN: "example-refresh-token",
  IDP_CLIENT_SECRET: "example-idp-client-secret",
  // A made-up P-256 private JWK (the shape a DPoP sign-in keeps), for refreshToken.dpopKey.
  MCP_DPOP_KEY: JSON.stringify({ kty: "EC", crv: "P-256", x: "example-x", y: "example-y", d: "example-d" }),
};

async function configExamples(): Promise<Array<{ where: string; yaml: string }>> {
  const found: Array<{ where: string; yaml: string }> = [];
  for (const page of await docsPages()) {
    const blocks = [...(await readFile(join(REPO_ROOT, page), "utf8")).matchAll(/```yaml\n([\s\S]*?)```/g)].map((m) => m[1]!);
    blocks.forEach((yaml, i) => {
      if (!/^jobs:/m.test(yaml) && !/^\s*-?\s*uses:/m.test(yaml)) found.push({ where: `${page} yaml block ${i + 1}`, yaml });
    });
  }
  return found;
}

test("every config example in README.md and docs/ loads as printed", async () => {
  const examples = await configExamples();
  // The install example, the first config, several servers, the client's side, eras, pricing, cassettes, tests, verifiers, 0.4.
  expect(examples.length).toBeGreaterThanOrEqual(10);
  const failures: string[] = [];
  for (const { where, yaml } of examples) {
    const parsed = parseYaml(yaml) as Record<string, unknown>;
    const text = "server" in parsed || "servers" in parsed ? yaml : `server: { command: node }\n${yaml}`;
    await using dir = await tempDir();
    await dir.write("mcpvals.config.yaml", text);
    await loadConfig({ path: "mcpvals.config.yaml", cwd: dir.path, env: ENV, requireWork: false }).catch((error: unknown) => {
      failures.push(`${where}: ${error instanceof Error ? error.message : String(error)}`);
    });
  }
  expect(failures).toEqual([]);
});
