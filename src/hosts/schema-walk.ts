/**
 * Walks every subschema of a tool's JSON Schema with its JSON pointer. Tool
 * schemas are untrusted: the walk is bounded (depth, node count) and stops at
 * cycles, and says so instead of recursing forever.
 */

export interface SchemaNode {
  node: Record<string, unknown>;
  /** JSON pointer of the node, from the tool object ("/inputSchema/properties/a"). */
  pointer: string;
  depth: number;
}

export interface SchemaWalk {
  nodes: SchemaNode[];
  /** Why the walk stopped early (a cycle, too deep, too many nodes); undefined when it saw everything. */
  stopped?: { pointer: string; why: string };
}

/** Walk limits: deeper than any schema a model API accepts, small enough to stay fast. */
export const MAX_SCHEMA_DEPTH = 64;
export const MAX_SCHEMA_NODES = 20_000;

const MAP_KEYS = ["properties", "patternProperties", "$defs", "definitions", "dependentSchemas"] as const;
const LIST_KEYS = ["anyOf", "oneOf", "allOf", "prefixItems"] as const;
const ONE_KEYS = ["items", "additionalProperties", "not", "if", "then", "else", "contains", "propertyNames"] as const;

/** JSON pointer escaping of one reference token (RFC 6901). */
export function pointerToken(key: string): string {
  return key.replaceAll("~", "~0").replaceAll("/", "~1");
}

export function walkSchema(schema: unknown, base = "/inputSchema"): SchemaWalk {
  const nodes: SchemaNode[] = [];
  const onPath = new Set<object>();
  let stopped: SchemaWalk["stopped"];
  const visit = (value: unknown, pointer: string, depth: number): void => {
    if (stopped || typeof value !== "object" || value === null || Array.isArray(value)) return;
    if (onPath.has(value)) return void (stopped = { pointer, why: "the schema refers to itself (a cycle)" });
    if (depth > MAX_SCHEMA_DEPTH) return void (stopped = { pointer, why: `nested deeper than ${MAX_SCHEMA_DEPTH} levels` });
    if (nodes.length >= MAX_SCHEMA_NODES) return void (stopped = { pointer, why: `more than ${MAX_SCHEMA_NODES} subschemas` });
    const node = value as Record<string, unknown>;
    nodes.push({ node, pointer, depth });
    onPath.add(node);
    for (const key of MAP_KEYS) {
      const map = node[key];
      if (typeof map === "object" && map !== null && !Array.isArray(map))
        for (const [name, sub] of Object.entries(map)) visit(sub, `${pointer}/${key}/${pointerToken(name)}`, depth + 1);
    }
    for (const key of LIST_KEYS) {
      const list = node[key];
      if (Array.isArray(list)) list.forEach((sub, i) => visit(sub, `${pointer}/${key}/${i}`, depth + 1));
    }
    for (const key of ONE_KEYS) {
      const sub = node[key];
      if (Array.isArray(sub)) sub.forEach((s, i) => visit(s, `${pointer}/${key}/${i}`, depth + 1));
      else visit(sub, `${pointer}/${key}`, depth + 1);
    }
    onPath.delete(node);
  };
  visit(schema, base, 0);
  return stopped ? { nodes, stopped } : { nodes };
}
