/**
 * What changed in one tool, in words a reviewer understands, and whether a
 * client written against the old tool may now fail (breaking). Pure.
 *
 * Breaking: a new required parameter (or an optional one becoming required),
 * a parameter type narrowed (the new type accepts less than the old, e.g.
 * ["string","number"] → "string", or an unrelated type), allowed values
 * (`enum`) narrowed, a parameter removed while the schema rejects unknown
 * parameters (`additionalProperties: false`; otherwise a server ignores it),
 * and in the output schema a required field removed or the schema dropped.
 * Widening a type, adding an optional parameter and text changes are not.
 * Only top-level parameters are compared one by one; any other input-schema
 * change is reported as "input schema changed" (not breaking).
 */
import type { ToolChange } from "../result/tool-changes.js";
import { canonicalJson } from "../protocol/tools-hash.js";
import type { ToolSnapshot } from "./state-files.js";
import { nameTable } from "../util/name-table.js";

type Schema = Record<string, unknown>;

export function diffTool(before: ToolSnapshot, after: ToolSnapshot): ToolChange[] {
  const changes: ToolChange[] = [];
  const add = (kind: ToolChange["kind"], parameter: string | null, message: string, breaking = false): void => {
    changes.push({ kind, parameter, message, breaking });
  };
  if (before.description !== after.description) add("description-changed", null, "description changed");
  if (before.title !== after.title) add("title-changed", null, "title changed");
  diffInput(before.inputSchema, after.inputSchema, add);
  diffOutput(before.outputSchema, after.outputSchema, add);
  if (!same(before.annotations, after.annotations))
    add("annotations-changed", null, `annotations changed: ${annotationChanges(before.annotations, after.annotations)}`);
  return changes;
}

type Add = (kind: ToolChange["kind"], parameter: string | null, message: string, breaking?: boolean) => void;

function diffInput(before: Schema, after: Schema, add: Add): void {
  const oldProps = properties(before);
  const newProps = properties(after);
  const oldRequired = required(before);
  const newRequired = required(after);
  let described = false;
  for (const name of Object.keys(newProps)
    .filter((n) => !(n in oldProps))
    .sort()) {
    const isRequired = newRequired.has(name);
    add("parameter-added", name, `${isRequired ? "required" : "optional"} parameter \`${name}\` added`, isRequired);
    described = true;
  }
  for (const name of Object.keys(oldProps)
    .filter((n) => !(n in newProps))
    .sort()) {
    const rejects = after.additionalProperties === false;
    add(
      "parameter-removed",
      name,
      `parameter \`${name}\` removed${rejects ? " (unknown parameters are rejected: callers still sending it fail)" : ""}`,
      rejects,
    );
    described = true;
  }
  for (const name of Object.keys(newProps)
    .filter((n) => n in oldProps)
    .sort()) {
    const was = oldProps[name]!;
    const now = newProps[name]!;
    if (!oldRequired.has(name) && newRequired.has(name)) {
      add("parameter-required", name, `parameter \`${name}\` became required`, true);
      described = true;
    } else if (oldRequired.has(name) && !newRequired.has(name)) {
      add("parameter-optional", name, `parameter \`${name}\` became optional`);
      described = true;
    }
    const typeChange = compareTypes(typesOf(was), typesOf(now));
    if (typeChange !== null) {
      add(
        "type-changed",
        name,
        `parameter \`${name}\` type changed: ${typeChange.from} → ${typeChange.to}${typeChange.narrowed ? " (narrowed)" : " (widened)"}`,
        typeChange.narrowed,
      );
      described = true;
    }
    const lost = lostEnumValues(was, now);
    if (lost.length > 0) {
      add("input-schema-changed", name, `parameter \`${name}\` no longer accepts ${lost.map((v) => JSON.stringify(v)).join(", ")}`, true);
      described = true;
    } else if (typeChange === null && !same(withoutText(was), withoutText(now))) {
      add("input-schema-changed", name, `parameter \`${name}\` schema changed`);
      described = true;
    }
  }
  // Anything else (parameter descriptions, additionalProperties, $defs, ...).
  if (!described && !same(before, after)) add("input-schema-changed", null, "input schema changed");
}

function diffOutput(before: Schema | null, after: Schema | null, add: Add): void {
  if (same(before, after)) return;
  if (before === null) return add("output-schema-changed", null, "output schema added");
  if (after === null) return add("output-schema-changed", null, "output schema removed (structured results are no longer promised)", true);
  const newRequired = required(after);
  const dropped = [...required(before)].filter((field) => !newRequired.has(field)).sort();
  if (dropped.length > 0) {
    add(
      "output-schema-changed",
      null,
      `output schema changed: required field${dropped.length === 1 ? "" : "s"} ${dropped.map((f) => `\`${f}\``).join(", ")} no longer guaranteed`,
      true,
    );
  } else {
    add("output-schema-changed", null, "output schema changed");
  }
}

function properties(schema: Schema): Record<string, Schema> {
  const props = schema.properties;
  if (!props || typeof props !== "object" || Array.isArray(props)) return nameTable();
  // Property names come from the server: no prototype, so `in` sees only them.
  return nameTable(Object.entries(props).map(([k, v]) => [k, v && typeof v === "object" ? (v as Schema) : {}]));
}

function required(schema: Schema): Set<string> {
  return new Set(Array.isArray(schema.required) ? schema.required.filter((r): r is string => typeof r === "string") : []);
}

/** JSON types a schema accepts; null when it does not say (any type). */
function typesOf(schema: Schema): Set<string> | null {
  if (typeof schema.type === "string") return new Set([schema.type]);
  if (Array.isArray(schema.type)) return new Set(schema.type.filter((t): t is string => typeof t === "string"));
  const alternatives = [schema.anyOf, schema.oneOf].find(Array.isArray) as unknown[] | undefined;
  if (alternatives) {
    const all = new Set<string>();
    for (const alt of alternatives) {
      const types = alt && typeof alt === "object" ? typesOf(alt as Schema) : null;
      if (types === null) return null;
      types.forEach((t) => all.add(t));
    }
    return all;
  }
  return null;
}

/** Null when the accepted types are the same; otherwise whether the new set accepts less than the old. */
function compareTypes(before: Set<string> | null, after: Set<string> | null): { from: string; to: string; narrowed: boolean } | null {
  const label = (types: Set<string> | null): string => (types === null ? "any" : [...types].sort().join(" | "));
  if (label(before) === label(after)) return null;
  // "integer" is a subset of "number".
  const accepts = (set: Set<string> | null, type: string): boolean =>
    set === null || set.has(type) || (type === "integer" && set.has("number"));
  const narrowed = before === null ? after !== null : [...before].some((t) => !accepts(after, t));
  return { from: label(before), to: label(after), narrowed };
}

function lostEnumValues(before: Schema, after: Schema): unknown[] {
  if (!Array.isArray(before.enum) || !Array.isArray(after.enum)) return [];
  const now = new Set(after.enum.map((v) => canonicalJson(v)));
  return before.enum.filter((v) => !now.has(canonicalJson(v)));
}

/** A parameter's schema without its human text, so a reworded description is not reported as a schema change. */
function withoutText(schema: Schema): Schema {
  const { description: _description, title: _title, type: _type, ...rest } = schema;
  return rest;
}

function annotationChanges(before: Schema | null, after: Schema | null): string {
  const keys = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])].sort();
  return keys
    .filter((k) => !same(before?.[k], after?.[k]))
    .map((k) => `${k} ${JSON.stringify(before?.[k] ?? null)} → ${JSON.stringify(after?.[k] ?? null)}`)
    .join(", ");
}

function same(a: unknown, b: unknown): boolean {
  return canonicalJson(a ?? null) === canonicalJson(b ?? null);
}
