/**
 * Walking a zod schema to find the keys an object accepts at a path, so an
 * unknown key's message can suggest the closest known one.
 */
import type { PathSegment } from "./format-path.js";
import { valueAt } from "./value-at.js";

// This reads zod's internal definitions (`_zod.def`); it is only used to improve
// messages, so any shape it does not understand yields "no known keys".

interface Def {
  type: string;
  [key: string]: unknown;
}

function defOf(schema: unknown): Def | undefined {
  return (schema as { _zod?: { def?: Def } } | undefined)?._zod?.def;
}

export function knownKeysAt(schema: unknown, at: ReadonlyArray<PathSegment>, input: unknown): string[] {
  try {
    let nodes: unknown[] = [schema];
    let value = input;
    for (const segment of at) {
      const next: unknown[] = [];
      for (const node of nodes.flatMap((candidate) => unwrap(candidate, value))) {
        const def = defOf(node);
        if (def?.type === "object" && typeof segment === "string") {
          const child = (def.shape as Record<string, unknown>)[segment];
          if (child) next.push(child);
        } else if (def?.type === "array" && typeof segment === "number") next.push(def.element);
        else if (def?.type === "record") next.push(def.valueType);
      }
      nodes = next;
      value = valueAt(value, [segment]);
    }
    const keys = nodes
      .flatMap((node) => unwrap(node, value))
      .flatMap((node) => (defOf(node)?.type === "object" ? Object.keys(defOf(node)?.shape as object) : []));
    return [...new Set(keys)];
  } catch {
    return [];
  }
}

/** Strips wrappers (optional, default, preprocess, ...) and expands unions to the options matching `value`. */
function unwrap(schema: unknown, value: unknown): unknown[] {
  const def = defOf(schema);
  if (!def) return [];
  switch (def.type) {
    case "optional":
    case "nullable":
    case "default":
    case "prefault":
    case "readonly":
    case "catch":
    case "nonoptional":
      return unwrap(def.innerType, value);
    case "pipe": {
      // z.preprocess is a pipe from a transform into the real schema. Run the
      // transform so the options are filtered by what the schema actually saw
      // (the server preprocess fills in `transport`).
      const input = defOf(def.in);
      if (input?.type !== "transform") return unwrap(def.in, value);
      return unwrap(def.out, (input.transform as (value: unknown, context: unknown) => unknown)(value, { value, issues: [] }));
    }
    case "lazy":
      return unwrap((def.getter as () => unknown)(), value);
    case "union":
      return (def.options as unknown[]).filter((option) => literalsMatch(option, value)).flatMap((option) => unwrap(option, value));
    default:
      return [schema];
  }
}

/** False when `option` is an object whose literal field (a discriminator) disagrees with `value`. */
function literalsMatch(option: unknown, value: unknown): boolean {
  const def = defOf(option);
  if (def?.type !== "object" || value === null || typeof value !== "object") return true;
  for (const [key, field] of Object.entries(def.shape as Record<string, unknown>)) {
    const fieldDef = defOf(field);
    if (fieldDef?.type === "literal" && key in value) {
      if (!(fieldDef.values as unknown[]).includes((value as Record<string, unknown>)[key])) return false;
    }
  }
  return true;
}
