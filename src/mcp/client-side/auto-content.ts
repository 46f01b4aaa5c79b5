/**
 * Content for an accepted form-mode elicitation, filled from the requested
 * schema: the field's default, else its const or first enum / oneOf / anyOf
 * value, else a valid value for its type and format (email, uri, date,
 * date-time...), numbers within minimum / maximum, strings within their
 * length limits. Given fields win. The result is validated against the schema
 * before it is sent (answer-elicitation.ts); a schema this cannot satisfy
 * (a `pattern`, say) is declined there rather than answered wrongly.
 * Spec: https://modelcontextprotocol.io/specification/2025-11-25/client/elicitation
 */
import { nameTable } from "../../util/name-table.js";
type JsonSchema = Record<string, unknown>;

/** A value per string format, each valid for ajv-formats. */
const FORMAT_VALUES: Record<string, string> = {
  email: "user@example.com",
  "idn-email": "user@example.com",
  uri: "https://example.com/",
  "uri-reference": "https://example.com/",
  iri: "https://example.com/",
  url: "https://example.com/",
  date: "2026-01-01",
  "date-time": "2026-01-01T00:00:00Z",
  time: "12:00:00Z",
  duration: "P1D",
  uuid: "00000000-0000-4000-8000-000000000000",
  hostname: "example.com",
  "idn-hostname": "example.com",
  ipv4: "192.0.2.1",
  ipv6: "2001:db8::1",
  regex: ".*",
};

export function autoContent(schema: JsonSchema, given: Record<string, unknown> = {}): Record<string, unknown> {
  const properties = isObject(schema.properties) ? schema.properties : {};
  // Field names come from the server: a table with no prototype, own-key checks only.
  const content = nameTable<unknown>();
  for (const [name, property] of Object.entries(properties)) {
    content[name] = Object.hasOwn(given, name) ? given[name] : autoValue(isObject(property) ? property : {});
  }
  // Fields the schema does not name are passed on as given: validation decides about them.
  for (const [name, value] of Object.entries(given)) if (!Object.hasOwn(content, name)) content[name] = value;
  return content;
}

/** A valid value for one field's schema. */
export function autoValue(property: JsonSchema): unknown {
  if (property.default !== undefined) return property.default;
  if (property.const !== undefined) return property.const;
  const choice = firstChoice(property);
  if (choice !== undefined) return choice;
  switch (typeOf(property)) {
    case "boolean":
      // Consents to nothing: a checkbox left unticked.
      return false;
    case "integer":
      return numberIn(property, true);
    case "number":
      return numberIn(property, false);
    case "array":
      return arrayValue(property);
    case "object":
      return autoContent(property);
    case "null":
      return null;
    default:
      return stringValue(property);
  }
}

function typeOf(property: JsonSchema): string | undefined {
  const type = property.type;
  if (typeof type === "string") return type;
  if (Array.isArray(type)) return type.find((t): t is string => typeof t === "string" && t !== "null") ?? (type[0] as string | undefined);
  return undefined;
}

/** First value of `enum`, or the first `const` of `oneOf` / `anyOf` (titled enums). */
function firstChoice(property: JsonSchema): unknown {
  if (Array.isArray(property.enum) && property.enum.length > 0) return property.enum[0];
  for (const key of ["oneOf", "anyOf"] as const) {
    const options = property[key];
    if (Array.isArray(options)) {
      const first = options.find((o) => isObject(o) && o.const !== undefined) as JsonSchema | undefined;
      if (first) return first.const;
    }
  }
  return undefined;
}

function choices(items: JsonSchema): unknown[] {
  if (Array.isArray(items.enum)) return items.enum;
  for (const key of ["oneOf", "anyOf"] as const) {
    const options = items[key];
    if (Array.isArray(options)) return options.filter((o): o is JsonSchema => isObject(o) && o.const !== undefined).map((o) => o.const);
  }
  return [];
}

function arrayValue(property: JsonSchema): unknown[] {
  const items = isObject(property.items) ? property.items : {};
  const minItems = typeof property.minItems === "number" ? property.minItems : 0;
  const options = choices(items);
  // Multi-select: as many distinct choices as required, at least one.
  if (options.length > 0) return options.slice(0, Math.max(1, minItems));
  return Array.from({ length: minItems }, () => autoValue(items));
}

function numberIn(property: JsonSchema, integer: boolean): number {
  const num = (key: string): number | undefined => (typeof property[key] === "number" ? (property[key] as number) : undefined);
  // draft-04 wrote exclusiveMinimum: true next to minimum; later drafts give the bound itself.
  const exclusiveLow = num("exclusiveMinimum") ?? (property.exclusiveMinimum === true ? num("minimum") : undefined);
  const exclusiveHigh = num("exclusiveMaximum") ?? (property.exclusiveMaximum === true ? num("maximum") : undefined);
  const low = exclusiveLow ?? num("minimum");
  const high = exclusiveHigh ?? num("maximum");
  if (integer) {
    const min = low === undefined ? undefined : exclusiveLow !== undefined ? Math.floor(low) + 1 : Math.ceil(low);
    const max = high === undefined ? undefined : exclusiveHigh !== undefined ? Math.ceil(high) - 1 : Math.floor(high);
    if (min !== undefined) return min;
    return max !== undefined ? Math.min(max, 0) : 0;
  }
  if (low !== undefined && high !== undefined) return exclusiveLow !== undefined || exclusiveHigh !== undefined ? (low + high) / 2 : low;
  if (low !== undefined) return exclusiveLow !== undefined ? low + 1 : low;
  if (high !== undefined) return exclusiveHigh !== undefined ? Math.min(high - 1, 0) : Math.min(high, 0);
  return 0;
}

function stringValue(property: JsonSchema): string {
  const format = typeof property.format === "string" ? FORMAT_VALUES[property.format] : undefined;
  const minLength = typeof property.minLength === "number" ? property.minLength : 0;
  const maxLength = typeof property.maxLength === "number" ? property.maxLength : Infinity;
  if (format !== undefined) return format;
  let text = "example";
  while (text.length < minLength) text += "x";
  return text.slice(0, Math.max(minLength, Math.min(maxLength, text.length)));
}

function isObject(value: unknown): value is JsonSchema {
  return value !== null && typeof value === "object" && !Array.isArray(value);
}
