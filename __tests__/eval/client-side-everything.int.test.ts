/**
 * The client's side of the conversation end to end, key-free: server-everything
 * with `client:` (roots, sampling, elicitation) shows its three extra tools,
 * and a scripted workflow drives them: elicitation accepted with auto content
 * and declined by a server's own rule, sampling answered by a fixed text and
 * by the loopback LLM, roots listed. The JSON, console and Markdown reports
 * show each request and answer; a secret in request params never reaches them.
 */
import path from "node:path";
import { readFile } from "node:fs/promises";
import { evaluate } from "../../src/eval/evaluate.js";
import { ConfigError } from "../../src/errors.js";
import { EvalResultSchema } from "../../src/result/eval-result.js";
import { createConsoleReporter } from "../../src/report/console/console-reporter.js";
import { createJsonReporter } from "../../src/report/json-reporter.js";
import { createMarkdownReporter } from "../../src/report/markdown/markdown-reporter.js";
import { captureStream } from "../helpers/capture-stream.js";
import { REPO_ROOT, tempDir } from "../helpers/run-mcpvals.js";
import { startFakeLlm, type FakeLlm } from "../fixtures/fake-llm/fake-llm-server.js";
import { startEverythingHttp } from "../fixtures/servers/start-http-server.js";
import { metricOf } from "../../src/scoring/workflow-metric-table.js";

const EVERYTHING = { command: "mcp-server-everything" };
const SECRET = "sup3r-s3cret-sampling-value";
const EXTRA_TOOLS = ["get-roots-list", "trigger-elicitation-request", "trigger-sampling-request"];

let fake: FakeLlm;
beforeAll(async () => {
  fake = await startFakeLlm({ rules: [{ match: "context:", final: "The loopback model says hello." }] });
});
afterAll(async () => {
  await fake.close();
});

test("roots, sampling (fixed text and a model) and elicitation (auto content, decline) in one scripted run, in every report", async () => {
  await using dir = await tempDir();
  const markdownFile = path.join(dir.path, "report.md");
  const jsonFile = path.join(dir.path, "report.json");
  const stream = captureStream();
  const result = await evaluate(
    {
      client: {
        roots: [{ uri: "file:///srv/project", name: "project" }],
        sampling: { text: "a fixed answer" },
        elicitation: [{ match: "/provide inputs/", action: "accept", content: "auto" }],
      },
      servers: {
        everything: EVERYTHING,
        // Own settings override the top-level ones key by key.
        declining: { ...EVERYTHING, client: { elicitation: [{ match: "provide inputs", action: "decline" }] } },
        modelled: {
          ...EVERYTHING,
          client: { sampling: { model: { provider: "openai-compatible", model: "fake-model", baseURL: fake.url } } },
        },
        picky: { ...EVERYTHING, client: { elicitation: [{ match: "something else entirely", action: "accept" }] } },
      },
      workflows: [
        {
          name: "client side",
          servers: ["everything", "declining", "modelled"],
          steps: [
            { user: "elicit", expectTools: ["everything__trigger-elicitation-request"], expectedState: "/elicitation\\/create: accept/" },
            { user: "elicit, declined", expectTools: ["declining__trigger-elicitation-request"], expectedState: "User declined" },
            {
              user: "sample",
              expectTools: [{ name: "everything__trigger-sampling-request", args: { prompt: `use ${SECRET}`, maxTokens: 20 } }],
              expectedState: "a fixed answer",
            },
            {
              user: "sample with a model",
              expectTools: [{ name: "modelled__trigger-sampling-request", args: { prompt: "hi", maxTokens: 20 } }],
              expectedState: "loopback model says hello",
            },
            { user: "roots", expectTools: ["everything__get-roots-list"], expectedState: "file:///srv/project" },
          ],
        },
      ],
      // No tool-retrieval metric: it would load an embedding model this test does not need.
      toolRetrieval: false,
      toolHealthSuites: [
        {
          name: "unanswered",
          server: "picky",
          tests: [{ name: "elicitation nobody answers", tool: "trigger-elicitation-request", expectedResult: "declined" }],
        },
      ],
    },
    {
      cwd: REPO_ROOT,
      model: "scripted",
      env: { SAMPLING_SECRET: SECRET },
      stateDir: false,
      reporters: [
        createConsoleReporter({ stream, color: false }),
        createMarkdownReporter({ path: markdownFile }),
        createJsonReporter({ path: jsonFile }),
      ],
    },
  );
  expect(EvalResultSchema.parse(result)).toEqual(result);
  const [workflow] = result.workflows;
  expect(workflow!.error).toBeNull();
  expect(metricOf(workflow!, "endToEnd")!.checks.map((c) => [c.scope, c.passed])).toEqual([
    ["step 1", true],
    ["step 2", true],
    ["step 3", true],
    ["step 4", true],
    ["step 5", true],
  ]);
  expect(result.passed).toBe(true);
  for (const server of result.servers) expect(server.tools).toBe(16);

  // server-everything asks for roots on a timer 350 ms after connect (or when get-roots-list runs first): the request
  // lands on whatever call of that server is in flight then, or outside any call (then on the server's entry).
  const byServer = Object.fromEntries(result.servers.map((s) => [s.name, s]));
  const requests = workflow!.serverRequests!.filter((r) => r.method !== "roots/list");
  const roots = [...workflow!.serverRequests!, ...(byServer.everything!.serverRequests ?? [])].filter(
    (r) => r.method === "roots/list" && r.server === "everything",
  );
  expect(requests.map((r) => [r.server, r.method, r.action, r.tool, r.step])).toEqual([
    ["everything", "elicitation/create", "accept", "trigger-elicitation-request", 0],
    ["declining", "elicitation/create", "decline", "trigger-elicitation-request", 1],
    ["everything", "sampling/createMessage", "answer", "trigger-sampling-request", 2],
    ["modelled", "sampling/createMessage", "answer", "trigger-sampling-request", 3],
  ]);
  // Usually one; under load the timer's request and get-roots-list's own can both go out. Each is answered.
  expect(roots.length).toBeGreaterThanOrEqual(1);
  for (const request of roots)
    expect(request).toEqual(
      expect.objectContaining({
        server: "everything",
        action: "answer",
        answer: { roots: ["file:///srv/project"] },
        reason: "client.roots",
      }),
    );
  const [elicited, declined, fixed, modelled] = requests;
  expect(elicited!.answer.content).toMatchObject({ name: "example", email: "user@example.com", birthdate: "2026-01-01", integer: 42 });
  expect(declined!.reason).toBe('client.elicitation[0] (match "provide inputs")');
  expect(fixed).toMatchObject({
    answer: { text: "a fixed answer", model: "mcpvals-fixed-text" },
    params: { lastMessage: "Resource trigger-sampling-request context: use ***" },
  });
  expect(modelled).toMatchObject({ answer: { text: "The loopback model says hello.", model: "openai-compatible:fake-model" } });
  expect(fake.requests.some((r) => JSON.stringify(r.body).includes("context: hi"))).toBe(true);

  // The unanswered elicitation: declined, recorded, the test still ran to its end.
  const [test] = result.toolHealth;
  expect(test).toMatchObject({ passed: true });
  // (server-everything's timed roots/list may land in this call too: see above.)
  expect(test!.serverRequests!.filter((r) => r.method !== "roots/list")).toEqual([
    expect.objectContaining({
      server: "picky",
      method: "elicitation/create",
      action: "decline",
      reason: "no client.elicitation rule matches this form-mode request",
    }),
  ]);

  const console = stream.text();
  const markdown = await readFile(markdownFile, "utf8");
  const json = await readFile(jsonFile, "utf8");
  expect(console).toContain(
    'server request: sampling/createMessage ("Resource trigger-sampling-request context: use ***") → answer "a fixed answer" by mcpvals-fixed-text [client.sampling.text] during trigger-sampling-request, step 3',
  );
  expect(console).toMatch(
    /server request: elicitation\/create \(form "Please provide inputs for the following fields:", 13 fields\) → accept name="example", check=false, .* \[client\.elicitation\[0\] \(match "\/provide inputs\/"\)\] during trigger-elicitation-request, step 1/,
  );
  expect(console).toContain("server request: roots/list → answer file:///srv/project [client.roots]");
  expect(console).toContain(
    'server request: elicitation/create (form "Please provide inputs for the following fields:", 13 fields) → decline [no client.elicitation rule matches this form-mode request]',
  );
  expect(markdown).toContain("### Server requests");
  expect(markdown).toContain(
    '| workflow client side | modelled | sampling/createMessage ("Resource trigger-sampling-request context: hi") → answer "The loopback model says hello." by openai-compatible:fake-model',
  );
  expect(markdown).toContain("| test unanswered › elicitation nobody answers | picky | elicitation/create");
  expect(JSON.parse(json).workflows[0].serverRequests.length).toBeGreaterThanOrEqual(4);
  for (const text of [console, markdown, json, JSON.stringify(result)]) expect(text).not.toContain(SECRET);
});

test("the scripted driver lends no model to sampling: a config error naming the field, before any server starts", async () => {
  const run = evaluate(
    {
      client: { sampling: {} },
      server: { command: "mcpvals-no-such-command-anywhere" },
      workflows: [{ name: "w", steps: [{ user: "x", expectTools: ["echo"] }] }],
    },
    { cwd: REPO_ROOT, model: "scripted", env: {}, stateDir: false },
  );
  await expect(run).rejects.toThrow(ConfigError);
  await expect(run).rejects.toThrow(
    /sampling defaults to the agent's model, and "scripted" is none\. Set client\.sampling\.text .* or client\.sampling\.model/,
  );
});

test("without client: settings the three extra tools stay hidden", async () => {
  const result = await evaluate(
    { server: EVERYTHING, toolHealthSuites: [{ name: "s", tests: [{ name: "echo", args: { message: "x" } }] }] },
    { cwd: REPO_ROOT, env: {}, stateDir: false },
  );
  expect(result.servers[0]!.tools).toBe(13);
  expect(result.coverage.unexercised.filter((name) => EXTRA_TOOLS.some((t) => name.endsWith(t)))).toEqual([]);
});

test("over Streamable HTTP too: server requests arrive on the call's stream and are answered and recorded", async () => {
  await using http = await startEverythingHttp();
  const result = await evaluate(
    {
      server: { url: http.url, client: { sampling: { text: "over http" }, elicitation: [{ action: "cancel" }] } },
      toolRetrieval: false,
      toolHealthSuites: [
        {
          name: "http",
          tests: [
            { name: "sampling", tool: "trigger-sampling-request", args: { prompt: "hello", maxTokens: 10 }, expectedResult: "over http" },
            { name: "elicitation", tool: "trigger-elicitation-request", expectedResult: "cancelled" },
          ],
        },
      ],
    },
    { cwd: REPO_ROOT, env: {}, stateDir: false },
  );
  expect(result.toolHealth.map((t) => [t.test, t.passed])).toEqual([
    ["sampling", true],
    ["elicitation", true],
  ]);
  expect(result.servers[0]).toMatchObject({ connectedVia: "shttp", tools: 15 });
  // roots/list comes on server-everything's own timer, so it may land in either test (see above): left out.
  const asked = result.toolHealth.flatMap((t) => t.serverRequests ?? []).filter((r) => r.method !== "roots/list");
  expect(asked.map((r) => [r.method, r.action])).toEqual([
    ["sampling/createMessage", "answer"],
    ["elicitation/create", "cancel"],
  ]);
});
