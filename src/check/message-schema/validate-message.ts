/**
 * One message against the schema of its method (message-schemas.ts): the
 * first violation as data (where, which keyword, which schema rule), or why
 * the message was not validated. Error responses are left to
 * jsonrpc/response-shape; a message over MAX_VALIDATED_BYTES is not
 * validated, so a hostile giant cannot hold the event loop.
 */
import { clipText } from "../../util/clip-text.js";
import { definitionFor, type MessageKind } from "./message-schemas.js";

/** Messages larger than this are counted as not validated (validation is linear in size, but unbounded size is not). */
export const MAX_VALIDATED_BYTES = 4 * 1024 * 1024;

export interface SchemaViolation {
  /** What the message is: "the tools/list result (id 3)", "the notifications/message notification". */
  message: string;
  /** The method the message is or answers. */
  method: string;
  /** The SDK definition it was validated against, e.g. "ListToolsResult". */
  definition: string;
  /** JSON pointer into the message, e.g. "/result/tools/0/inputSchema/type". */
  pointer: string;
  keyword: string;
  schemaPath: string;
  /** ajv's words, e.g. 'must be equal to constant'. */
  detail: string;
}

export type MessageVerdict =
  { valid: true } | { valid: false; violation: SchemaViolation } | { skipped: "no-definition" | "too-large" | "error-response" };

export interface ValidateMessageOptions {
  message: Record<string, unknown>;
  /** For a response: the method of the request it answers. */
  answers?: string;
  bytes: number;
}

/** Validates `message` against the definition for its method (a request, notification, or the result of `answers`). */
export function validateMessage({ message, answers, bytes }: ValidateMessageOptions): MessageVerdict {
  if (bytes > MAX_VALIDATED_BYTES) return { skipped: "too-large" };
  const isResponse = "result" in message || "error" in message;
  if (isResponse && !("result" in message)) return { skipped: "error-response" };
  const method = isResponse ? answers : typeof message.method === "string" ? message.method : undefined;
  if (method === undefined) return { skipped: "no-definition" };
  const kind: MessageKind = isResponse ? "result" : "id" in message ? "request" : "notification";
  const definition = definitionFor(kind, method);
  if (!definition) return { skipped: "no-definition" };
  const value = isResponse ? message.result : message;
  if (definition.validate(value)) return { valid: true };
  const first = definition.validate.errors?.[0];
  const prefix = isResponse ? "/result" : "";
  const id = "id" in message ? ` (id ${clipText(JSON.stringify(message.id) ?? "null", 40)})` : "";
  return {
    valid: false,
    violation: {
      message: `the ${method} ${kind}${id}`,
      method,
      definition: definition.name,
      pointer: `${prefix}${first?.instancePath ?? ""}`,
      keyword: first?.keyword ?? "?",
      schemaPath: first?.schemaPath ?? "?",
      detail: first ? `${first.message ?? "is invalid"}${paramsText(first.params)}` : "is invalid",
    },
  };
}

/** The keyword's parameters that say what was expected (allowed values, the missing property). */
function paramsText(params: Record<string, unknown> | undefined): string {
  if (!params) return "";
  // The missing property and the expected type are in ajv's message already.
  const shown = params.allowedValue ?? params.allowedValues;
  return shown === undefined ? "" : ` (${clipText(JSON.stringify(shown), 80)})`;
}
