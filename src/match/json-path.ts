/**
 * A tiny JSON path: `$`, `.key`, `[0]` and `["key with spaces"]`, e.g.
 * `$.entities[0].name`. Enough to point at one value in a verifier; no
 * wildcards or filters, so a path always names at most one value.
 */

/** One step of a parsed path: an object key or an array index. */
export type JsonPathSegment = string | number;

/** Thrown for a path that does not parse; the message says where and why. */
export class JsonPathSyntaxError extends Error {
  constructor(path: string, position: number, what: string) {
    super(`invalid JSON path ${JSON.stringify(path)} at character ${position + 1}: ${what} (write e.g. $.items[0].name or $["odd key"])`);
    this.name = "JsonPathSyntaxError";
  }
}

const IDENTIFIER = /^[A-Za-z_$][\w$-]*/;

/** Parses `$.a.b[0]["c d"]` into ["a", "b", 0, "c d"]. */
export function parseJsonPath(path: string): JsonPathSegment[] {
  if (!path.startsWith("$")) throw new JsonPathSyntaxError(path, 0, 'a path starts with "$"');
  const segments: JsonPathSegment[] = [];
  let i = 1;
  while (i < path.length) {
    const char = path[i];
    if (char === ".") {
      const match = IDENTIFIER.exec(path.slice(i + 1));
      if (!match) throw new JsonPathSyntaxError(path, i + 1, 'expected a key name after "."');
      segments.push(match[0]);
      i += 1 + match[0].length;
    } else if (char === "[") {
      const rest = path.slice(i + 1);
      const index = /^(\d+)\]/.exec(rest);
      const quoted = /^("(?:[^"\\]|\\.)*"|'(?:[^'\\]|\\.)*')\]/.exec(rest);
      if (index) {
        segments.push(Number(index[1]));
        i += 1 + index[0].length;
      } else if (quoted) {
        const raw = quoted[1]!;
        segments.push(raw.startsWith('"') ? (JSON.parse(raw) as string) : raw.slice(1, -1).replace(/\\(.)/g, "$1"));
        i += 1 + quoted[0].length;
      } else {
        throw new JsonPathSyntaxError(path, i + 1, 'expected an index like [0] or a quoted key like ["name"] after "["');
      }
    } else {
      throw new JsonPathSyntaxError(path, i, `unexpected ${JSON.stringify(char)}; expected "." or "["`);
    }
  }
  return segments;
}

/** True when `path` parses. */
export function isValidJsonPath(path: string): boolean {
  try {
    parseJsonPath(path);
    return true;
  } catch {
    return false;
  }
}

/** The value at `path`, or `{ found: false, missing }` naming the first segment that was not there. */
export function readJsonPath(value: unknown, path: string): { found: true; value: unknown } | { found: false; missing: string } {
  let current = value;
  let at = "$";
  for (const segment of parseJsonPath(path)) {
    const next =
      typeof segment === "number"
        ? `${at}[${segment}]`
        : /^[A-Za-z_$][\w$-]*$/.test(segment)
          ? `${at}.${segment}`
          : `${at}[${JSON.stringify(segment)}]`;
    if (typeof segment === "number") {
      if (!Array.isArray(current) || segment >= current.length) return { found: false, missing: next };
      current = current[segment];
    } else {
      if (current === null || typeof current !== "object" || Array.isArray(current) || !Object.hasOwn(current, segment))
        return { found: false, missing: next };
      current = (current as Record<string, unknown>)[segment];
    }
    at = next;
  }
  return { found: true, value: current };
}
