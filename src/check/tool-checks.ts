/**
 * Checks of a server's tools that need no test and call nothing for real:
 * names, descriptions, schemas, annotations, pagination, and how the server
 * answers a call of an unknown tool or with arguments against the schema
 * (an error, never a success).
 *
 * @see https://modelcontextprotocol.io/specification/2025-11-25/server/tools
 */
import type { ServerConnection } from "../mcp/connect-server.js";
import type { McpTool } from "../mcp/mcp-types.js";
import { rawRequest } from "../mcp/raw-request.js";
import { clipText } from "../util/clip-text.js";
import { type CheckRecorder, type CheckVerdict, fail, pass, skip } from "./check-recorder.js";
import { schemaProblem } from "./schema-validity.js";

/** The spec's tool-name rule: 1 to 128 characters of A-Z a-z 0-9 _ - . */
const TOOL_NAME = /^[A-Za-z0-9_.-]{1,128}$/;
/** Pages followed before pagination is called endless. */
const MAX_PAGES = 100;
const ANNOTATION_FLAGS = ["readOnlyHint", "destructiveHint", "idempotentHint", "openWorldHint"] as const;

export async function toolChecks(recorder: CheckRecorder, connection: ServerConnection, signal: AbortSignal): Promise<McpTool[]> {
  const tools = connection.tools;
  const counts = new Map<string, number>();
  for (const tool of tools) counts.set(tool.name, (counts.get(tool.name) ?? 0) + 1);
  for (const tool of tools) {
    const target = recorder.target("tool", tool.name);
    recorder.add("tools/name-charset", "error", target, TOOL_NAME.test(tool.name) ? pass("name uses the allowed characters") : fail(`name "${clipText(tool.name, 60)}" must be 1-128 characters of A-Z a-z 0-9 _ - .`));
    const same = counts.get(tool.name) ?? 0;
    // One outcome per name: the second tool of a duplicated name adds nothing.
    if (same > 1 && tools.findIndex((t) => t.name === tool.name) !== tools.indexOf(tool)) continue;
    recorder.add("tools/name-unique", "error", target, same > 1 ? fail(`${same} tools are named "${tool.name}"`) : pass("name is unique"));
    recorder.add("tools/description", "warning", target, tool.description?.trim() ? pass("has a description") : fail("has no description: a model has only the name to go on"));
    const input = schemaProblem(tool.inputSchema);
    recorder.add("tools/input-schema", "error", target, input === null ? pass("inputSchema is a valid JSON Schema") : fail(`inputSchema ${input}`));
    if (tool.outputSchema !== undefined) {
      const output = schemaProblem(tool.outputSchema);
      recorder.add("tools/output-schema", "error", target, output === null ? pass("outputSchema is a valid JSON Schema") : fail(`outputSchema ${output}`));
    }
    recorder.add("tools/annotations", "warning", target, annotationProblem(tool.annotations));
  }
  const server = recorder.target();
  await recorder.check("tools/pagination", "error", server, () => followPages(connection, "tools/list", "tools", signal));
  await recorder.check("tools/unknown-tool", "error", server, async () => {
    const name = `mcpvals-check-no-such-tool-${Math.random().toString(36).slice(2, 8)}`;
    const answer = await rawRequest(connection, "tools/call", { name, arguments: {} }, { signal });
    if (!answer.ok) return pass(`a call of unknown tool "${name}" is an error (${answer.code ?? "no code"})`);
    return answer.result.isError === true ? pass(`a call of unknown tool "${name}" answers isError`) : fail(`a call of unknown tool "${name}" succeeded: ${clipText(JSON.stringify(answer.result), 120)}`);
  });
  // Arguments that break the schema (a required parameter left out), on a few tools, read-only ones first.
  const candidates = tools.filter((t) => (t.inputSchema.required?.length ?? 0) > 0).sort((a, b) => Number(b.annotations?.readOnlyHint === true) - Number(a.annotations?.readOnlyHint === true));
  if (candidates.length === 0) recorder.add("tools/invalid-arguments", "error", server, skip("no tool has a required parameter to leave out"));
  for (const tool of candidates.slice(0, 3)) {
    await recorder.check("tools/invalid-arguments", "error", recorder.target("tool", tool.name), async () => {
      const answer = await rawRequest(connection, "tools/call", { name: tool.name, arguments: {} }, { signal });
      const missing = tool.inputSchema.required!.join(", ");
      if (!answer.ok) return pass(`leaving out ${missing} is an error (${answer.code ?? "no code"})`);
      return answer.result.isError === true ? pass(`leaving out ${missing} answers isError`) : fail(`leaving out required ${missing} succeeded: ${clipText(JSON.stringify(answer.result), 120)}`);
    });
  }
  return tools;
}

function annotationProblem(annotations: McpTool["annotations"]): CheckVerdict {
  if (annotations === undefined) return pass("no annotations");
  const record = annotations as Record<string, unknown>;
  const wrong = ANNOTATION_FLAGS.filter((flag) => record[flag] !== undefined && typeof record[flag] !== "boolean");
  if (wrong.length > 0) return fail(`annotations ${wrong.join(", ")} must be booleans`);
  if (record.title !== undefined && typeof record.title !== "string") return fail("annotations.title must be a string");
  if (record.readOnlyHint === true && record.destructiveHint === true) return fail("annotations say both readOnlyHint and destructiveHint");
  return pass("annotations are well-formed");
}

/** Follows `nextCursor` from the first page: it must end, without repeating a cursor. */
export async function followPages(connection: ServerConnection, method: string, key: string, signal: AbortSignal): Promise<CheckVerdict> {
  const seen = new Set<string>();
  let cursor: string | undefined;
  let items = 0;
  for (let page = 1; page <= MAX_PAGES; page++) {
    const answer = await rawRequest(connection, method, cursor === undefined ? undefined : { cursor }, { signal });
    if (!answer.ok) return fail(`${method} failed on page ${page}: ${answer.message}`);
    const list = answer.result[key];
    if (!Array.isArray(list)) return fail(`${method} page ${page} has no "${key}" array`);
    items += list.length;
    const next = answer.result.nextCursor;
    if (next === undefined || next === null) return pass(`${method}: ${items} in ${page} page${page === 1 ? "" : "s"}`);
    if (typeof next !== "string") return fail(`${method} page ${page} has a nextCursor that is not a string`);
    if (seen.has(next)) return fail(`${method} repeats cursor "${clipText(next, 40)}" on page ${page}: pagination never ends`);
    seen.add(next);
    cursor = next;
  }
  return fail(`${method} still had a nextCursor after ${MAX_PAGES} pages`);
}
