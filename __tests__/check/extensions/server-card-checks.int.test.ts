/**
 * Server Card and server.json checks: a v2 SDK server over HTTP that
 * publishes a card (ext-card-server.mjs) is checked against what its
 * handshake reported; each planted fault is caught by exactly its check, at
 * warning or info level (the card is a proposal); a missing card or
 * server.json is no finding.
 */
import { fileURLToPath } from "node:url";
import { CheckRecorder } from "../../../src/check/check-recorder.js";
import { EXTENSION_RULES } from "../../../src/check/extensions/extension-rules.js";
import { serverCardChecks } from "../../../src/check/server-card/server-card-checks.js";
import { connectServer } from "../../../src/mcp/transport/connect-server.js";
import { ServerSchema } from "../../../src/protocol/server-spec.js";
import type { CheckOutcome } from "../../../src/result/check-report.js";
import { startHttpFixture } from "../../fixtures/servers/start-http-server.js";
import { tempDir } from "../../helpers/temp-dir.js";

const CARD_SERVER = fileURLToPath(new URL("../../fixtures/servers/ext-card-server.mjs", import.meta.url));
// Findings of any level: an info-level one has status "info", not "failed".
const failed = (outcomes: CheckOutcome[]) =>
  outcomes.filter((o) => o.status === "failed" || o.status === "info").map((o) => `${o.id} ${o.level}`);

async function checkCard(fault = "", serverJsonPath?: string): Promise<CheckOutcome[]> {
  await using server = await startHttpFixture({
    command: process.execPath,
    args: [CARD_SERVER],
    env: fault ? { EXT_FAULT: fault } : {},
    readyPattern: /LISTENING (\d+)/,
  });
  const connection = await connectServer({ name: "card", spec: ServerSchema.parse({ url: server.url }), timeoutMs: 20_000 });
  try {
    const recorder = new CheckRecorder("card", null);
    await serverCardChecks(recorder, {
      url: server.url,
      serverJsonPath,
      serverInfo: connection.serverInfo,
      eras: [connection.protocolVersion, "2025-11-25"],
      transport: "shttp",
      signal: AbortSignal.timeout(20_000),
    });
    return recorder.outcomes;
  } finally {
    await connection.close();
  }
}

test("a card that matches the server passes fetch, schema and agreement", async () => {
  const outcomes = await checkCard();
  expect(outcomes.map((o) => [o.id, o.status])).toEqual([
    ["server-card/fetch", "passed"],
    ["server-card/cors", "passed"],
    ["server-card/schema", "passed"],
    ["server-card/agrees", "passed"],
  ]);
  const levels = new Map(EXTENSION_RULES.map((r) => [r.id, r.level]));
  for (const outcome of outcomes) expect(levels.get(outcome.id)).toBe(outcome.level);
});

test.each([
  ["bad-name", ["server-card/schema warning"], /name: must be reverse-DNS with exactly one slash/],
  ["wrong-version", ["server-card/agrees warning"], /version "9.9.9" but the server reports "1.2.0"/],
  ["old-revisions", ["server-card/agrees warning"], /leaves out 2026-07-28, 2025-11-25/],
  ["sse-only", ["server-card/agrees warning"], /no streamable-http endpoint/],
  ["not-json", ["server-card/fetch info"], /is not JSON \(content-type text\/html\)/],
  ["no-cors", ["server-card/cors info"], /served without Access-Control-Allow-Origin/],
  [
    "remote-revisions",
    ["server-card/agrees warning"],
    /remotes\[0\]\.supportedProtocolVersions \["2025-06-18"\] leaves out 2026-07-28, 2025-11-25/,
  ],
])("%s is caught by exactly its check, never at error level", async (fault, expected, reason) => {
  const outcomes = await checkCard(fault);
  expect(failed(outcomes)).toEqual(expected);
  expect(outcomes.find((o) => o.status === "failed" || o.status === "info")!.reason).toMatch(reason);
});

test("a card only at the draft's reserved <url>/server-card is found there, as its own media type", async () => {
  const outcomes = await checkCard("reserved");
  expect(outcomes.map((o) => [o.id, o.status])).toEqual([
    ["server-card/fetch", "passed"],
    ["server-card/cors", "passed"],
    ["server-card/schema", "passed"],
    ["server-card/agrees", "passed"],
  ]);
  expect(outcomes[0]!.reason).toMatch(/^Server Card at http:\/\/127\.0\.0\.1:\d+\/mcp\/server-card$/);
});

test("no card is a skip, not a finding", async () => {
  const outcomes = await checkCard("no-card");
  expect(outcomes).toEqual([
    expect.objectContaining({
      id: "server-card/fetch",
      status: "skipped",
      reason: expect.stringMatching(/no Server Card at http:\/\/127\.0\.0\.1:\d+\/\.well-known\/mcp\/server-card/),
    }),
  ]);
});

describe("server.json", () => {
  const good = {
    $schema: "https://static.modelcontextprotocol.io/schemas/2025-12-11/server.schema.json",
    name: "io.github.mcpvals/weather",
    description: "Forecasts for the fixture.",
    version: "1.2.0",
    remotes: [{ type: "streamable-http", url: "https://weather.example.com/mcp" }],
  };

  test.each([
    ["matches the server", good, []],
    ["has a version range", { ...good, version: "^1.2.0" }, ["server-json/schema warning"]],
    ["has a long description", { ...good, description: "x".repeat(101) }, ["server-json/schema warning"]],
    ["disagrees on the version", { ...good, version: "1.3.0" }, ["server-json/agrees warning"]],
    [
      "lists only a stdio package",
      {
        ...good,
        remotes: undefined,
        packages: [{ registryType: "npm", identifier: "weather", version: "1.2.0", transport: { type: "stdio" } }],
      },
      ["server-json/agrees warning"],
    ],
  ])("a server.json that %s", async (_, document, expected) => {
    await using dir = await tempDir();
    const path = await dir.write("server.json", JSON.stringify(document));
    const outcomes = await checkCard("no-card", path);
    expect(failed(outcomes)).toEqual(expected);
  });

  test("a server.json that is not JSON names the file; a missing one is no finding", async () => {
    await using dir = await tempDir();
    const path = await dir.write("server.json", "{ name: weather");
    expect((await checkCard("no-card", path)).find((o) => o.id === "server-json/schema")!.reason).toMatch(/server\.json is not JSON/);
    expect((await checkCard("no-card", `${dir.path}/absent.json`)).filter((o) => o.id.startsWith("server-json/"))).toEqual([]);
  });
});
