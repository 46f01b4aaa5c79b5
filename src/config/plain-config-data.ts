/**
 * Config data as plain, finite, acyclic JSON-like values, checked before
 * anything walks it recursively. A YAML alias cycle (`args: &a [*a]`), JSON
 * nested thousands deep or a TS config whose getter throws would otherwise
 * surface as "Maximum call stack size exceeded" from deep inside validation;
 * here each is a ConfigError naming the field.
 */
import { ConfigError, describeError } from "../errors.js";
import { groupDigits } from "../util/group-digits.js";
import { formatConfigError } from "./format-config-issues.js";
import { formatPath, type PathSegment } from "./format-path.js";

/** Deepest nesting accepted. The schema itself needs under 10 levels; tool `args` get the rest. */
export const MAX_CONFIG_DEPTH = 64;
/** Most values accepted in one config (a guard against alias expansion in a TS config). */
export const MAX_CONFIG_NODES = 1_000_000;

/**
 * A copy of `data` made of arrays, plain objects and primitives (other
 * values, e.g. functions or class instances, are kept as they are for the
 * schema to reject). Throws ConfigError for a cycle, nesting deeper than
 * MAX_CONFIG_DEPTH, a property that cannot be read, or NaN / Infinity.
 */
export function plainConfigData(data: unknown, { file = null }: { file?: string | null } = {}): unknown {
  const ancestors = new Set<object>();
  let nodes = 0;
  const fail = (at: PathSegment[], message: string, cause?: unknown): never => {
    const issues = [{ path: formatPath(at), message }];
    throw new ConfigError(formatConfigError(file, issues), { file: file ?? undefined, issues, cause });
  };

  const visit = (value: unknown, at: PathSegment[]): unknown => {
    nodes += 1;
    if (nodes > MAX_CONFIG_NODES)
      fail(at, `the config holds more than ${groupDigits(MAX_CONFIG_NODES)} values (aliases or references expanding?)`);
    if (typeof value === "number" && !Number.isFinite(value)) {
      fail(at, `${String(value)} is not a usable number (YAML .nan / .inf?); write a finite number`);
    }
    if (value === null || typeof value !== "object") return value;
    if (!Array.isArray(value) && !isPlainObject(value)) return value;
    if (ancestors.has(value)) fail(at, "refers to itself (a cycle, e.g. a YAML alias inside its own anchor); write the value out instead");
    if (at.length >= MAX_CONFIG_DEPTH) fail(at, `nested more than ${MAX_CONFIG_DEPTH} levels deep; flatten it`);
    ancestors.add(value);
    try {
      if (Array.isArray(value)) {
        const length = read(() => value.length, at);
        const out: unknown[] = [];
        for (let index = 0; index < length; index += 1)
          out.push(
            visit(
              read(() => value[index], [...at, index]),
              [...at, index],
            ),
          );
        return out;
      }
      const out: Record<string, unknown> = {};
      for (const key of read(() => Object.keys(value), at)) {
        // The schema's records would drop it without a word (a server or tool that silently is not there).
        if (key === "__proto__") fail([...at, key], '"__proto__" cannot be a name or key in a config; rename it');
        const item = read(() => (value as Record<string, unknown>)[key], [...at, key]);
        // defineProperty: a key "__proto__" stays data instead of replacing the prototype.
        Object.defineProperty(out, key, { value: visit(item, [...at, key]), enumerable: true, writable: true, configurable: true });
      }
      return out;
    } finally {
      ancestors.delete(value);
    }
  };

  const read = <T>(get: () => T, at: PathSegment[]): T => {
    try {
      return get();
    } catch (error) {
      return fail(at, `could not be read: ${messageOf(error)}`, error);
    }
  };

  return visit(data, []);
}

function isPlainObject(value: object): boolean {
  const proto = Object.getPrototypeOf(value) as object | null;
  // By shape, not identity: a TS config evaluated in another realm has another Object.prototype.
  return proto === null || Object.getPrototypeOf(proto) === null;
}

function messageOf(error: unknown): string {
  const message = (error as { message?: unknown } | null)?.message;
  return typeof message === "string" ? message : describeError(error);
}
