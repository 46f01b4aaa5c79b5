/**
 * The client's side of the conversation against a real server process that
 * asks back (fixtures/servers/client-side-server.mjs): answers from the
 * `client:` settings, declines for what they do not cover, every request
 * recorded on the call it came during, progress and log messages in the
 * trace, and notifications/cancelled seen by the server on a timeout.
 */
import { fileURLToPath } from "node:url";
import { callTool } from "../../src/mcp/requests/call-tool.js";
import { connectServer, type ServerConnection } from "../../src/mcp/transport/connect-server.js";
import { SchemaValidator } from "../../src/mcp/requests/schema-validator.js";
import type { ClientSideSettings } from "../../src/protocol/client-side-schema.js";
import type { ServerSpec } from "../../src/protocol/server-spec.js";
import { REPO_ROOT } from "./servers.js";

const CLIENT_SIDE_SERVER = fileURLToPath(new URL("../fixtures/servers/client-side-server.mjs", import.meta.url));
const spec = (client?: ClientSideSettings): ServerSpec => ({
  transport: "stdio",
  command: process.execPath,
  args: [CLIENT_SIDE_SERVER],
  env: {},
  cwd: REPO_ROOT,
  ...(client ? { client } : {}),
});
const validator = new SchemaValidator();

describe("a server that asks the client", () => {
  let connection: ServerConnection;
  const call = (tool: string, args: Record<string, unknown> = {}, timeoutMs = 10_000) =>
    callTool({ connection, validator, tool, args, timeoutMs, step: 1 });

  beforeAll(async () => {
    connection = await connectServer({
      name: "asker",
      spec: spec({
        roots: [{ uri: "file:///work/project", name: "project" }],
        sampling: { text: "forty-two" },
        elicitation: [
          { match: "/^decline/i", action: "decline" },
          { match: "cancel me", action: "cancel" },
          { match: "bad content", action: "accept", content: { age: 7 } },
          { mode: "url", action: "accept" },
          { action: "accept", content: { name: "Ada" } },
        ],
        logLevel: "info",
      }),
      timeoutMs: 10_000,
      sample: async () => {
        throw new Error("the fixed text answers, not a model");
      },
    });
  });
  afterAll(async () => {
    await connection.close();
  });

  it("elicitation: given fields win, the rest is filled from the schema and validated", async () => {
    const { record, traffic } = await call("ask");
    expect(record.resultText).toBe('action=accept content={"name":"Ada","email":"user@example.com","age":18}');
    expect(traffic?.serverRequests).toEqual([
      expect.objectContaining({
        server: "asker",
        method: "elicitation/create",
        params: { mode: "form", message: "Who are you?", fields: ["name", "email", "age"], required: ["name", "email"] },
        action: "accept",
        answer: { action: "accept", content: { name: "Ada", email: "user@example.com", age: 18 } },
        reason: "client.elicitation[4]",
        tool: "ask",
        step: 1,
      }),
    ]);
  });

  it("elicitation: rules apply in order; decline and cancel go back as actions", async () => {
    expect((await call("ask", { message: "Decline this please" })).record.resultText).toBe("action=decline content=null");
    const cancel = await call("ask", { message: "please cancel me" });
    expect(cancel.record.resultText).toBe("action=cancel content=null");
    expect(cancel.traffic?.serverRequests[0]).toMatchObject({ action: "cancel", reason: 'client.elicitation[1] (match "cancel me")' });
  });

  it("elicitation: content that breaks the requested schema is not sent: declined, with the reason", async () => {
    const { record, traffic } = await call("ask", { message: "bad content" });
    expect(record.resultText).toBe("action=decline content=null");
    expect(traffic?.serverRequests[0]?.reason).toMatch(
      /^client\.elicitation\[2\] .*: the content does not match the requested schema \(\/age must be >= 18\), so it was not sent$/,
    );
  });

  it("URL-mode elicitation: the action alone, and the URL recorded without its query string", async () => {
    const { record, traffic } = await call("ask", { mode: "url" });
    expect(record.resultText).toBe("action=accept content=null");
    expect(traffic?.serverRequests[0]).toMatchObject({
      params: { mode: "url", message: "Open the link", url: "https://example.com/consent (query/fragment omitted)", elicitationId: "e-1" },
      action: "accept",
      answer: { action: "accept" },
    });
    expect(JSON.stringify(traffic)).not.toContain("token=abc");
  });

  it("sampling with a fixed text, and roots from the config", async () => {
    const sampled = await call("sample", { prompt: "What is six times seven?" });
    expect(sampled.record.resultText).toBe("sampled: forty-two (model mcpvals-fixed-text)");
    expect(sampled.traffic?.serverRequests[0]).toMatchObject({
      method: "sampling/createMessage",
      params: { messages: 1, lastMessage: "What is six times seven?", maxTokens: 50 },
      action: "answer",
      answer: { text: "forty-two", model: "mcpvals-fixed-text" },
      reason: "client.sampling.text",
    });
    const roots = await call("roots");
    expect(roots.record.resultText).toBe("file:///work/project");
    expect(roots.traffic?.serverRequests[0]).toMatchObject({
      method: "roots/list",
      action: "answer",
      answer: { roots: ["file:///work/project"] },
    });
  });

  it("a request the config has no answer for is declined at once and recorded, without its values", async () => {
    const { record, traffic } = await call("unknown");
    expect(record.resultText).toMatch(/^declined: MCP error -32601: mcpvals declined mcpvals-fixture\/unknown: the config has no answer/);
    expect(traffic?.serverRequests[0]).toMatchObject({
      method: "mcpvals-fixture/unknown",
      params: { keys: ["secret"] },
      action: "decline",
    });
  });

  it("progress: the last value sits on the call record", async () => {
    const { record } = await call("progress");
    expect(record.progress).toEqual({ progress: 3, total: 3, message: "done" });
  });

  it("log messages from logLevel up are recorded on the call; lower ones the server does not send", async () => {
    const info = await call("log", { level: "warning" });
    expect(info.traffic?.notifications).toEqual([
      expect.objectContaining({
        method: "notifications/message",
        level: "warning",
        logger: "fixture",
        text: "a warning message",
        tool: "log",
        step: 1,
      }),
    ]);
    const debug = await call("log", { level: "debug" });
    expect(debug.traffic?.notifications).toEqual([]);
  });

  it("a timed-out call sends notifications/cancelled, and the server sees it", async () => {
    const { record } = await call("hang", {}, 300);
    expect(record).toMatchObject({ ok: false, errorKind: "timeout", cancelSent: true });
    const seen = await call("cancelled");
    expect(JSON.parse(seen.record.resultText)).toEqual([expect.stringMatching(/timed out/i)]);
  });

  it("an aborted call sends notifications/cancelled too", async () => {
    const controller = new AbortController();
    const pending = callTool({ connection, validator, tool: "hang", args: {}, timeoutMs: 10_000, signal: controller.signal });
    // Abort once the server has the request (it logs "hanging"): a request never sent has nothing to cancel.
    while (!connection.traffic.current()?.notifications.some((n) => n.text === "hanging"))
      await new Promise((resolve) => setImmediate(resolve));
    controller.abort(new Error("run aborted"));
    expect((await pending).record).toMatchObject({ errorKind: "aborted", cancelSent: true });
    // The notification and the next call travel the same pipe in order: the server has seen it by the time it answers.
    expect(JSON.parse((await call("cancelled")).record.resultText)).toHaveLength(2);
  });
});

test("a client with no client: settings declares nothing and declines every request, recorded; nothing hangs", async () => {
  const connection = await connectServer({ name: "plain", spec: spec(), timeoutMs: 10_000 });
  try {
    const { record, traffic } = await callTool({ connection, validator, tool: "ask", args: {}, timeoutMs: 10_000 });
    // The fixture does not catch the error: it becomes the call's own JSON-RPC error.
    expect(record).toMatchObject({ ok: false, errorKind: "protocol" });
    expect(record.error).toMatch(/-32601/);
    expect(traffic?.serverRequests).toEqual([
      expect.objectContaining({
        method: "elicitation/create",
        action: "decline",
        reason: expect.stringMatching(/no answer for elicitation\/create/),
      }),
    ]);
  } finally {
    await connection.close();
  }
});

test("sampling through the injected model; a failing model is an error answer, recorded", async () => {
  let fail = false;
  const connection = await connectServer({
    name: "sampler",
    spec: spec({ sampling: {} }),
    timeoutMs: 10_000,
    sample: async (request) => {
      if (fail) throw new Error("model unreachable");
      return { text: `echo ${JSON.stringify(request.messages.length)}`, model: "fake:model" };
    },
  });
  try {
    const ok = await callTool({ connection, validator, tool: "sample", args: { prompt: "hi" }, timeoutMs: 10_000 });
    expect(ok.record.resultText).toBe("sampled: echo 1 (model fake:model)");
    expect(ok.traffic?.serverRequests[0]).toMatchObject({ action: "answer", reason: "client.sampling model fake:model" });
    fail = true;
    const failed = await callTool({ connection, validator, tool: "sample", args: { prompt: "hi" }, timeoutMs: 10_000 });
    expect(failed.record.errorKind).toBe("protocol");
    expect(failed.traffic?.serverRequests[0]).toMatchObject({
      action: "error",
      answer: { error: "the sampling model failed: model unreachable" },
    });
  } finally {
    await connection.close();
  }
});

describe("the 2026-07-28 era: the same answers go out through input_required rounds", () => {
  const V2_SERVER = fileURLToPath(new URL("../fixtures/servers/v2-client-side-server.mjs", import.meta.url));
  let connection: ServerConnection;
  const call = (tool: string, args: Record<string, unknown> = {}) =>
    callTool({ connection, validator, tool, args, timeoutMs: 10_000, step: 2 });

  beforeAll(async () => {
    connection = await connectServer({
      name: "modern",
      spec: {
        transport: "stdio",
        command: process.execPath,
        args: [V2_SERVER],
        env: {},
        cwd: REPO_ROOT,
        client: {
          roots: [{ uri: "file:///work/modern" }],
          sampling: { text: "seven" },
          elicitation: [{ match: "decline", action: "decline" }, { action: "accept" }],
        },
      },
      timeoutMs: 10_000,
    });
  });
  afterAll(async () => {
    await connection.close();
  });

  it("negotiates the modern era", () => {
    expect(connection.protocolVersion).toBe("2026-07-28");
  });

  it("elicitation: auto content, validated, recorded on the call", async () => {
    const { record, traffic } = await call("ask");
    expect(record.resultText).toBe('action=accept content={"name":"example","email":"user@example.com"}');
    expect(traffic?.serverRequests).toEqual([
      expect.objectContaining({
        server: "modern",
        method: "elicitation/create",
        action: "accept",
        reason: "client.elicitation[1]",
        tool: "ask",
        step: 2,
        params: expect.objectContaining({ fields: ["name", "email"] }),
      }),
    ]);
    expect((await call("ask", { message: "please decline" })).record.resultText).toBe("action=decline content=null");
  });

  it("sampling and roots", async () => {
    const sampled = await call("sample", { prompt: "3 + 4?" });
    expect(sampled.record.resultText).toBe("sampled: seven (model mcpvals-fixed-text)");
    expect(sampled.traffic?.serverRequests[0]).toMatchObject({
      method: "sampling/createMessage",
      action: "answer",
      params: { lastMessage: "3 + 4?" },
    });
    const roots = await call("roots");
    expect(roots.record.resultText).toBe("file:///work/modern");
    expect(roots.traffic?.serverRequests[0]).toMatchObject({ method: "roots/list", action: "answer", tool: "roots" });
  });

  it("progress", async () => {
    expect((await call("progress")).record.progress).toEqual({ progress: 3, total: 3 });
  });
});
