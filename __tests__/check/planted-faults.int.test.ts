/**
 * Planted faults (a raw JSON-RPC server, one spec violation per mode): each
 * is caught by exactly its check at its level, on the transport it is planted
 * for, and each clean era passes with no error-level finding. Confirmed to
 * fail without the matching check (see the branch's report).
 */
import { fileURLToPath } from "node:url";
import { runCheck } from "../../src/check/run-check.js";
import { ServerSchema } from "../../src/protocol/server-spec.js";
import type { CheckReport } from "../../src/result/check-report.js";
import { startHttpFixture } from "../fixtures/servers/start-http-server.js";

const PLANTED = fileURLToPath(new URL("../fixtures/servers/planted-server.mjs", import.meta.url));
const stdio = (env: Record<string, string>) => ServerSchema.parse({ command: process.execPath, args: [PLANTED], env });
/** Ids of the findings: failures at error or warning level, and info findings of rules other than facts about the era or speed. */
const errors = (report: CheckReport): string[] =>
  [
    ...new Set(
      report.checks
        .filter(
          (c) =>
            c.status === "failed" ||
            (c.status === "info" && !["lifecycle/modern-era", "wire/late-answer", "server-card/fetch"].includes(c.id)),
        )
        .map((c) => c.id),
    ),
  ].sort();
/** The level of each planted fault's rule where it is not error (SHOULD: warning; no MUST or SHOULD: info). */
const LEVELS: Record<string, string> = {
  "era-drift": "info",
  "listen-ignored": "warning",
  "early-request": "warning",
  "prompt-args": "warning",
};

test.each(["2025", "2026", "dual"])("clean era %s over stdio: no finding", async (era) => {
  const report = await runCheck({ servers: { planted: stdio({ ERA: era }) }, call: true });
  expect(errors(report)).toEqual([]);
  expect(report.checks.filter((c) => c.internal)).toEqual([]);
});

test.each([
  ["id-type", "dual", ["jsonrpc/id-echo"]],
  ["result-and-error", "2025", ["jsonrpc/response-shape"]],
  ["early-request", "2025", ["lifecycle/no-request-before-initialized"]],
  ["serve-without-meta", "2026", ["modern/missing-meta"]],
  ["serve-without-meta", "dual", ["modern/missing-meta"]],
  ["notification-response", "2025", ["jsonrpc/no-response-to-notification"]],
  ["invalid-utf8", "2025", ["wire/utf8"]],
  ["era-drift", "dual", ["cross-era/equivalent"]],
  ["bad-template", "dual", ["resources/template-syntax"]],
  ["prompt-args", "dual", ["prompts/required-arguments"]],
  ["required-string", "2025", ["tools/input-schema"]],
  ["bad-logging", "2025", ["logging/set-level"]],
  ["no-result-type", "2026", ["modern/result-type"]],
  ["no-cache-hints", "2026", ["modern/cache-hints"]],
  ["serve-future-version", "2026", ["modern/unsupported-version"]],
  ["not-found-32002", "2026", ["modern/resource-not-found"]],
  ["listen-ignored", "2026", ["modern/subscriptions-listen"]],
  ["no-jsonrpc", "2025", ["jsonrpc/response-shape"]],
  ["no-jsonrpc", "2026", ["jsonrpc/response-shape"]],
  ["notification-response-null", "2025", ["jsonrpc/no-response-to-notification"]],
  ["no-result-type", "dual", ["modern/result-type"]],
])("stdio: %s (era %s) is caught by exactly its check", async (fault, era, expected) => {
  const report = await runCheck({ servers: { planted: stdio({ ERA: era, FAULT: fault }) } });
  expect(errors(report)).toEqual(expected);
  expect(report.checks.find((c) => c.id === expected[0] && c.status !== "passed")).toMatchObject({
    level: LEVELS[fault] ?? "error",
    spec: expect.stringMatching(/^https:\/\/modelcontextprotocol\.io\/specification\/20\d\d-\d\d-\d\d\//),
  });
  expect(report.checks.filter((c) => c.internal)).toEqual([]);
});

test.each([
  ["progress-foreign", "progress/token", /names token "mcpvals-progress-1-other", which no request issued/],
  ["progress-decreasing", "progress/increasing", /went from 2 to 1/],
  ["pretty-call", "wire/newline-delimited", /tools\/call: a message came spread over \d+ lines \(pretty-printed JSON\)/],
])("stdio --call: %s is caught by %s", async (fault, id, reason) => {
  const report = await runCheck({ servers: { planted: stdio({ ERA: "2025", FAULT: fault }) }, call: true });
  expect(errors(report)).toEqual([id]);
  expect(report.checks.find((c) => c.id === id && c.status === "failed")!.reason).toMatch(reason);
});

test.each([
  ["", "2026", []],
  ["", "2025", []],
  ["origin-400", "2026", ["http/origin-validation"]],
  ["unknown-method-200", "2026", ["http/unknown-method"]],
  ["id-type", "2026", ["jsonrpc/id-echo"]],
  ["serve-without-meta", "2026", ["http/missing-meta", "modern/missing-meta"]],
  ["serve-without-meta", "dual", ["http/missing-meta", "modern/missing-meta"]],
  ["mcp-method-ignored", "2026", ["http/mcp-method-header"]],
  ["mcp-name-ignored", "2026", ["http/mcp-name-header"]],
  ["no-result-type", "2026", ["modern/result-type"]],
  ["no-cache-hints", "2026", ["modern/cache-hints"]],
  ["serve-future-version", "2026", ["modern/unsupported-version"]],
  ["not-found-32002", "2026", ["modern/resource-not-found"]],
  ["bad-template", "2026", ["resources/template-syntax"]],
  ["prompt-args", "2025", ["prompts/required-arguments"]],
  ["result-and-error", "2025", ["jsonrpc/response-shape"]],
  ["notification-response", "2025", ["jsonrpc/no-response-to-notification"]],
  ["notification-response-null", "2025", ["jsonrpc/no-response-to-notification"]],
  ["no-jsonrpc", "2025", ["jsonrpc/response-shape"]],
  ["no-jsonrpc", "2026", ["jsonrpc/response-shape"]],
  ["no-result-type", "dual", ["modern/result-type"]],
  ["early-request", "2025", ["lifecycle/no-request-before-initialized"]],
  ["origin-400", "2025", ["http/origin-validation"]],
  ["echo-version", "2025", ["lifecycle/version-negotiation"]],
  ["version-header-ignored", "2025", ["http/protocol-version-header"]],
  ["session-optional", "2025", ["http/session-required"]],
  ["session-any", "2025", ["http/session-unknown"]],
  ["session-undying", "2025", ["http/session-unknown"]],
  ["session-id-space", "2025", ["http/session-id-charset"]],
])("HTTP: fault '%s' (era %s) is caught by exactly its check", async (fault, era, expected) => {
  await using server = await startHttpFixture({
    command: process.execPath,
    args: [PLANTED],
    env: { TRANSPORT: "http", ERA: era, FAULT: fault },
    readyPattern: /LISTENING (\d+)/,
  });
  const report = await runCheck({ servers: { planted: ServerSchema.parse({ url: server.url }) } });
  expect(errors(report)).toEqual(expected);
  expect(report.servers[0]!.eras).toEqual({ "2026": ["2026-07-28"], "2025": ["2025-11-25"], dual: ["2026-07-28", "2025-11-25"] }[era]);
});
