/**
 * Whether a tool's inputSchema / outputSchema is itself a valid JSON Schema:
 * checked against the 2020-12 meta-schema (the default of the MCP spec), or
 * draft-07 when the schema says so in `$schema`.
 *
 * @see https://modelcontextprotocol.io/specification/2025-11-25/server/tools#tool
 */
import { Ajv } from "ajv";
import { Ajv2020 } from "ajv/dist/2020.js";

const draft07 = new Ajv({ strict: false, validateSchema: true, logger: false });
const draft2020 = new Ajv2020({ strict: false, validateSchema: true, logger: false });

/** Null when valid, else one line naming what is wrong. */
export function schemaProblem(schema: unknown): string | null {
  if (!schema || typeof schema !== "object" || Array.isArray(schema)) return "is not a JSON object";
  const declared = (schema as { $schema?: unknown }).$schema;
  const ajv = typeof declared === "string" && /draft-07/.test(declared) ? draft07 : draft2020;
  let valid: boolean;
  try {
    valid = ajv.validateSchema(schema) as boolean;
  } catch (error) {
    return `cannot be read as a JSON Schema: ${error instanceof Error ? error.message : String(error)}`;
  }
  if (valid) {
    // The meta-schema allows a non-object root; MCP requires `type: "object"`.
    if ((schema as { type?: unknown }).type !== "object") return 'has no `type: "object"` at its root (MCP requires an object schema)';
    return null;
  }
  return (ajv.errors ?? []).map((e) => `${e.instancePath || "(root)"} ${e.message ?? "is invalid"}`).join("; ");
}
