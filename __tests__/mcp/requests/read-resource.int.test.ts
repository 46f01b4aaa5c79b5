/**
 * Resource reads and prompt gets on a real connection to the fixture server
 * (FIXTURE_RESOURCES=1), and what a connection lists at connect time.
 */
import { connectServer, type ServerConnection } from "../../../src/mcp/transport/connect-server.js";
import { getPrompt } from "../../../src/mcp/requests/get-prompt.js";
import { readResource } from "../../../src/mcp/requests/read-resource.js";
import { fixtureSpec } from "../servers.js";

let connection: ServerConnection;

beforeAll(async () => {
  connection = await connectServer({ name: "fx", spec: fixtureSpec({ FIXTURE_RESOURCES: "1" }), timeoutMs: 20_000 });
});
afterAll(() => connection.close());

test("a connection lists resources, templates and prompts when the server advertises them, none when it does not", async () => {
  expect(connection.resources!.map((r) => r.uri)).toEqual(["fixture://notes/readme", "fixture://notes/config", "fixture://images/dot"]);
  expect(connection.resourceTemplates!.map((t) => t.uriTemplate)).toEqual(["fixture://notes/{id}"]);
  expect(connection.prompts!.map((p) => p.name)).toEqual(["greet", "summarize"]);
  const plain = await connectServer({ name: "plain", spec: fixtureSpec(), timeoutMs: 20_000 });
  try {
    expect([plain.resources, plain.resourceTemplates, plain.prompts]).toEqual([[], [], []]);
  } finally {
    await plain.close();
  }
});

test("reads: text as is, a blob as its size (plus text when it decodes), MIME types from the content or the listing", async () => {
  const text = await readResource({ connection, uri: "fixture://notes/readme", timeoutMs: 5000 });
  expect(text.record).toMatchObject({
    server: "fx",
    tool: "resource:fixture://notes/readme",
    ok: true,
    errorKind: null,
    resultText: "Read me first.",
  });
  expect(text.mimeTypes).toEqual(["text/plain"]);
  const blob = await readResource({ connection, uri: "fixture://images/dot", timeoutMs: 5000 });
  expect(blob.record.resultText).toBe("[blob image/png, 1 bytes]");
  const templated = await readResource({ connection, uri: "fixture://notes/42", args: { id: 42 }, timeoutMs: 5000 });
  expect(templated.record).toMatchObject({ ok: true, args: { id: 42 }, resultText: "Note 42" });
});

test("a missing resource, a timeout and an unknown prompt are records, never throws", async () => {
  const missing = await readResource({ connection, uri: "fixture://other/x", timeoutMs: 5000 });
  expect(missing.record).toMatchObject({ ok: false, errorKind: "protocol", resultText: "" });
  expect(missing.record.error).toMatch(
    /Resource not found: fixture:\/\/other\/x \(server "fx" lists: fixture:\/\/notes\/readme, .*fixture:\/\/notes\/\{id\}\)/,
  );
  const hung = await readResource({ connection, uri: "fixture://hang", timeoutMs: 200 });
  expect(hung.record).toMatchObject({ ok: false, errorKind: "timeout", error: "no answer within 200 ms" });
  const controller = new AbortController();
  const aborted = readResource({ connection, uri: "fixture://hang", timeoutMs: 60_000, signal: controller.signal });
  controller.abort();
  expect((await aborted).record.errorKind).toBe("aborted");
  const unknown = await getPrompt({ connection, name: "nope", timeoutMs: 5000 });
  expect(unknown.record).toMatchObject({ tool: "prompt:nope", ok: false, errorKind: "protocol" });
  expect(unknown.record.error).toMatch(/Prompt nope not found \(server "fx" offers prompts: greet, summarize\)/);
});

test("prompt gets: messages as text; a server refusing a missing argument is a protocol error naming it", async () => {
  const greet = await getPrompt({ connection, name: "greet", args: { name: "Ada" }, timeoutMs: 5000 });
  expect(greet.record).toMatchObject({ ok: true, resultText: "Hello, Ada!" });
  expect(greet.result?.messages).toEqual([{ role: "user", content: { type: "text", text: "Hello, Ada!" } }]);
  // The fixture refuses it itself: a protocol error naming the argument.
  const refused = await getPrompt({ connection, name: "greet", timeoutMs: 5000 });
  expect(refused.record).toMatchObject({ ok: false, errorKind: "protocol" });
  expect(refused.record.error).toMatch(/Missing required arguments: name/);
});
