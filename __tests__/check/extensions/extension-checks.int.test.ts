import net from "node:net";
/**
 * Extension checks against real v2 SDK servers built with the official
 * extension packages (fixtures ext-*-server.mjs): the clean server of each
 * extension passes; each planted fault is caught by exactly its check; a
 * server that does not declare an extension is not checked for it.
 */
import { fileURLToPath } from "node:url";
import { CheckRecorder } from "../../../src/check/check-recorder.js";
import { extensionChecks } from "../../../src/check/extensions/extension-checks.js";
import { EXTENSION_RULES } from "../../../src/check/extensions/extension-rules.js";
import { connectServer } from "../../../src/mcp/transport/connect-server.js";
import { ServerSchema, type ServerSpec } from "../../../src/protocol/server-spec.js";
import type { CheckOutcome } from "../../../src/result/check-report.js";
import type { ProbeCall } from "../../../src/check/probe-calls.js";
import { startEverythingSse, startHttpFixture } from "../../fixtures/servers/start-http-server.js";

const fixture = (name: string) => fileURLToPath(new URL(`../../fixtures/servers/ext-${name}-server.mjs`, import.meta.url));

type CheckOptions = { call?: boolean; render?: boolean; calls?: ProbeCall[]; env?: Record<string, string> };

async function check(name: string, fault = "", { env = {}, ...options }: CheckOptions = {}): Promise<CheckOutcome[]> {
  return checkSpec(
    name,
    ServerSchema.parse({ command: process.execPath, args: [fixture(name)], env: { ...env, ...(fault ? { EXT_FAULT: fault } : {}) } }),
    options,
  );
}

async function checkSpec(
  name: string,
  spec: ServerSpec,
  { call = true, render = false, calls = [] }: CheckOptions = {},
): Promise<CheckOutcome[]> {
  const connection = await connectServer({ name, spec, timeoutMs: 20_000 });
  try {
    const recorder = new CheckRecorder(name, connection.protocolVersion);
    await extensionChecks(recorder, connection, {
      era: connection.protocolVersion,
      signal: AbortSignal.timeout(30_000),
      call,
      calls,
      render,
    });
    return recorder.outcomes;
  } finally {
    await connection.close();
  }
}

/** Failed checks other than the deprecation infos, as "id target". */
const findings = (outcomes: CheckOutcome[]) =>
  outcomes
    .filter((o) => o.status === "failed" && !o.id.startsWith("deprecated/"))
    .map((o) => `${o.id}${o.target.name ? ` ${o.target.name}` : ""}`);
/** The fault is caught by exactly the `expected` checks, the first with a reason matching `reason`. */
async function expectCaught(name: string, fault: string, expected: string[], reason: RegExp): Promise<void> {
  const outcomes = await check(name, fault);
  expect(findings(outcomes)).toEqual(expected);
  expect(outcomes.find((o) => o.status === "failed" && !o.id.startsWith("deprecated/"))!.reason).toMatch(reason);
}
const ran = (outcomes: CheckOutcome[], prefix: string) =>
  outcomes.filter((o) => o.id.startsWith(prefix) && o.status !== "skipped").map((o) => o.id);

test("every id the checks record is in EXTENSION_RULES with the level it is recorded at", async () => {
  const outcomes = [...(await check("tasks")), ...(await check("skills")), ...(await check("apps"))];
  const levels = new Map(EXTENSION_RULES.map((r) => [r.id, r.level]));
  for (const outcome of outcomes) expect([outcome.id, levels.get(outcome.id)]).toEqual([outcome.id, outcome.level]);
  for (const rule of EXTENSION_RULES) expect(rule.spec).toMatch(/^https:\/\//);
});

describe("Tasks", () => {
  test("the clean server passes every Tasks check, the lifecycle included", async () => {
    const outcomes = await check("tasks");
    expect(findings(outcomes)).toEqual([]);
    expect(new Set(ran(outcomes, "ext/tasks/"))).toEqual(
      new Set([
        "ext/tasks/capability",
        "ext/tasks/unknown-task",
        "ext/tasks/create-result",
        "ext/tasks/ttl",
        "ext/tasks/get-polling",
        "ext/tasks/cancel",
        "ext/tasks/undeclared-client",
      ]),
    );
    expect(outcomes.find((o) => o.id === "ext/tasks/get-polling")!.reason).toMatch(/reached "completed" after 3 polls/);
  });

  test.each([
    ["bad-handle", ["ext/tasks/create-result report"], /createdAt/],
    ["bad-ttl", ["ext/tasks/ttl report"], /ttlMs is -5/],
    ["never-done", ["ext/tasks/get-polling report"], /not in a terminal status after 50 polls/],
    ["bad-cancel", ["ext/tasks/cancel report"], /reports "working" after tasks\/cancel/],
    ["task-anyway", ["ext/tasks/undeclared-client report"], /answered a task handle to a client that did not declare/],
    ["wrong-code", ["ext/tasks/undeclared-client report"], /-32603 \(expected -32021\)/],
    ["unknown-ok", ["ext/tasks/unknown-task"], /tasks\/get of unknown taskId .* succeeded/],
  ])("%s is caught by exactly its check", (fault, expected, reason) => expectCaught("tasks", fault, expected, reason));

  test("a task that waits for input is not a fault: polling stops there with a skip", async () => {
    const outcomes = await check("tasks", "needs-input");
    expect(findings(outcomes)).toEqual([]);
    expect(outcomes.find((o) => o.id === "ext/tasks/get-polling")).toMatchObject({
      status: "skipped",
      reason: expect.stringMatching(/input_required/),
    });
  });

  test("over Streamable HTTP: the clean server passes the whole lifecycle; an error answered with HTTP 404 keeps its JSON-RPC code", async () => {
    for (const [fault, expected] of [
      ["", []],
      ["no-methods", ["ext/tasks/unknown-task", "ext/tasks/get-polling report", "ext/tasks/cancel report"]],
    ] as const) {
      await using server = await startHttpFixture({
        command: process.execPath,
        args: [fixture("tasks")],
        env: { EXT_TRANSPORT: "http", EXT_FAULT: fault },
        readyPattern: /LISTENING (\d+)/,
      });
      const outcomes = await checkSpec("tasks", ServerSchema.parse({ url: server.url }));
      expect(findings(outcomes)).toEqual(expected);
      expect(ran(outcomes, "ext/tasks/")).toHaveLength(7);
      if (fault)
        expect(outcomes.find((o) => o.id === "ext/tasks/unknown-task")!.reason).toBe(
          "tasks/get is not served (-32601) though Tasks is declared; tasks/cancel is not served (-32601) though Tasks is declared",
        );
    }
  });

  test("a read-only task tool with a required argument is called with arguments sampled from its schema", async () => {
    const outcomes = await check("tasks", "", { env: { EXT_TASK_TOOL: "args" } });
    expect(findings(outcomes)).toEqual([]);
    expect(ran(outcomes, "ext/tasks/")).toHaveLength(7);
  });

  test("a task tool that is not read-only is called only when named (check.calls), then checked whole", async () => {
    const unnamed = await check("tasks", "", { env: { EXT_TASK_TOOL: "named" } });
    expect(unnamed.find((o) => o.id === "ext/tasks/get-polling")).toMatchObject({
      status: "skipped",
      reason: expect.stringMatching(/name the call in the config \(check\.calls: \[\{ tool, args \}\]\) or on the command line \(--call/),
    });
    const named = await check("tasks", "", { env: { EXT_TASK_TOOL: "named" }, calls: [{ tool: "report", args: { topic: "mcp" } }] });
    expect(findings(named)).toEqual([]);
    expect(ran(named, "ext/tasks/")).toHaveLength(7);
  });

  test("without --call the lifecycle is skipped, not failed, and nothing is called", async () => {
    const outcomes = await check("tasks", "", { call: false });
    expect(findings(outcomes)).toEqual([]);
    expect(outcomes.find((o) => o.id === "ext/tasks/get-polling")).toMatchObject({
      status: "skipped",
      reason: expect.stringMatching(/--call/),
    });
  });

  test("a server that serves Tasks without declaring it is not checked for Tasks", async () => {
    const outcomes = await check("tasks", "undeclared");
    expect(outcomes.filter((o) => o.id.startsWith("ext/"))).toEqual([]);
  });
});

describe("Skills", () => {
  test("the SDK's own catalog passes list, get and every digest", async () => {
    const outcomes = await check("skills");
    expect(findings(outcomes)).toEqual([]);
    expect(outcomes.filter((o) => o.id === "ext/skills/digest" && o.status === "passed").map((o) => o.target.name)).toEqual([
      "skill://guide/SKILL.md",
      "skill://guide/references/NOTES.md",
      "skill://release/SKILL.md",
    ]);
  });

  test.each([
    ["stale-digest", ["ext/skills/digest skill://guide/references/NOTES.md"], /hashes to sha256:[0-9a-f]{64}, listed as sha256:/],
    ["bad-digest", ["ext/skills/list"], /digest: must be "sha256:"/],
    ["get-differs", ["ext/skills/get skill://guide/SKILL.md", "ext/skills/get skill://release/SKILL.md"], /another entry/],
    ["unknown-ok", ["ext/skills/get"], /skills\/get of unknown skill "skill:\/\/mcpvals-no-such-skill-\w+\/SKILL\.md" succeeded/],
    [
      "frontmatter-differs",
      ["ext/skills/frontmatter skill://guide/SKILL.md"],
      /description "Something else\." in SKILL\.md, "How to use the fixture tools\." in the entry/,
    ],
    ["name-not-segment", ["ext/skills/name skill://guide/SKILL.md"], /skill name "guide\/v2" is not a single path segment/],
    [
      "manifest-unlisted",
      ["ext/skills/manifest skill://guide/SKILL.md"],
      /SKILL\.md links skill:\/\/guide\/references\/NOTES\.md, which the server serves but the manifest does not list/,
    ],
    [
      "manifest-no-skillmd",
      ["ext/skills/manifest skill://guide/SKILL.md"],
      /lists no entry for its own SKILL\.md \(skill:\/\/guide\/SKILL\.md\)/,
    ],
  ])("%s is caught by exactly its check", (fault, expected, reason) => expectCaught("skills", fault, expected, reason));

  test("a server without the Skills extension is not checked for it", async () => {
    expect((await check("skills", "undeclared")).filter((o) => o.id.startsWith("ext/"))).toEqual([]);
  });
});

describe("MCP Apps", () => {
  test("the clean app passes its metadata checks", async () => {
    const outcomes = await check("apps");
    expect(findings(outcomes)).toEqual([]);
    expect(new Set(ran(outcomes, "ext/apps/"))).toEqual(
      new Set(["ext/apps/resource-uri", "ext/apps/metadata", "ext/apps/single-payload", "ext/apps/mime-type", "ext/apps/text-fallback"]),
    );
    expect(outcomes.find((o) => o.id === "ext/apps/text-fallback")).toMatchObject({
      status: "passed",
      target: { kind: "tool", name: "show-chart" },
      reason: expect.stringMatching(/answers with text too \("chart shown"\)/),
    });
  });

  test("without --call the text fallback is a skip that says what it needs, never a pass", async () => {
    const outcomes = await check("apps", "", { call: false });
    expect(outcomes.find((o) => o.id === "ext/apps/text-fallback")).toMatchObject({
      status: "skipped",
      reason: expect.stringMatching(/run with --call/),
    });
  });

  test.each([
    ["wrong-mime", ["ext/apps/mime-type ui://chart/view.html"], /served as "text\/html" \(must be text\/html;profile=mcp-app\)/],
    ["two-payloads", ["ext/apps/single-payload ui://chart/view.html"], /answered 2 contents/],
    ["bad-scheme", ["ext/apps/resource-uri show-chart"], /must be a ui:\/\/ URI/],
    ["bad-visibility", ["ext/apps/metadata show-chart"], /visibility/],
    ["csp-on-tool", ["ext/apps/metadata show-chart"], /tool _meta.ui.csp belongs on the UI resource/],
    [
      "no-text",
      ["ext/apps/text-fallback show-chart"],
      /answered with no text content \(content: image\): a host without MCP Apps shows its user nothing/,
    ],
  ])("%s is caught by exactly its check", (fault, expected, reason) => expectCaught("apps", fault, expected, reason));

  test("a server with no app and no declaration is not checked for MCP Apps", async () => {
    expect((await check("apps", "undeclared")).filter((o) => o.id.startsWith("ext/"))).toEqual([]);
  });
});

describe("MCP Apps in headless Chromium", () => {
  test("the clean app renders with no console error; the render time is data in the reason", async () => {
    const outcomes = await check("apps", "", { render: true });
    expect(outcomes.find((o) => o.id === "ext/apps/render")).toMatchObject({
      status: "passed",
      level: "warning",
      target: { name: "ui://chart/view.html" },
      reason: expect.stringMatching(/^rendered in \d+ ms, 0 network requests refused, no console error$/),
    });
  });

  test("an app that throws on load fails ext/apps/render with the error text", async () => {
    const outcomes = await check("apps", "console-error", { render: true });
    expect(findings(outcomes)).toEqual(["ext/apps/render ui://chart/view.html"]);
    expect(outcomes.find((o) => o.id === "ext/apps/render")!.reason).toMatch(
      /1 console error \(.*chart data missing.*\); rendered in \d+ ms/,
    );
  });

  test("a request the checker refuses is counted, not reported as the app's console error", async () => {
    const outcomes = await check("apps", "cdn", { render: true });
    expect(outcomes.find((o) => o.id === "ext/apps/render")).toMatchObject({
      status: "passed",
      reason: expect.stringMatching(/^rendered in \d+ ms, 1 network request refused, no console error$/),
    });
  });

  test("an app that opens a WebRTC connection (TURN over TCP to a loopback listener): no connection arrives, and the attempt is a finding", async () => {
    const connections: string[] = [];
    const listener = net.createServer((socket) => {
      connections.push(String(socket.remoteAddress));
      socket.destroy();
    });
    await new Promise<void>((resolve) => listener.listen(0, "127.0.0.1", resolve));
    try {
      const port = (listener.address() as net.AddressInfo).port;
      const spec = ServerSchema.parse({
        command: process.execPath,
        args: [fixture("apps")],
        env: { EXT_FAULT: "webrtc", TURN_PORT: String(port) },
      });
      const outcomes = await checkSpec("apps", spec, { render: true });
      expect(findings(outcomes)).toEqual(["ext/apps/render ui://chart/view.html"]);
      expect(outcomes.find((o) => o.id === "ext/apps/render")!.reason).toMatch(
        new RegExp(`^tried \\d+ connections? outside HTTP, refused \\(.*WebRTC turn:127\\.0\\.0\\.1:${port}`),
      );
      expect(connections).toEqual([]);
    } finally {
      await new Promise((resolve) => listener.close(resolve));
    }
  });

  test("no Chromium: the render check is skipped with the install line, never failed", async () => {
    const before = process.env.MCPVALS_CHROMIUM;
    process.env.MCPVALS_CHROMIUM = "/nonexistent/chromium";
    try {
      const outcomes = await check("apps", "console-error", { render: true });
      expect(outcomes.find((o) => o.id === "ext/apps/render")).toMatchObject({
        status: "skipped",
        reason: expect.stringMatching(/apt-get install chromium.*playwright-core/),
      });
    } finally {
      if (before === undefined) delete process.env.MCPVALS_CHROMIUM;
      else process.env.MCPVALS_CHROMIUM = before;
    }
  });
});

describe("Deprecations", () => {
  const deprecated = (outcomes: CheckOutcome[]) =>
    outcomes.filter((o) => o.id.startsWith("deprecated/")).map((o) => `${o.id} ${o.status} ${o.level}`);

  test("a 2026 server that declares logging gets an info, never an error; one that does not passes", async () => {
    const logging = await check("tasks", "logging", { call: false });
    expect(deprecated(logging)).toEqual([
      "deprecated/http-sse passed info",
      "deprecated/logging info info",
      "deprecated/roots passed info",
      "deprecated/sampling passed info",
    ]);
    expect(findings(logging)).toEqual([]);
    expect(deprecated(await check("tasks", "", { call: false }))).toContain("deprecated/logging passed info");
  });

  test("a server reached over HTTP+SSE gets an info; 2026 deprecations are not applied to its 2025 session", async () => {
    await using sse = await startEverythingSse();
    const connection = await connectServer({
      name: "sse",
      spec: ServerSchema.parse({ transport: "sse", url: sse.url }),
      timeoutMs: 20_000,
    });
    try {
      const recorder = new CheckRecorder("sse", connection.protocolVersion);
      await extensionChecks(recorder, connection, { era: connection.protocolVersion, signal: AbortSignal.timeout(20_000) });
      expect(deprecated(recorder.outcomes)).toEqual([
        "deprecated/http-sse info info",
        "deprecated/logging skipped info",
        "deprecated/roots skipped info",
        "deprecated/sampling skipped info",
      ]);
      expect(recorder.outcomes.find((o) => o.id === "deprecated/http-sse")!.reason).toMatch(
        /HTTP\+SSE transport, deprecated since 2025-03-26/,
      );
    } finally {
      await connection.close();
    }
  });
});
