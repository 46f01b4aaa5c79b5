/**
 * One way of writing a field path, shared by every config error so the path a
 * user reads in a schema error, an interpolation error and a normalization
 * error is the same string they can search their file for.
 */

/** A path segment: an object key or an array index. */
export type PathSegment = string | number | symbol;

// Keys that read unambiguously after a dot. Hyphens are allowed because HTTP
// header names (`X-Api-Key`) are common keys and brackets would only add noise.
const PLAIN_KEY = /^[A-Za-z_$][\w$-]*$/;

/**
 * Formats a path as `workflows[0].steps[1].user`; keys that are not plain
 * identifiers are quoted (`server.env["MY VAR"]`); the empty path is `(root)`.
 */
export function formatPath(segments: ReadonlyArray<PathSegment>): string {
  let out = "";
  for (const segment of segments) {
    if (typeof segment === "number") out += `[${segment}]`;
    else if (typeof segment === "symbol") out += `[${String(segment)}]`;
    else if (PLAIN_KEY.test(segment)) out += out === "" ? segment : `.${segment}`;
    else out += `[${JSON.stringify(segment)}]`;
  }
  return out === "" ? "(root)" : out;
}
