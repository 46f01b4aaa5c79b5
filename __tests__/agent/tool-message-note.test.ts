/**
 * executeToolCalls with a ToolInvoker that adds a modelNote (as workflows do
 * for fallback suggestions): the model reads one JSON object with the usual
 * text under "error", tool names said the way the model calls them.
 */
import { executeToolCalls, prepareTools, type ToolInvoker } from "../../src/agent/agent-steps.js";
import { retrievedTools } from "../../src/agent/retrieved-tools.js";
import { call } from "../scoring/records.js";

const inputSchema = { type: "object" as const, properties: { id: { type: "string" } } };
const source = {
  name: "reports",
  tools: [
    { name: "reports.fetch", inputSchema },
    { name: "reports.fetch.v1", inputSchema },
  ],
};

const invoke: ToolInvoker = async ({ tool }, args, step) => {
  if (tool === "reports.fetch")
    return { record: call(tool, { args, step, resultText: "report" }), result: { content: [{ type: "text", text: "report" }] } };
  return {
    record: call(tool, { args, step, ok: false, isError: true, errorKind: "tool", error: "retired" }),
    result: { isError: true, content: [{ type: "text", text: "retired" }] },
    modelNote: (nameForModel) => ({
      fallback_suggestions: [{ tool: nameForModel("reports.fetch"), reason: "similar" }, { tool: nameForModel("elsewhere") }],
    }),
  };
};

test("a note turns the tool message into JSON with model-safe names; without one the message is unchanged", async () => {
  const tools = prepareTools({ connections: [source], invoke });
  expect(Object.keys(tools.tools)).toEqual(["reports_fetch", "reports_fetch_v1"]);
  const executed = await executeToolCalls({
    calls: [
      { toolCallId: "1", toolName: "reports_fetch_v1", input: { id: "q3" } },
      { toolCallId: "2", toolName: "reports_fetch", input: { id: "q3" } },
    ],
    tools,
  });
  expect(JSON.parse(executed[0]!.output)).toEqual({
    error: "Tool error: retired",
    // A name no model tool routes to stays as it was.
    fallback_suggestions: [{ tool: "reports_fetch", reason: "similar" }, { tool: "elsewhere" }],
  });
  expect(executed[1]!.output).toBe("report");
});

test("with toolSelection retrieve, a suggested tool that was not offered this step is still named the way the model can call it", async () => {
  const all = prepareTools({ connections: [source], invoke });
  // The step offers only the failing tool: the suggestion (reports.fetch) is one the model was not shown.
  const retrieved = retrievedTools({ all, definitions: source.tools, topK: 1, selectTools: async () => ["reports.fetch.v1"] });
  const offered = await retrieved.forStep(0, "fetch the q3 report", new AbortController().signal);
  expect(Object.keys(offered.tools)).toEqual(["reports_fetch_v1"]);
  const [executed] = await executeToolCalls({
    calls: [{ toolCallId: "1", toolName: "reports_fetch_v1", input: { id: "q3" } }],
    tools: offered,
  });
  const note = JSON.parse(executed!.output) as { fallback_suggestions: Array<{ tool: string }> };
  expect(note.fallback_suggestions.map((s) => s.tool)).toEqual(["reports_fetch", "elsewhere"]);
  // And that name leads to the tool (a call to a tool not offered is let through, see retrieved-tools.ts).
  expect(offered.route("reports_fetch")?.tool).toBe("reports.fetch");
});
