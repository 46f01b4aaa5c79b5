/**
 * Era-correct probes: a clean dual-era server on the SDK v2 (2025 `initialize`
 * served too, "serve") reads a request with no `_meta` at all as a 2025
 * request, rightly. `modern/missing-meta` probes with a request that is
 * unmistakably 2026 but incomplete instead, and no rule judges the answer to
 * that deliberately malformed probe. 0 false alarms on stdio and HTTP; the
 * modern-only build ("reject") is still held to -32602 for a bare request.
 */
import { fileURLToPath } from "node:url";
import { runCheck } from "../../src/check/run-check.js";
import { ServerSchema } from "../../src/protocol/server-spec.js";
import type { CheckReport } from "../../src/result/check-report.js";
import { startHttpFixture, V2_FIXTURE_SERVER_PATH } from "../fixtures/servers/start-http-server.js";

const findings = (report: CheckReport): string[] =>
  report.checks.filter((c) => c.status === "failed").map((c) => `${c.id} (${c.level}): ${c.reason}`);

test.each(["serve", "reject"])("SDK v2 on stdio, legacy %s: no false alarm", async (legacy) => {
  const spec = ServerSchema.parse({ command: process.execPath, args: [V2_FIXTURE_SERVER_PATH], env: { V2_LEGACY: legacy } });
  const report = await runCheck({ servers: { v2: spec } });
  expect(report.servers[0]!.eras).toEqual(legacy === "serve" ? ["2026-07-28", "2025-11-25"] : ["2026-07-28"]);
  expect(findings(report)).toEqual([]);
  expect(report.checks.find((c) => c.id === "modern/missing-meta")).toMatchObject({ status: "passed" });
});

test.each(["serve", "reject"])("SDK v2 over HTTP, legacy %s: no false alarm", async (legacy) => {
  await using server = await startHttpFixture({
    command: process.execPath,
    args: [V2_FIXTURE_SERVER_PATH],
    env: { V2_TRANSPORT: "http", V2_LEGACY: legacy, V2_GUARD: "1" },
    readyPattern: /LISTENING (\d+)/,
  });
  const report = await runCheck({ servers: { v2: ServerSchema.parse({ url: server.url }) } });
  expect(findings(report)).toEqual([]);
  expect(report.checks.find((c) => c.id === "modern/missing-meta")).toMatchObject({ status: "passed" });
});

const PLANTED = fileURLToPath(new URL("../fixtures/servers/planted-server.mjs", import.meta.url));

test("a raw dual-era server reading a bare request as 2025 (stdio): no false alarm, the malformed probe judged by its own rule only", async () => {
  const spec = ServerSchema.parse({ command: process.execPath, args: [PLANTED], env: { ERA: "dual", BARE: "2025" } });
  const report = await runCheck({ servers: { planted: spec }, call: true });
  expect(report.servers[0]!.eras).toEqual(["2026-07-28", "2025-11-25"]);
  expect(findings(report)).toEqual([]);
  expect(report.checks.filter((c) => c.id === "modern/missing-meta").map((c) => c.status)).toEqual(["passed"]);
});

test("a raw dual-era server answering a bare request 400 'no session' (HTTP): no false alarm", async () => {
  await using server = await startHttpFixture({
    command: process.execPath,
    args: [PLANTED],
    env: { TRANSPORT: "http", ERA: "dual", BARE: "2025" },
    readyPattern: /LISTENING (\d+)/,
  });
  const report = await runCheck({ servers: { planted: ServerSchema.parse({ url: server.url }) } });
  expect(report.servers[0]!.eras).toEqual(["2026-07-28", "2025-11-25"]);
  expect(findings(report)).toEqual([]);
});
