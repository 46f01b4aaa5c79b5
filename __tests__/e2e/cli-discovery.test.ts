/**
 * `toolSelection: { mode: discover }` through the CLI with the loopback model:
 * the model is offered only search_tools, get_tool_schema and call_tool; it
 * searches, reads the hits, and calls the first one through call_tool.
 * Scoring sees through call_tool: the recorded call is server-everything's
 * get-sum with its arguments. A second workflow whose query finds the wrong
 * tool fails, and the report says why (expected echo, called get-env; echo
 * not found by any search).
 */
import { join } from "node:path";
import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { startFakeLlm } from "../fixtures/fake-llm/fake-llm-server.js";
import { runMcpvals, tempDir } from "../helpers/run-mcpvals.js";
import type { EvalResult } from "../../src/result/eval-result.js";
import { metricOf } from "../../src/scoring/workflow-metric-table.js";

const EVERYTHING = createRequire(import.meta.url).resolve("@modelcontextprotocol/server-everything/dist/index.js");

/** The model reads search_tools' answer and calls its first hit. */
const callFirstHit = (args: Record<string, unknown>) => (lastToolResult: string) => {
  const { tools } = JSON.parse(lastToolResult) as { tools: Array<{ server: string; tool: string }> };
  return { name: "call_tool", args: { server: tools[0]!.server, tool: tools[0]!.tool, arguments: args } };
};

test("discover mode: search then call_tool, scored on the downstream call; a wrong find fails with the reason", async () => {
  await using fake = await startFakeLlm({
    rules: [
      {
        match: "plus",
        toolCalls: [{ name: "search_tools", args: { query: "add two numbers" } }, callFirstHit({ a: 2, b: 3 })],
        final: "{{lastToolResult}}",
      },
      {
        match: "repeat",
        toolCalls: [{ name: "search_tools", args: { query: "environment variables", limit: 1 } }, callFirstHit({})],
        final: "done",
      },
    ],
  });
  await using dir = await tempDir();
  const config = await dir.write("mcpvals.config.json", {
    servers: { everything: { command: process.execPath, args: [EVERYTHING, "stdio"] } },
    model: { provider: "openai-compatible", model: "fake-model", baseURL: fake.url },
    toolSelection: { mode: "discover" },
    workflows: [
      { name: "sum", steps: [{ user: "What is 2 plus 3?", expectTools: [{ name: "get-sum", args: { a: 2, b: 3 } }] }] },
      { name: "wrong find", steps: [{ user: "Please repeat 'hello' back to me", expectTools: ["echo"] }] },
    ],
  });
  const json = join(dir.path, "report.json");
  const run = await runMcpvals(["run", "-c", config, "--json", json, "--no-state"], { timeoutMs: 80_000 });
  const report = JSON.parse(await readFile(json, "utf8")) as EvalResult;

  // The model saw the three discovery tools, not the server's tools.
  const offered = fake.requests.find((r) => r.kind === "rule")!.body!.tools!.map((t) => t.function!.name);
  expect(offered).toEqual(["search_tools", "get_tool_schema", "call_tool"]);

  const [sum, wrong] = report.workflows;
  expect(sum!.toolCalls.map((c) => [c.server, c.tool, c.args, c.ok])).toEqual([["everything", "get-sum", { a: 2, b: 3 }, true]]);
  expect(sum!.passed).toBe(true);
  expect(metricOf(sum!, "toolOrder")!.passed).toBe(true);
  expect(sum!.finalMessage).toContain("5");
  expect(sum!.toolSelection).toMatchObject({
    mode: "discover",
    steps: [
      {
        step: 0,
        discovery: {
          calls: { search_tools: 1, get_tool_schema: 0, call_tool: 1 },
          queries: ["add two numbers"],
          expected: [{ tool: "get-sum", found: true, rank: 1 }],
        },
      },
    ],
  });
  // Three tool definitions per model call instead of all of server-everything's.
  const tokens = sum!.toolSelection!.toolPromptTokens;
  expect(tokens.selected).toBeGreaterThan(0);
  expect(tokens.selected).toBeLessThan(tokens.all);

  expect(wrong!.passed).toBe(false);
  expect(wrong!.toolCalls.map((c) => c.tool)).toEqual(["get-env"]);
  expect(wrong!.toolSelection!.steps[0]!.discovery!.expected).toEqual([{ tool: "echo", found: false, rank: null }]);
  expect(wrong!.error ?? JSON.stringify(metricOf(wrong!, "toolOrder")!)).toMatch(/echo/);
  // The console says why: the tool order and what discovery found.
  expect(run.stdout).toMatch(/wrong find/);
  expect(run.stdout).toMatch(/echo not found by any search/);
  expect(run.exitCode).toBe(1);
  // Coverage counts the downstream tool the model reached through call_tool.
  expect(report.coverage.exercised).toBe(2);
  expect(report.coverage.unexercised).not.toContain("get-sum");
  expect(report.coverage.unexercised).toContain("echo");
});

test("discover mode with the scripted driver: the expected tools are called by name, no discovery is reported", async () => {
  await using dir = await tempDir();
  const config = await dir.write("mcpvals.config.json", {
    servers: { everything: { command: process.execPath, args: [EVERYTHING, "stdio"] } },
    toolSelection: { mode: "discover" },
    workflows: [{ name: "sum", steps: [{ user: "What is 2 plus 3?", expectTools: [{ name: "get-sum", args: { a: 2, b: 3 } }] }] }],
  });
  const json = join(dir.path, "report.json");
  const run = await runMcpvals(["run", "-c", config, "--model", "scripted", "--json", json, "--no-state"]);
  expect(run.exitCode).toBe(0);
  const [sum] = (JSON.parse(await readFile(json, "utf8")) as EvalResult).workflows;
  expect(sum!.toolCalls.map((c) => [c.server, c.tool])).toEqual([["everything", "get-sum"]]);
  expect(sum!.toolSelection).toBeUndefined();
});
