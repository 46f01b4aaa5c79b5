/**
 * The planted host-incompatibility server (one tool per fault, plus clean
 * tools): each fault is reported exactly for the profiles it affects and
 * never for the others, and the clean tools pass for every profile. The
 * conversions are the providers' own code, run offline.
 */
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { runCheck } from "../../src/check/run-check.js";
import { resolveProfiles } from "../../src/hosts/profile-table.js";
import { ServerSchema } from "../../src/protocol/server-spec.js";
import type { CheckReport } from "../../src/result/check-report.js";
import { runCliInProcess } from "../helpers/run-cli-in-process.js";
import { tempDir } from "../helpers/run-mcpvals.js";

const SERVER = fileURLToPath(new URL("../fixtures/servers/host-incompat-server.mjs", import.meta.url));
const LONG = "summarize_every_open_pull_request_of_the_repository_x";
const planted = (env: Record<string, string> = {}) => ({ planted: ServerSchema.parse({ command: process.execPath, args: [SERVER], env }) });

/** "host tool effect" of every failed host finding, sorted and without repeats. */
function hostFailures(report: CheckReport): string[] {
  const failed = report.checks.filter((c) => c.host !== undefined && c.status === "failed");
  return [...new Set(failed.map((c) => `${c.host} ${c.item} ${c.effect}`))].sort();
}

let report: CheckReport;
beforeAll(async () => {
  report = await runCheck({ servers: planted(), hosts: resolveProfiles(["all"]) });
});

test("each planted fault is reported for exactly the profiles it affects", () => {
  expect(hostFailures(report)).toEqual(
    [
      // The name fits every model API (53 characters) but not mcp__planted__ + name (67 > 64).
      `claude-code ${LONG} rejected`,
      // ... and "planted" + name is 60 characters, which Cursor refuses ("(60) exceeds 60"): it leaves the tool out.
      `cursor ${LONG} cut`,
      // An optional property: strict mode refuses it; the Agents SDK makes it required and nullable.
      "openai-strict strict_rejects rejected",
      "openai-agents strict_rejects changed",
      // exclusiveMinimum: Gemini's `parameters` field. Not Gemini CLI, which sends parametersJsonSchema (JSON Schema).
      "gemini gemini_rejects rejected",
      // Listed only to clients declaring elicitation: cut where the host declares none.
      "chatgpt confirm_with_user cut",
      "claude-desktop confirm_with_user cut",
      "cursor confirm_with_user cut",
      "gemini-cli confirm_with_user cut",
    ].sort(),
  );
});

test("findings carry host, item, pointer and the level of their effect", () => {
  const strict = report.checks.find((c) => c.host === "openai-strict" && c.item === "strict_rejects");
  expect(strict).toMatchObject({
    level: "error",
    pointer: "/inputSchema/properties/limit",
    target: { kind: "tool", name: "strict_rejects" },
  });
  const gemini = report.checks.find((c) => c.host === "gemini" && c.item === "gemini_rejects");
  expect(gemini).toMatchObject({ level: "error", pointer: "/inputSchema/properties/amount/exclusiveMinimum" });
  const agents = report.checks.find((c) => c.host === "openai-agents" && c.item === "strict_rejects" && c.status === "failed");
  expect(agents).toMatchObject({ level: "warning", pointer: "/inputSchema/properties/limit" });
  expect(report.checks.find((c) => c.host === "cursor" && c.item === "confirm_with_user")).toMatchObject({
    level: "warning",
    effect: "cut",
  });
  expect(report.passed).toBe(false);
});

test("the clean tools pass for every profile", () => {
  const clean = report.checks.filter((c) => c.host !== undefined && ["clean_search", "clean_ping"].includes(c.item ?? ""));
  expect(clean).toEqual([]);
  // Every profile reports its footprint, counted on what it sends.
  expect(report.checks.filter((c) => c.id.endsWith("/footprint")).map((c) => c.host)).toHaveLength(13);
});

test("a tool list over Cursor's 40 is cut there, and only there", async () => {
  const many = await runCheck({ servers: planted({ MANY: "40" }), hosts: resolveProfiles(["cursor", "vscode", "openai"]) });
  const cut = many.checks.filter((c) => c.id === "host/cursor/tool-count");
  // 5 tools + 40 fillers (confirm_with_user is not listed to Cursor): tools 41..45 are left out.
  expect(cut.map((c) => c.item)).toEqual(["filler_036", "filler_037", "filler_038", "filler_039", "filler_040"]);
  expect(cut[0]).toMatchObject({ effect: "cut", level: "warning", host: "cursor" });
  expect(many.checks.filter((c) => c.id.endsWith("/tool-count") && c.host !== "cursor")).toEqual([]);
});

describe("the command line", () => {
  test("an unknown profile is a config error with a did-you-mean (exit 2), from --hosts or the config", async () => {
    const flag = await runCliInProcess(["check", "--hosts", "claude-cod,gemini", "--", process.execPath, SERVER], { cwd: process.cwd() });
    expect(flag.code).toBe(2);
    expect(flag.stderr).toContain('did you mean "claude-code"?');
    await using dir = await tempDir();
    await dir.write("mcpvals.config.json", JSON.stringify({ server: { command: process.execPath, args: [SERVER] }, hosts: ["curser"] }));
    const config = await runCliInProcess(["check"], { cwd: dir.path });
    expect(config.code).toBe(2);
    expect(config.stderr).toContain("hosts[0]");
    expect(config.stderr).toContain('did you mean "cursor"?');
  });

  test("--json and --sarif carry host and item on every host finding", async () => {
    await using dir = await tempDir();
    const run = await runCliInProcess(
      ["check", "--hosts", "gemini,claude-code", "--sarif", "out.sarif", "-r", "json", "--", process.execPath, SERVER],
      {
        cwd: dir.path,
      },
    );
    expect(run.code).toBe(1);
    const report = JSON.parse(run.stdout) as CheckReport;
    const host = report.checks.filter((c) => c.host !== undefined && c.status === "failed");
    expect(host.map((c) => `${c.host} ${c.item}`).sort()).toEqual(["claude-code " + LONG, "gemini gemini_rejects"]);
    const sarif = JSON.parse(await readFile(join(dir.path, "out.sarif"), "utf8"));
    const results = sarif.runs[0].results.filter(
      (r: { level: string; properties?: { host?: string } }) => r.properties?.host !== undefined && r.level !== "note",
    );
    expect(results.map((r: { properties: { host: string; item: string } }) => `${r.properties.host} ${r.properties.item}`).sort()).toEqual([
      "claude-code " + LONG,
      "gemini gemini_rejects",
    ]);
  });
});

test("--readiness grades the directories' requirements; what cannot be seen from outside is manual, never passed", async () => {
  const graded = await runCheck({ servers: planted(), readiness: ["anthropic", "openai"] });
  const readiness = graded.checks.filter((c) => c.id.startsWith("readiness/"));
  // The fixture's tools carry no annotations: each of the 5 listed (the check declares no elicitation) fails both.
  expect(readiness.filter((c) => c.id === "readiness/anthropic/annotation-title" && c.status === "failed")).toHaveLength(5);
  expect(readiness.filter((c) => c.id === "readiness/openai/annotation-hints" && c.status === "failed")).toHaveLength(5);
  expect(readiness.find((c) => c.id === "readiness/anthropic/tool-name-length")).toMatchObject({ status: "passed" });
  expect(readiness.find((c) => c.id === "readiness/openai/https")).toMatchObject({
    status: "skipped",
    reason: expect.stringContaining("not applicable"),
  });
  const manual = readiness.filter((c) => c.reason.startsWith("manual:"));
  expect(manual.map((c) => [c.id, c.status])).toEqual([
    ["readiness/anthropic/auth", "skipped"],
    ["readiness/anthropic/privacy-docs-support", "skipped"],
    ["readiness/openai/auth-privacy-support", "skipped"],
  ]);
  expect(readiness.every((c) => c.spec?.startsWith("https://"))).toBe(true);
});
