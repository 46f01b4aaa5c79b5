/**
 * A verdict that does not depend on timing: a server that answers only after
 * a start longer than the probe's old fixed wait (5 s) gets the same findings
 * as the same server answering at once, and no error. Every wait derives from
 * the one budget the user sets (connectMs); a late answer is that request's
 * answer, never "a response to nothing". Fails on the old 5 s / 10 s caps.
 */
import { fileURLToPath } from "node:url";
import { runCheck } from "../../src/check/run-check.js";
import { ServerSchema } from "../../src/protocol/server-spec.js";
import type { CheckReport } from "../../src/result/check-report.js";

const PLANTED = fileURLToPath(new URL("../fixtures/servers/planted-server.mjs", import.meta.url));
const stdio = (env: Record<string, string>) => ServerSchema.parse({ command: process.execPath, args: [PLANTED], env });
/** What a finding is, without its timing-dependent wording. */
const findings = (report: CheckReport): string[] =>
  report.checks
    .filter((c) => c.id !== "wire/late-answer")
    .map((c) => `${c.era ?? "-"} ${c.id} ${c.status} ${c.level} ${c.target.kind}:${c.target.name ?? ""}`)
    .sort();

test("a dual-era server that starts in 11 s has the findings of one that starts at once", async () => {
  const prompt = await runCheck({ servers: { planted: stdio({ ERA: "dual" }) }, connectTimeoutMs: 60_000 });
  const slow = await runCheck({ servers: { planted: stdio({ ERA: "dual", START_DELAY_MS: "11000" }) }, connectTimeoutMs: 60_000 });
  expect(slow.servers[0]).toMatchObject({ error: null, eras: prompt.servers[0]!.eras });
  expect(findings(slow)).toEqual(findings(prompt));
  expect(slow.checks.filter((c) => c.status === "failed" && c.level === "error")).toEqual([]);
  expect(slow.passed).toBe(true);
});

test("a budget shorter than the start is one connect failure that says slow, never a protocol finding", async () => {
  const report = await runCheck({ servers: { planted: stdio({ ERA: "2025", START_DELAY_MS: "3000" }) }, connectTimeoutMs: 1_000 });
  const failed = report.checks.filter((c) => c.status === "failed");
  expect(failed.map((c) => c.id)).toEqual(["lifecycle/connect"]);
  expect(failed[0]!.reason).toMatch(/after the wait of timeouts\.connectMs ran out: slow, not broken/);
});
