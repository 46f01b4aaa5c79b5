/**
 * Checks of a server's tools that need no test and call nothing for real:
 * the list's shape, names, descriptions, schemas, annotations, pagination,
 * and how the server answers a call of an unknown tool or with arguments
 * against the schema (an error, never a success). Read off the raw wire: a
 * malformed tool is a finding naming the tool and the JSON pointer, and the
 * other tools are still checked.
 *
 * @see https://modelcontextprotocol.io/specification/2025-11-25/server/tools
 */
import type { McpTool } from "../protocol/mcp-types.js";
import { clipText } from "../util/clip-text.js";
import { type CheckRecorder, type CheckVerdict, fail, fail as failAt, pass, skip } from "./check-recorder.js";
import { listPages, type ListedPages } from "./list-pages.js";
import { schemaProblem } from "./schema-validity.js";
import type { WireSession } from "./wire/wire-session.js";

/** The spec's tool-name rule: 1 to 128 characters of A-Z a-z 0-9 _ - . */
const TOOL_NAME = /^[A-Za-z0-9_.-]{1,128}$/;
const ANNOTATION_FLAGS = ["readOnlyHint", "destructiveHint", "idempotentHint", "openWorldHint"] as const;

export interface ToolListing {
  tools: McpTool[];
  listed: ListedPages;
}

export async function toolChecks(recorder: CheckRecorder, session: WireSession, signal: AbortSignal): Promise<ToolListing> {
  const server = recorder.target();
  const listed = await listPages(session, "tools/list", "tools", signal);
  recorder.add("tools/pagination", "error", server, listed.verdict, { method: "tools/list" });
  const tools: McpTool[] = [];
  const listedAt = new Map<McpTool, number>();
  listed.items.forEach((item, index) => {
    const shape = toolShapeProblem(item);
    if (shape)
      recorder.add(
        "tools/list-shape",
        "error",
        recorder.target("tool", nameOf(item, index)),
        fail(`tools/list item ${index} ${shape.problem}`, `/tools/${index}${shape.pointer}`),
        { method: "tools/list" },
      );
    else {
      tools.push(item as McpTool);
      listedAt.set(item as McpTool, index);
    }
  });
  const counts = new Map<string, number>();
  for (const tool of tools) counts.set(tool.name, (counts.get(tool.name) ?? 0) + 1);
  for (const [index, tool] of tools.entries()) {
    const target = recorder.target("tool", tool.name);
    const fail = (reason: string, pointer: string): CheckVerdict => failAt(reason, `/tools/${listedAt.get(tool)}${pointer}`);
    recorder.add(
      "tools/name-charset",
      "warning",
      target,
      TOOL_NAME.test(tool.name)
        ? pass("name uses the allowed characters")
        : fail(`name "${clipText(tool.name, 60)}" must be 1-128 characters of A-Z a-z 0-9 _ - .`, "/name"),
    );
    const same = counts.get(tool.name) ?? 0;
    // One outcome per name: the second tool of a duplicated name adds nothing.
    if (same > 1 && tools.findIndex((t) => t.name === tool.name) !== index) continue;
    recorder.add(
      "tools/name-unique",
      "warning",
      target,
      same > 1 ? fail(`${same} tools are named "${tool.name}"`, "/name") : pass("name is unique"),
    );
    recorder.add(
      "tools/description",
      "info",
      target,
      typeof tool.description === "string" && tool.description.trim()
        ? pass("has a description")
        : fail("has no description: a model has only the name to go on", "/description"),
    );
    const input = schemaProblem(tool.inputSchema);
    recorder.add(
      "tools/input-schema",
      "error",
      target,
      input === null ? pass("inputSchema is a valid JSON Schema") : fail(`inputSchema ${input}`, "/inputSchema"),
    );
    if (tool.outputSchema !== undefined) {
      const output = schemaProblem(tool.outputSchema);
      recorder.add(
        "tools/output-schema",
        "error",
        target,
        output === null ? pass("outputSchema is a valid JSON Schema") : fail(`outputSchema ${output}`, "/outputSchema"),
      );
    }
    const annotations = annotationProblem(tool.annotations);
    recorder.add(
      "tools/annotations",
      "info",
      target,
      annotations,
      "pointer" in annotations && annotations.pointer ? { pointer: `/tools/${listedAt.get(tool)}${annotations.pointer}` } : {},
    );
  }
  await callChecks(recorder, session, tools, signal);
  return { tools, listed };
}

async function callChecks(recorder: CheckRecorder, session: WireSession, tools: readonly McpTool[], signal: AbortSignal): Promise<void> {
  const server = recorder.target();
  await recorder.check(
    "tools/unknown-tool",
    "warning",
    server,
    async () => {
      const name = `mcpvals-check-no-such-tool-${Math.random().toString(36).slice(2, 8)}`;
      const answer = await session.request("tools/call", { name, arguments: {} }, { signal });
      if (!answer.ok) return pass(`a call of unknown tool "${name}" is an error (${answer.code ?? "no code"})`);
      return answer.result.isError === true
        ? pass(`a call of unknown tool "${name}" answers isError`)
        : fail(`a call of unknown tool "${name}" succeeded: ${clipText(JSON.stringify(answer.result), 120)}`);
    },
    { method: "tools/call" },
  );
  // Arguments that break the schema (a required parameter left out), on a few tools, read-only ones first.
  const candidates = tools
    .filter((t) => requiredOf(t).length > 0)
    .sort((a, b) => Number(b.annotations?.readOnlyHint === true) - Number(a.annotations?.readOnlyHint === true));
  if (candidates.length === 0)
    recorder.add("tools/invalid-arguments", "error", server, skip("no tool has a required parameter to leave out"));
  for (const tool of candidates.slice(0, 3)) {
    await recorder.check(
      "tools/invalid-arguments",
      "error",
      recorder.target("tool", tool.name),
      async () => {
        const answer = await session.request("tools/call", { name: tool.name, arguments: {} }, { signal });
        const missing = requiredOf(tool).join(", ");
        if (!answer.ok) return pass(`leaving out ${missing} is an error (${answer.code ?? "no code"})`);
        return answer.result.isError === true
          ? pass(`leaving out ${missing} answers isError`)
          : fail(`leaving out required ${missing} succeeded: ${clipText(JSON.stringify(answer.result), 120)}`);
      },
      { method: "tools/call" },
    );
  }
}

/** The required parameter names, when `required` is the array of strings it must be (else tools/input-schema says so). */
export function requiredOf(tool: McpTool): string[] {
  const required = (tool.inputSchema as { required?: unknown }).required;
  return Array.isArray(required) && required.every((r) => typeof r === "string") ? required : [];
}

function toolShapeProblem(item: unknown): { problem: string; pointer: string } | undefined {
  if (!item || typeof item !== "object" || Array.isArray(item)) return { problem: "is not an object", pointer: "" };
  const tool = item as { name?: unknown; inputSchema?: unknown };
  if (typeof tool.name !== "string") return { problem: "has no string name", pointer: "/name" };
  if (!tool.inputSchema || typeof tool.inputSchema !== "object" || Array.isArray(tool.inputSchema))
    return { problem: `("${clipText(tool.name, 40)}") has no inputSchema object`, pointer: "/inputSchema" };
  return undefined;
}

function nameOf(item: unknown, index: number): string {
  const name = (item as { name?: unknown } | null)?.name;
  return typeof name === "string" ? name : `#${index}`;
}

function annotationProblem(annotations: McpTool["annotations"]): CheckVerdict {
  if (annotations === undefined) return pass("no annotations");
  if (!annotations || typeof annotations !== "object") return fail("annotations is not an object", "/annotations");
  const record = annotations as Record<string, unknown>;
  const wrong = ANNOTATION_FLAGS.filter((flag) => record[flag] !== undefined && typeof record[flag] !== "boolean");
  if (wrong.length > 0) return fail(`annotations ${wrong.join(", ")} must be booleans`, `/annotations/${wrong[0]}`);
  if (record.title !== undefined && typeof record.title !== "string")
    return fail("annotations.title must be a string", "/annotations/title");
  if (record.readOnlyHint === true && record.destructiveHint === true)
    return fail("annotations say both readOnlyHint and destructiveHint", "/annotations");
  return pass("annotations are well-formed");
}
