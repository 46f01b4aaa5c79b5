/** Counting with the real o200k_base tokenizer (a dev dependency), the budget's breaches, shards merged, the count kept in tools.json. */
import type { McpTool } from "../../src/protocol/mcp-types.js";
import { countToolTokens, mergeToolTokens, toolDefinitionText } from "../../src/scoring/count-tool-tokens.js";
import { recordTools } from "../../src/state/record-run.js";
import { tokenBaselines } from "../../src/state/tool-token-baselines.js";
import { loadTokenCounter, type TokenCounter } from "../../src/util/load-token-counter.js";

const schema = { type: "object" as const, properties: { message: { type: "string" } }, required: ["message"] };
const echo: McpTool = { name: "echo", description: "Echo a message back.", inputSchema: schema };
const sum: McpTool = { name: "sum", inputSchema: schema, outputSchema: { type: "object", properties: { sum: { type: "number" } } } };

/** o200k_base tokens of echo's definition. */
const ECHO = 33;

let counter: TokenCounter;
beforeAll(async () => {
  counter = await loadTokenCounter();
});

test("a tool is counted as the JSON a model receives: name, description, input schema, output schema when present", () => {
  expect(toolDefinitionText(echo)).toBe(`{"name":"echo","description":"Echo a message back.","inputSchema":${JSON.stringify(schema)}}`);
  expect(JSON.parse(toolDefinitionText(sum))).toEqual({ name: "sum", inputSchema: schema, outputSchema: sum.outputSchema });
  // Measured with o200k_base; any change of what is counted (or how) moves it.
  expect(counter.count(toolDefinitionText(echo))).toBe(ECHO);
});

test("per tool and per server, servers not reached left out, each limit breached named", () => {
  const servers = [
    { server: "a", tools: [echo, sum] },
    { server: "down", tools: undefined },
  ];
  const open = countToolTokens({ servers, ...counter });
  const [a] = open.servers;
  expect(open).toMatchObject({ encoding: "o200k_base", budget: null, breaches: [], passed: true });
  expect(open.servers).toHaveLength(1);
  expect(a!.tools).toEqual([
    { tool: "echo", tokens: ECHO },
    { tool: "sum", tokens: expect.any(Number) },
  ]);
  expect(a!.tokens).toBe(ECHO + a!.tools[1]!.tokens);
  const tight = countToolTokens({ servers, ...counter, budget: { perTool: ECHO, perServer: a!.tokens - 1 } });
  expect(tight.breaches).toEqual([
    { server: "a", tool: null, tokens: a!.tokens, limit: a!.tokens - 1 },
    { server: "a", tool: "sum", tokens: a!.tools[1]!.tokens, limit: ECHO },
  ]);
  expect(tight.passed).toBe(false);
  // Shards: each server once, with its breaches.
  const other = countToolTokens({ servers: [{ server: "b", tools: [echo] }], ...counter, budget: { perTool: ECHO } });
  const merged = mergeToolTokens([tight, null, other, tight]);
  expect(merged?.servers.map((s) => s.server)).toEqual(["a", "b"]);
  expect(merged?.breaches).toHaveLength(2);
  expect(mergeToolTokens([undefined, null])).toBeUndefined();
});

test("tools.json keeps the count, the next run reads it as its baseline, and a changed list without a count drops it", () => {
  const at = "2026-11-20T00:00:00.000Z";
  const counted = countToolTokens({ servers: [{ server: "a", tools: [echo] }], ...counter });
  const stored = recordTools(null, [{ server: "a", tools: [echo], toolTokens: { encoding: "o200k_base", tokens: 28 } }], at);
  expect(tokenBaselines(counted, { tools: stored })?.servers[0]).toMatchObject({ tokens: ECHO, baseline: 28, baselineAt: at });
  // Another encoding is no baseline.
  expect(tokenBaselines({ ...counted, encoding: "cl100k_base" }, { tools: stored })?.servers[0]).toMatchObject({ baseline: null });
  // A run that did not count keeps the count while the list is unchanged, and drops it once the list changed.
  expect(recordTools(stored, [{ server: "a", tools: [echo] }], at).servers.a?.toolTokens).toEqual({ encoding: "o200k_base", tokens: 28 });
  expect(recordTools(stored, [{ server: "a", tools: [echo, sum] }], at).servers.a?.toolTokens).toBeUndefined();
});
