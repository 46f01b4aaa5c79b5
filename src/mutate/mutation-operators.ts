/**
 * Every mutation operator, by its stable id: the one table `mcpvals mutate`
 * plants mutants from (one mutant per operator and item). Deterministic:
 * the same suite gets the same mutants, and "fail one call in N" fails the
 * same call numbers, on every run.
 */
import type { MutationOperatorId } from "../result/mutation-report.js";
import type { JsonObject, MutationOperator } from "./mutation-operator.js";
import { perturbContent, perturbJson } from "./perturb-value.js";

/** "fail-one-in-n" fails call 1 of the item, then every FAIL_EVERY-th call after it (1, 4, 7, ...). */
export const FAIL_EVERY = 3;

/** Invalid params: what a server answers a call of a tool it does not have (MCP "Error Handling"). */
const UNKNOWN_TOOL = -32602;

const renamed = (item: string): string => `${item}_mutant`;
const tools = (result: JsonObject): JsonObject[] => (Array.isArray(result.tools) ? (result.tools as JsonObject[]) : []);
const eachTool = (result: JsonObject, item: string, change: (tool: JsonObject) => JsonObject | null): JsonObject => ({
  ...result,
  tools: tools(result).flatMap((tool) => (tool.name === item ? [change(tool)].filter((t): t is JsonObject => t !== null) : [tool])),
});
const unknownTool = (item: string) => ({ error: { code: UNKNOWN_TOOL, message: `Unknown tool: ${item}` } });
const callTest = (item: string): string => `a tool test that calls "${item}" (or a workflow step whose expectTools names it)`;
const resultCheck = (item: string): string =>
  `expectedResult on a test of "${item}" (a substring, /regex/ or JSON shape of its answer), or expectedState on the workflow step that calls it`;
const cassettes = (what: string): string =>
  `record the workflows that offer it as cassettes (cassettes.mode: replay): a replay notices ${what} the model is shown`;

function dropRequired(tool: JsonObject): JsonObject {
  const schema = (tool.inputSchema ?? {}) as JsonObject;
  const required = Array.isArray(schema.required) ? (schema.required as string[]) : [];
  const [dropped] = required;
  if (dropped === undefined) return tool;
  const { [dropped]: _gone, ...properties } = (schema.properties ?? {}) as JsonObject;
  return { ...tool, inputSchema: { ...schema, properties, required: required.slice(1) } };
}

function emptyContents(result: JsonObject): JsonObject {
  const contents = Array.isArray(result.contents) ? (result.contents as JsonObject[]) : [];
  return { ...result, contents: contents.map(({ uri, mimeType }) => ({ uri, ...(mimeType === undefined ? {} : { mimeType }), text: "" })) };
}

function changeMessages(result: JsonObject): JsonObject {
  const messages = Array.isArray(result.messages) ? (result.messages as JsonObject[]) : [];
  const changed = messages.map((message) => ({ ...message, content: perturbContent(message.content) }));
  // Messages without text (images only) lose their last message instead.
  return { ...result, messages: JSON.stringify(changed) === JSON.stringify(messages) ? messages.slice(0, -1) : changed };
}

const OPERATORS: readonly MutationOperator[] = [
  {
    id: "drop-tool",
    kind: "tool",
    reaches: "list",
    summary: "the tool is gone from tools/list, and a call of it is answered as unknown",
    suggest: callTest,
    list: (result, item) => eachTool(result, item, () => null),
    request: (_params, item) => unknownTool(item),
  },
  {
    id: "rename-tool",
    kind: "tool",
    reaches: "list",
    summary: "the tool is listed as <name>_mutant; a call of the old name is answered as unknown",
    suggest: callTest,
    names: (item) => [item, renamed(item)],
    list: (result, item) => eachTool(result, item, (tool) => ({ ...tool, name: renamed(item) })),
    request: (params, item) => (params.name === item ? unknownTool(item) : { params: { ...params, name: item } }),
  },
  {
    id: "drop-required-property",
    kind: "tool",
    reaches: "list",
    summary: "the first required property is gone from the tool's input schema",
    suggest: () => cassettes("the input schema"),
    list: (result, item) => eachTool(result, item, dropRequired),
  },
  {
    id: "change-description",
    kind: "tool",
    reaches: "list",
    summary: "the tool's description is replaced",
    suggest: () => cassettes("the description"),
    list: (result, item) => eachTool(result, item, (tool) => ({ ...tool, description: `Mutated description of ${item}.` })),
  },
  {
    id: "result-is-error",
    kind: "tool",
    reaches: "call",
    summary: "a successful result comes back with isError: true",
    suggest: callTest,
    answer: (result) => ({ ...result, isError: true }),
  },
  {
    id: "empty-content",
    kind: "tool",
    reaches: "call",
    summary: "the result's content is empty",
    suggest: resultCheck,
    answer: (result) => ({ ...result, content: [] }),
  },
  {
    id: "perturb-result",
    kind: "tool",
    reaches: "call",
    summary: "numbers in the result go up by one, texts without digits are reversed (content and structuredContent)",
    suggest: resultCheck,
    answer: (result) => ({
      ...result,
      ...(Array.isArray(result.content) ? { content: result.content.map(perturbContent) } : {}),
      ...(result.structuredContent === undefined ? {} : { structuredContent: perturbJson(result.structuredContent) }),
    }),
  },
  {
    id: "drop-structured-content",
    kind: "tool",
    reaches: "call",
    summary: "the result's structuredContent is dropped",
    suggest: (item) => `expectedResult as a JSON object on a test of "${item}" (it is matched against structuredContent)`,
    answer: ({ structuredContent: _dropped, ...rest }) => rest,
  },
  {
    id: "stale-resource",
    kind: "resource",
    reaches: "call",
    summary: "reading the resource gives empty contents",
    suggest: (item) => `a resource test reading "${item}" with an expectedResult`,
    answer: emptyContents,
  },
  {
    id: "change-prompt-messages",
    kind: "prompt",
    reaches: "call",
    summary: "the prompt's message texts are perturbed (numbers up by one, other texts reversed)",
    suggest: (item) => `a prompt test getting "${item}" with an expectedResult`,
    answer: changeMessages,
  },
  {
    id: "delay-past-timeout",
    kind: "tool",
    reaches: "call",
    summary: "the answer to a call never comes, so the call waits out timeouts.toolCallMs (a timeout, never a kill)",
    suggest: (item) => `a test of "${item}" with maxLatency, so a slow answer fails it before the call times out`,
    answer: () => "hold",
  },
  {
    id: "fail-one-in-n",
    kind: "tool",
    reaches: "call",
    summary: `call 1 of the tool, then every ${FAIL_EVERY}th call after it, is answered with an internal error`,
    suggest: callTest,
    request: (params, _item, call) =>
      (call - 1) % FAIL_EVERY === 0 ? { error: { code: -32603, message: `Internal error (mutant: call ${call} fails)` } } : { params },
  },
];

/** The operators by id, in table order. */
export const MUTATION_OPERATORS: ReadonlyMap<MutationOperatorId, MutationOperator> = new Map(OPERATORS.map((op) => [op.id, op]));
