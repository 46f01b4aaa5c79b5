/** Rules on what a server offers: tools, resources, prompts, completions, pagination, progress. */
import { rule } from "./check-rule.js";

export const OFFERING_RULES = [
  rule("tools/list-shape", "error", "any", "server/tools#tool", "Every listed tool has a string name and an inputSchema object."),
  rule("tools/name-charset", "error", "any", "server/tools#tool-names", "A tool name is 1-128 characters of A-Z a-z 0-9 _ - ."),
  rule("tools/name-unique", "error", "any", "server/tools#tool-names", "No two tools share a name."),
  rule("tools/description", "warning", "any", "server/tools#tool", "A tool has a description."),
  rule("tools/input-schema", "error", "any", "server/tools#tool", "inputSchema is a valid JSON Schema with type: object at its root."),
  rule("tools/output-schema", "error", "any", "server/tools#output-schema", "outputSchema, when given, is a valid JSON Schema with type: object at its root."),
  rule("tools/annotations", "warning", "any", "server/tools#tool", "Annotation hints are booleans and consistent (not both read-only and destructive)."),
  rule("tools/pagination", "error", "any", "server/utilities/pagination", "tools/list pages end (no repeated or endless cursor)."),
  rule("tools/unknown-tool", "error", "any", "server/tools#error-handling", "Calling an unknown tool is an error, never a success."),
  rule("tools/invalid-arguments", "error", "any", "server/tools#error-handling", "Leaving out a required argument is an error (JSON-RPC or isError)."),
  rule("tools/read-only-call", "error", "any", "server/tools#calling-tools", "--call: a read-only tool answers well-formed content, structuredContent matching its outputSchema."),
  rule("tools/deterministic-order", "warning", "2026-07-28", "server/tools#listing-tools", "tools/list returns the same order on every call."),
  rule("progress/token", "error", "any", "basic/utilities/progress", "Progress notifications name only a progressToken the client issued."),
  rule("progress/increasing", "error", "any", "basic/utilities/progress", "progress increases with each notification for one token."),
  rule("resources/pagination", "error", "any", "server/utilities/pagination", "resources/list pages end."),
  rule("resources/read", "error", "any", "server/resources#reading-resources", "A listed resource reads with text or blob contents and its listed mimeType."),
  rule("resources/templates", "warning", "any", "server/resources#resource-templates", "resources/templates/list answers a resourceTemplates array."),
  rule("resources/template-syntax", "error", "any", "server/resources#resource-templates", "Every uriTemplate is a valid RFC 6570 URI template."),
  rule("resources/not-found", "error", "any", "server/resources#error-handling", "Reading a missing resource is an error (2026: -32602)."),
  rule("prompts/pagination", "error", "any", "server/utilities/pagination", "prompts/list pages end."),
  rule("prompts/get", "error", "any", "server/prompts#getting-a-prompt", "A prompt without required arguments answers messages with user/assistant roles."),
  rule("prompts/not-found", "error", "any", "server/prompts#error-handling", "Getting an unknown prompt is an error."),
  rule("prompts/required-arguments", "error", "any", "server/prompts#error-handling", "Getting a prompt without its required arguments is an error."),
  rule("completions/complete", "warning", "any", "server/utilities/completion", "An advertised completion capability completes a prompt argument."),
] as const;
