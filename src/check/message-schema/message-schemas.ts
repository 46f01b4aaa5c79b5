/**
 * The schema each MCP message is validated against, found by its method:
 * a request or notification by its own `method`, a result by the method of
 * the request it answers (`XRequest` -> `XResult`, as the official
 * conformance suite pairs them). The definitions are the MCP TypeScript
 * SDK's published schemas (`@modelcontextprotocol/core`, the ones every SDK
 * v2 client and server parses with, covering both eras), turned into JSON
 * Schema once and compiled with ajv on first use, so a finding names the
 * JSON pointer, the keyword and the schema path.
 *
 * @see https://modelcontextprotocol.io/specification/2026-07-28/basic#schema
 */
import * as sdk from "@modelcontextprotocol/core";
import { Ajv2020, type ValidateFunction } from "ajv/dist/2020.js";
import { z } from "zod";

/** What a message is, for picking its definition. */
export type MessageKind = "request" | "notification" | "result";

export interface MessageDefinition {
  /** The SDK schema's name, e.g. "ListToolsResult". */
  name: string;
  validate: ValidateFunction;
}

type AnySchema = z.ZodType & { shape?: { method?: { value?: unknown } } };

interface Tables {
  byMethod: Map<string, { name: string; schema: AnySchema; kind: "request" | "notification" }>;
  resultOf: Map<string, { name: string; schema: AnySchema }>;
}

let tables: Tables | undefined;
const compiled = new Map<string, MessageDefinition | null>();
// Formats are off: the SDK's schemas name formats its own parsing never enforces, and an unknown format is no verdict.
const ajv = new Ajv2020({ strict: false, allErrors: false, validateFormats: false, logger: false });

/** Every SDK schema with a literal `method`, and the result schema paired with each request. */
function buildTables(): Tables {
  const exported = sdk as unknown as Record<string, unknown>;
  const byMethod: Tables["byMethod"] = new Map();
  const resultOf: Tables["resultOf"] = new Map();
  for (const [key, value] of Object.entries(exported)) {
    const method = (value as AnySchema | undefined)?.shape?.method?.value;
    if (typeof method !== "string" || !key.endsWith("Schema")) continue;
    const name = key.slice(0, -"Schema".length);
    const kind = name.endsWith("Request") ? "request" : name.endsWith("Notification") ? "notification" : undefined;
    if (!kind) continue;
    byMethod.set(method, { name, schema: value as AnySchema, kind });
    const result = exported[`${name.slice(0, -"Request".length)}ResultSchema`];
    if (kind === "request" && result)
      resultOf.set(method, { name: `${name.slice(0, -"Request".length)}Result`, schema: result as AnySchema });
  }
  return { byMethod, resultOf };
}

/** The compiled definition for a `kind` message of `method`; undefined when the SDK defines none (an unknown method). */
export function definitionFor(kind: MessageKind, method: string): MessageDefinition | undefined {
  tables ??= buildTables();
  const key = `${kind} ${method}`;
  if (compiled.has(key)) return compiled.get(key) ?? undefined;
  const found = kind === "result" ? tables.resultOf.get(method) : tables.byMethod.get(method);
  let definition: MessageDefinition | null = null;
  if (found && (kind === "result" || (found as { kind?: string }).kind === kind)) {
    const json = z.toJSONSchema(found.schema, { io: "input", unrepresentable: "any" }) as Record<string, unknown>;
    delete json.$schema;
    definition = { name: found.name, validate: ajv.compile(json) };
  }
  compiled.set(key, definition);
  return definition ?? undefined;
}
