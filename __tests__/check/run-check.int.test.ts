/**
 * `mcpvals check` against real servers: server-everything passes over stdio;
 * fixture servers that each break one rule are caught by exactly the check
 * meant for it; both eras of a v2 server are checked; a baseline turns a
 * known failure into a pass while a new failure still fails.
 */
import { fileURLToPath } from "node:url";
import { runCheck } from "../../src/check/run-check.js";
import { baselineOf } from "../../src/check/baseline.js";
import { CheckReportSchema, type CheckReport } from "../../src/result/check-report.js";
import { ServerSchema } from "../../src/protocol/server-spec.js";
import { startEverythingHttp, startHttpFixture, startV2Http, V2_FIXTURE_SERVER_PATH } from "../fixtures/servers/start-http-server.js";

const CHECK_FIXTURE = fileURLToPath(new URL("../fixtures/servers/check-fixture-server.mjs", import.meta.url));
const stdio = (args: string[], env: Record<string, string> = {}) => ServerSchema.parse({ command: process.execPath, args, env });
const fixture = (fault = "") => stdio([CHECK_FIXTURE], fault ? { CHECK_FAULT: fault } : {});

/** Failed checks (errors and warnings) and hygiene advice (info), as "id target", each once (the probe and a session may both see one). */
const findings = (report: CheckReport): string[] => [
  ...new Set(
    report.checks
      .filter((c) => c.status === "failed" || (c.status === "info" && c.id.startsWith("hygiene/")))
      .map((c) => `${c.id}${c.target.name ? ` ${c.target.name}` : ""}`),
  ),
];

test("server-everything over stdio passes with no error-level failure, in the 2025 era it speaks", async () => {
  const report = await runCheck({ servers: { everything: ServerSchema.parse({ command: "mcp-server-everything" }) } });
  expect(CheckReportSchema.parse(report)).toEqual(report);
  expect(report.passed).toBe(true);
  expect(report.checks.filter((c) => c.status === "failed" && c.level === "error")).toEqual([]);
  expect(report.servers[0]).toMatchObject({ name: "everything", eras: ["2025-11-25"], tools: 13, resources: 7, prompts: 4, error: null });
  // The checks really ran: wire, lifecycle, every tool, resources and prompts.
  const ids = new Set(report.checks.map((c) => c.id));
  for (const id of [
    "wire/stdout-json-only",
    "wire/exit-on-stdin-close",
    "lifecycle/version-negotiation",
    "lifecycle/ping",
    "tools/input-schema",
    "tools/unknown-tool",
    "resources/read",
    "prompts/get",
    "hygiene/hidden-instructions",
  ])
    expect(ids).toContain(id);
  expect(report.checks.filter((c) => c.id === "tools/name-charset")).toHaveLength(13);
});

test("the rule-following fixture has no finding at all", async () => {
  const report = await runCheck({ servers: { fixture: fixture() } });
  expect(findings(report)).toEqual([]);
  expect(report.passed).toBe(true);
});

test.each([
  ["stray-stdout", ["wire/stdout-json-only"], /not JSON-RPC.*"check-fixture starting up"/],
  ["bad-input-schema", ["tools/input-schema broken"], /inputSchema \/properties\/a\/type/],
  ["duplicate-name", ["tools/name-unique ping_back"], /2 tools are named "ping_back"/],
  ["ill-named", ["tools/name-charset bad name!"], /must be 1-128 characters/],
  ["unknown-success", ["tools/unknown-tool"], /succeeded/],
  ["no-exit", ["wire/exit-on-stdin-close"], /did not exit within 5000 ms/],
  ["poisoned", ["hygiene/invisible-unicode ping_back"], /U\+200B/],
  ["endless-pages", ["tools/pagination"], /repeats cursor "again"/],
])("%s is caught by exactly its check", async (fault, expected, reason) => {
  // The exit is awaited for the connect budget: a short one keeps the lingering server's case short.
  const report = await runCheck({ servers: { fixture: fixture(fault) }, ...(fault === "no-exit" ? { connectTimeoutMs: 5_000 } : {}) });
  expect(findings(report)).toEqual(expected);
  expect(report.checks.find((c) => c.status !== "passed" && c.status !== "skipped" && c.id === expected[0]!.split(" ")[0])!.reason).toMatch(
    reason,
  );
  // A warning (a SHOULD) or advice does not fail the run; an error (a MUST) does.
  expect(report.passed).toBe(["poisoned", "duplicate-name", "ill-named", "unknown-success"].includes(fault));
});

test("HTTP: a server without Origin and Host checks fails DNS-rebinding protection; one with them passes", async () => {
  await using open = await startHttpFixture({
    command: process.execPath,
    args: [CHECK_FIXTURE],
    env: { CHECK_TRANSPORT: "http", CHECK_FAULT: "http" },
    readyPattern: /LISTENING (\d+)/,
  });
  await using guarded = await startHttpFixture({
    command: process.execPath,
    args: [CHECK_FIXTURE],
    env: { CHECK_TRANSPORT: "http", CHECK_FAULT: "http-origin" },
    readyPattern: /LISTENING (\d+)/,
  });
  const report = await runCheck({
    servers: { open: ServerSchema.parse({ url: open.url }), guarded: ServerSchema.parse({ url: guarded.url }) },
  });
  const failed = report.checks.filter((c) => c.status === "failed" && c.level !== "info").map((c) => `${c.target.server} ${c.id}`);
  // The same fixture twice: each server's tools shadow the other's (a warning), and only the open one fails HTTP.
  // Host validation has no MUST or SHOULD behind it: advice (info), never a failure.
  expect(failed).toEqual(["open http/origin-validation"]);
  expect(report.checks.filter((c) => c.id === "http/host-validation" && c.status === "info").map((c) => c.target.server)).toEqual(["open"]);
  expect(report.checks.filter((c) => c.id === "hygiene/tool-shadowing" && c.status === "info")).toHaveLength(4);
  expect(
    report.checks
      .filter((c) => c.target.server === "guarded" && c.id.startsWith("http/") && c.status === "passed")
      .map((c) => c.id)
      .sort(),
  ).toEqual(
    [
      "http/content-type",
      "http/get-stream",
      "http/host-validation",
      "http/invalid-json",
      "http/origin-validation",
      "http/protocol-version-header",
    ].sort(),
  );
});

test("2026 era over HTTP: a missing or mismatched Mcp-Method header is refused (400, -32020); a server that ignores it fails http/mcp-method-header", async () => {
  await using strict = await startV2Http("reject");
  await using lax = await startV2Http("reject", { V2_IGNORE_MCP_METHOD: "1" });
  const report = await runCheck({
    servers: { strict: ServerSchema.parse({ url: strict.url }), lax: ServerSchema.parse({ url: lax.url }) },
  });
  const verdict = (server: string) => report.checks.find((c) => c.target.server === server && c.id === "http/mcp-method-header");
  expect(verdict("strict")).toMatchObject({ status: "passed", level: "error" });
  expect(verdict("lax")).toMatchObject({
    status: "failed",
    level: "error",
    reason: expect.stringContaining("whose Mcp-Method says tools/list got 200 (expected 400)"),
  });
  expect(verdict("lax")!.reason).toContain("without Mcp-Method got 200");
  // Only the 2026 era has the header: a 2025-only server is not checked for it.
  await using everything = await startEverythingHttp();
  const legacy = await runCheck({ servers: { everything: ServerSchema.parse({ url: everything.url }) } });
  expect(legacy.checks.find((c) => c.id === "http/mcp-method-header")).toBeUndefined();
});

test("server-everything over Streamable HTTP: Origin is not validated (as the official conformance suite also finds)", async () => {
  await using server = await startEverythingHttp();
  const report = await runCheck({ servers: { everything: ServerSchema.parse({ url: server.url }) } });
  expect(report.checks.find((c) => c.id === "http/origin-validation")).toMatchObject({ status: "failed", level: "error" });
  expect(report.passed).toBe(false);
});

test("a v2 server is checked in each era it supports: both for legacy serve, the modern one only for legacy reject", async () => {
  const report = await runCheck({
    servers: { dual: stdio([V2_FIXTURE_SERVER_PATH]), modern: stdio([V2_FIXTURE_SERVER_PATH], { V2_LEGACY: "reject" }) },
  });
  expect(report.servers.map((s) => [s.name, s.eras])).toEqual([
    ["dual", ["2026-07-28", "2025-11-25"]],
    ["modern", ["2026-07-28"]],
  ]);
  expect(report.passed).toBe(true);
  // The stateless era has no ping: server/discover stands in for it.
  expect(report.checks.filter((c) => c.target.server === "modern" && c.id.startsWith("lifecycle/")).map((c) => c.id)).toContain(
    "lifecycle/discover",
  );
  // A 2025 client offered an unknown revision is refused cleanly by the modern-only server.
  expect(report.checks.find((c) => c.target.server === "modern" && c.id === "lifecycle/version-negotiation")).toMatchObject({
    status: "passed",
    reason: expect.stringMatching(/refused revision 1999-01-01 cleanly/),
  });
});

test("--call calls only tools annotated readOnlyHint, with arguments generated from their schema", async () => {
  const report = await runCheck({ servers: { fixture: fixture() }, call: true });
  expect(report.checks.filter((c) => c.id === "tools/read-only-call").map((c) => [c.target.name, c.status, c.reason])).toEqual([
    ["lookup", "passed", expect.stringMatching(/called with \{"word":"example"\}: ok/)],
  ]);
});

test("a baseline turns known failures into a pass; a new failure still fails", async () => {
  const known = await runCheck({ servers: { fixture: fixture("bad-input-schema") } });
  expect(known.passed).toBe(false);
  const baseline = baselineOf(known.checks);
  expect(baseline.expected).toEqual([{ id: "tools/input-schema", server: "fixture", kind: "tool", name: "broken" }]);
  const again = await runCheck({ servers: { fixture: fixture("bad-input-schema") }, baseline });
  expect(again.passed).toBe(true);
  expect(again.summary).toMatchObject({ errors: 1, baselined: 1 });
  const other = await runCheck({ servers: { fixture: fixture("stray-stdout") }, baseline });
  expect(other.passed).toBe(false);
});

test("a clean 2026-only SDK v2 HTTP server (createMcpHandler behind the SDK's Host/Origin guard) has no finding; without the guard Origin fails", async () => {
  await using guarded = await startV2Http("reject", { V2_GUARD: "1" });
  await using open = await startV2Http("reject");
  const report = await runCheck({
    servers: { guarded: ServerSchema.parse({ url: guarded.url }), open: ServerSchema.parse({ url: open.url }) },
  });
  const failed = (server: string) =>
    report.checks
      .filter((c) => c.target.server === server && c.status === "failed" && c.level !== "info" && c.id !== "hygiene/tool-shadowing")
      .map((c) => c.id);
  expect(report.servers.map((s) => s.eras)).toEqual([["2026-07-28"], ["2026-07-28"]]);
  // Probed with server/discover, never judged by a 2025 initialize it rightly refuses.
  expect(report.checks.find((c) => c.target.server === "guarded" && c.id === "http/content-type")).toMatchObject({
    status: "passed",
    reason: expect.stringContaining("server/discover answered 200"),
  });
  expect(failed("guarded")).toEqual([]);
  expect(failed("open")).toEqual(["http/origin-validation"]);
  expect(report.checks.every((c) => c.era !== "2025-11-25")).toBe(true);
});

test("a server that crashes at start is one failure that names the cause, not passes and knock-on errors", async () => {
  const report = await runCheck({ servers: { dead: stdio(["/nonexistent/missing-server.js"]) } });
  expect(report.checks.map((c) => [c.id, c.status])).toEqual([["wire/start", "failed"]]);
  expect(report.checks[0]!.reason).toMatch(/Cannot find module '\/nonexistent\/missing-server\.js'/);
  expect(report.passed).toBe(false);
});

test("--requirements: a revision the server does not speak fails lifecycle/requirements; the rules of an unlisted revision do not run", async () => {
  const report = await runCheck({ servers: { dual: stdio([V2_FIXTURE_SERVER_PATH]) }, requirements: ["2025-11-25"] });
  expect(report.servers[0]!.eras).toEqual(["2025-11-25"]);
  expect(report.checks.some((c) => c.id.startsWith("modern/"))).toBe(false);
  expect(report.passed).toBe(true);
  const modern = await runCheck({
    servers: { everything: ServerSchema.parse({ command: "mcp-server-everything" }) },
    requirements: ["2026-07-28"],
  });
  expect(modern.checks.find((c) => c.id === "lifecycle/requirements")).toMatchObject({
    status: "failed",
    level: "error",
    reason: expect.stringContaining("does not speak 2026-07-28"),
  });
});

test.each([
  ["filesystem", ["mcp-server-filesystem", "."]],
  ["memory", ["mcp-server-memory"]],
])("the real %s server over stdio has no error-level finding", async (_name, [command, ...args]) => {
  const report = await runCheck({ servers: { real: ServerSchema.parse({ command, args }) }, call: true });
  expect(report.checks.filter((c) => c.status === "failed" && c.level === "error").map((c) => `${c.id}: ${c.reason}`)).toEqual([]);
  expect(report.checks.filter((c) => c.internal)).toEqual([]);
});
