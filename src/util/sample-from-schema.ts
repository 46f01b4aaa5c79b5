/**
 * A value that satisfies a JSON Schema, for arguments nobody wrote: the
 * schema's default or example, else the first enum/const value, else the
 * smallest value of its type that meets its bounds and format. Used by
 * `mcpvals check --call` and `mcpvals init`. Depth-limited: a recursive
 * schema gets an empty object at the bottom.
 */
import { nameTable, ownValue } from "./name-table.js";

type Schema = Record<string, unknown>;

const FORMATS: Record<string, string> = {
  email: "user@example.com",
  uri: "https://example.com",
  url: "https://example.com",
  "uri-reference": "https://example.com",
  date: "2026-01-01",
  "date-time": "2026-01-01T00:00:00Z",
  time: "00:00:00Z",
  uuid: "00000000-0000-4000-8000-000000000000",
  hostname: "example.com",
  ipv4: "127.0.0.1",
  ipv6: "::1",
};

export function sampleFromSchema(schema: unknown, depth = 0): unknown {
  if (!schema || typeof schema !== "object" || depth > 6) return undefined;
  const s = schema as Schema;
  if ("default" in s) return s.default;
  if ("const" in s) return s.const;
  if (Array.isArray(s.examples) && s.examples.length > 0) return s.examples[0];
  if (Array.isArray(s.enum) && s.enum.length > 0) return s.enum[0];
  for (const key of ["anyOf", "oneOf", "allOf"]) {
    const options = s[key];
    if (Array.isArray(options) && options.length > 0)
      return sampleFromSchema(options.find((o) => (o as Schema)?.type !== "null") ?? options[0], depth + 1);
  }
  const type = Array.isArray(s.type) ? (s.type.find((t) => t !== "null") ?? s.type[0]) : s.type;
  switch (type) {
    case "string":
      return sampleString(s);
    case "integer":
    case "number":
      return sampleNumber(s, type === "integer");
    case "boolean":
      return true;
    case "array": {
      const min = typeof s.minItems === "number" ? s.minItems : 0;
      return Array.from({ length: min }, () => sampleFromSchema(s.items, depth + 1));
    }
    case "null":
      return null;
    default:
      return sampleObject(s, depth);
  }
}

/** Every required property (and none of the optional ones): the smallest valid call. */
function sampleObject(s: Schema, depth: number): Record<string, unknown> {
  const properties = (s.properties ?? {}) as Record<string, unknown>;
  // Names come from the server's schema: an own-key lookup (`constructor` is not Object's), and a table that keeps `__proto__`.
  const required = Array.isArray(s.required) ? (s.required as string[]) : [];
  return nameTable(required.map((name) => [name, sampleFromSchema(ownValue(properties, name) ?? {}, depth + 1) ?? "example"]));
}

function sampleString(s: Schema): string {
  const format = typeof s.format === "string" ? ownValue(FORMATS, s.format) : undefined;
  if (format !== undefined) return format;
  const min = typeof s.minLength === "number" ? s.minLength : 1;
  const max = typeof s.maxLength === "number" ? s.maxLength : Math.max(min, 7);
  return "example".padEnd(min, "x").slice(0, Math.max(min, Math.min(max, 7)));
}

function sampleNumber(s: Schema, integer: boolean): number {
  const low =
    typeof s.minimum === "number"
      ? s.minimum
      : typeof s.exclusiveMinimum === "number"
        ? s.exclusiveMinimum + (integer ? 1 : 0.5)
        : undefined;
  const high =
    typeof s.maximum === "number"
      ? s.maximum
      : typeof s.exclusiveMaximum === "number"
        ? s.exclusiveMaximum - (integer ? 1 : 0.5)
        : undefined;
  let value = low ?? (high !== undefined ? Math.min(1, high) : 1);
  if (integer) value = Math.ceil(value);
  return value;
}
