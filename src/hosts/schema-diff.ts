/**
 * The difference between a tool's schema as the server wrote it and as the
 * model API receives it after a provider's conversion: what was dropped and
 * what was changed, each at its JSON pointer. Additions that restate a JSON
 * Schema default (additionalProperties: true, required: [], properties: {})
 * change nothing and are not reported.
 */
import { pointerToken } from "./schema-walk.js";

export interface SchemaChange {
  effect: "dropped" | "changed";
  pointer: string;
  detail: string;
}

const MAX_CHANGES = 50;
const MAX_DEPTH = 64;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function restatesDefault(key: string, value: unknown): boolean {
  if (key === "additionalProperties") return value === true;
  if (key === "required") return Array.isArray(value) && value.length === 0;
  if (key === "properties") return isRecord(value) && Object.keys(value).length === 0;
  return false;
}

function brief(value: unknown): string {
  const text = JSON.stringify(value) ?? String(value);
  return text.length > 80 ? `${text.slice(0, 77)}...` : text;
}

/** `b` is `a` wrapped as anyOf [a, {type: "null"}]: how strict conversions turn an optional property into a required, nullable one. */
function madeNullable(a: Record<string, unknown>, b: Record<string, unknown>): boolean {
  if (Object.hasOwn(a, "anyOf") || !Array.isArray(b.anyOf)) return false;
  const inner = JSON.stringify(a);
  return b.anyOf.some((s) => JSON.stringify(s) === inner) && b.anyOf.some((s) => isRecord(s) && s.type === "null");
}

export function diffSchemas(original: unknown, sent: unknown, base = "/inputSchema"): SchemaChange[] {
  const changes: SchemaChange[] = [];
  const visit = (a: unknown, b: unknown, pointer: string, depth: number): void => {
    if (changes.length >= MAX_CHANGES || depth > MAX_DEPTH) return;
    if (isRecord(a) && isRecord(b) && madeNullable(a, b)) {
      changes.push({ effect: "changed", pointer, detail: "becomes nullable (anyOf with null): the model may send null for it" });
      return;
    }
    if (isRecord(a) && isRecord(b)) {
      for (const key of Object.keys(a)) {
        const at = `${pointer}/${pointerToken(key)}`;
        if (!Object.hasOwn(b, key)) changes.push({ effect: "dropped", pointer: at, detail: `${key} ${brief(a[key])} is removed` });
        else visit(a[key], b[key], at, depth + 1);
      }
      for (const key of Object.keys(b))
        if (!Object.hasOwn(a, key) && !restatesDefault(key, b[key]))
          changes.push({ effect: "changed", pointer: `${pointer}/${pointerToken(key)}`, detail: `${key} ${brief(b[key])} is added` });
      return;
    }
    if (Array.isArray(a) && Array.isArray(b) && a.length === b.length) {
      a.forEach((item, i) => visit(item, b[i], `${pointer}/${i}`, depth + 1));
      return;
    }
    if (JSON.stringify(a) !== JSON.stringify(b)) changes.push({ effect: "changed", pointer, detail: `${brief(a)} becomes ${brief(b)}` });
  };
  visit(original, sent, base, 0);
  return changes;
}
