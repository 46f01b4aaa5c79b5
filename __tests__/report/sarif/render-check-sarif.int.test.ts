/**
 * The SARIF renderer on a check report (pure), and `mcpvals check --sarif`
 * end to end on the Tasks fixture with a planted fault: the log is SARIF
 * 2.1.0, rules carry level and spec link, and the finding points at the
 * server's line in the config.
 */
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { EXTENSION_RULES } from "../../../src/check/extensions/extension-rules.js";
import { locateServers } from "../../../src/report/sarif/locate-servers.js";
import { renderCheckSarif } from "../../../src/report/sarif/render-check-sarif.js";
import type { CheckOutcome, CheckReport } from "../../../src/result/check-report.js";
import { runMcpvals, tempDir } from "../../helpers/run-mcpvals.js";
import { SarifLogShape } from "./sarif-2.1.0-shape.js";

const outcome = (over: Partial<CheckOutcome>): CheckOutcome => ({
  id: "tools/name-charset",
  level: "error",
  status: "failed",
  reason: "bad",
  target: { server: "api", kind: "tool", name: "x" },
  era: "2025-11-25",
  ...over,
});
const report = (checks: CheckOutcome[]): CheckReport => ({
  kind: "check",
  schemaVersion: 1,
  generator: { name: "mcpvals", version: "9.9.9" },
  startedAt: "2026-11-26T00:00:00.000Z",
  durationMs: 1,
  passed: false,
  servers: [],
  checks,
  summary: { passed: 0, errors: 1, warnings: 0, infos: 0, baselined: 0, skipped: 0 },
});

test("rules carry level and spec link; failed checks become results at the server's config line", () => {
  const checks = [
    outcome({ status: "passed", id: "tools/description", level: "warning", reason: "ok" }),
    outcome({ id: "ext/tasks/ttl", reason: "ttlMs is -5", target: { server: "api", kind: "tool", name: "report" }, era: "2026-07-28" }),
    outcome({ id: "deprecated/logging", level: "info", target: { server: "api", kind: "server", name: null }, era: "2026-07-28" }),
    outcome({ id: "tools/name-charset", baselined: true, reason: 'name \u001b[31m"bad name!"' }),
  ];
  const log = renderCheckSarif(report(checks), {
    rules: EXTENSION_RULES,
    locate: (server) => (server === "api" ? { uri: "mcpvals.config.yaml", line: 4 } : undefined),
  });
  expect(SarifLogShape.parse(log)).toEqual(log);
  const rules = log.runs[0].tool.driver.rules;
  expect(rules.map((r) => [r.id, r.defaultConfiguration.level])).toEqual([
    ["tools/description", "warning"],
    ["ext/tasks/ttl", "error"],
    ["deprecated/logging", "note"],
    ["tools/name-charset", "error"],
  ]);
  expect(rules[1]!.helpUri).toBe("https://modelcontextprotocol.github.io/ext-tasks/specification/2026-07-28/tasks.html");
  // An id in no table falls back to the revision's spec root.
  expect(rules[0]!.helpUri).toBe("https://modelcontextprotocol.io/specification/2025-11-25");
  const results = log.runs[0].results;
  expect(results.map((r) => [r.ruleId, r.level])).toEqual([
    ["ext/tasks/ttl", "error"],
    ["deprecated/logging", "note"],
    ["tools/name-charset", "error"],
  ]);
  expect(results[0]).toMatchObject({
    message: { text: 'ext/tasks/ttl: tool "report" of server "api" (2026-07-28): ttlMs is -5' },
    locations: [{ physicalLocation: { artifactLocation: { uri: "mcpvals.config.yaml" }, region: { startLine: 4 } } }],
  });
  // Server text loses its escape sequences; a baselined failure is a suppressed result.
  expect(results[2]!.message.text).not.toMatch(/\u001b/);
  expect(results[2]!.suppressions).toEqual([{ kind: "external", justification: "listed in the mcpvals check baseline" }]);
});

test("an outcome's own spec link is the helpUri when no rule table knows the id", () => {
  const log = renderCheckSarif(
    report([{ ...outcome({}), spec: "https://modelcontextprotocol.io/specification/2025-11-25/server/tools#tool-names" } as CheckOutcome]),
  );
  expect(log.runs[0].tool.driver.rules[0]!.helpUri).toBe(
    "https://modelcontextprotocol.io/specification/2025-11-25/server/tools#tool-names",
  );
  // No location known: the server's name stands in as the artifact.
  expect(log.runs[0].results[0]!.locations).toEqual([{ physicalLocation: { artifactLocation: { uri: "api" } } }]);
});

test("servers are located in YAML, JSON and code configs", () => {
  expect(locateServers("# c\nservers:\n  api:\n    command: x\n  files:\n    command: y\n", "a.yaml")("files")).toBe(5);
  expect(locateServers('{\n  "server": { "command": "x" }\n}\n', "a.json")("default")).toBe(2);
  expect(locateServers("export default {\n  servers: {\n    api: { command: 'x' },\n  },\n};\n", "a.ts")("api")).toBe(3);
  expect(locateServers("servers: {}\n", "a.yaml")("missing")).toBeUndefined();
});

test("check --sarif writes a SARIF 2.1.0 log whose Tasks finding points at the server's line", async () => {
  await using dir = await tempDir();
  const server = fileURLToPath(new URL("../../fixtures/servers/ext-tasks-server.mjs", import.meta.url));
  const config = await dir.write(
    "mcpvals.config.yaml",
    `# planted: a negative ttlMs\nservers:\n  tasks:\n    command: ${JSON.stringify(process.execPath)}\n    args: [${JSON.stringify(server)}]\n    env: { EXT_FAULT: bad-ttl }\n`,
  );
  const run = await runMcpvals(["check", "-c", config, "--call", "--sarif", "out/check.sarif"], { cwd: dir.path });
  expect(run.exitCode).toBe(1);
  const log = SarifLogShape.parse(JSON.parse(await readFile(join(dir.path, "out", "check.sarif"), "utf8")));
  const finding = log.runs[0]!.results.find((r) => r.ruleId === "ext/tasks/ttl");
  expect(finding).toMatchObject({
    level: "error",
    locations: [{ physicalLocation: { artifactLocation: { uri: "mcpvals.config.yaml" }, region: { startLine: 3 } } }],
  });
  expect(finding!.message.text).toMatch(/ttlMs is -5/);
  expect(log.runs[0]!.tool.driver.rules.find((r) => r.id === "ext/tasks/ttl")!.helpUri).toMatch(/ext-tasks\/specification/);
  // The rule set the verdict was judged by travels with the log.
  expect(log.runs[0]!.tool.driver.properties).toEqual({ ruleSet: "mcpvals-2026.12" });
});
