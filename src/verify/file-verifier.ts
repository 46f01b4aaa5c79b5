/**
 * `type: file`: a file exists (or, with `exists: false`, does not), contains
 * a text, or holds JSON with a value at a path.
 */
import { readFile, stat } from "node:fs/promises";
import path from "node:path";
import type { FileVerifierSpec } from "../config/verify-schema.js";
import { matchesText } from "../match/match-text.js";
import { clipText } from "../util/clip-text.js";
import { checkJsonPath } from "../match/check-json-path.js";
import type { Verifier } from "./verifier.js";

export function createFileVerifier(spec: FileVerifierSpec): Verifier {
  return {
    name: spec.name ?? `file ${spec.path}`,
    type: "file",
    timeoutMs: spec.timeoutMs,
    async verify({ baseDir, signal }) {
      const file = path.resolve(baseDir, spec.path);
      const exists = await stat(file).then(
        (s) => s.isFile(),
        () => false,
      );
      if (!spec.exists) {
        return {
          passed: !exists,
          expected: "no file",
          actual: exists ? "the file exists" : "no file",
          message: exists ? `${file} exists but should not` : "",
        };
      }
      if (!exists) return { passed: false, expected: "the file exists", actual: "no file", message: `${file} does not exist` };
      if (spec.contains === undefined && spec.jsonPath === undefined)
        return { passed: true, expected: "the file exists", actual: "the file exists", message: "" };

      const text = await readFile(file, { encoding: "utf8", signal });
      if (spec.contains !== undefined && !matchesText(text, spec.contains)) {
        return {
          passed: false,
          expected: `contains ${JSON.stringify(spec.contains)}`,
          actual: clipText(text, 500),
          message: `${file} does not contain ${JSON.stringify(spec.contains)}`,
        };
      }
      if (spec.jsonPath !== undefined) {
        let json: unknown;
        try {
          json = JSON.parse(text);
        } catch (error) {
          return {
            passed: false,
            expected: `JSON with ${spec.jsonPath}`,
            actual: clipText(text, 500),
            message: `${file} is not JSON: ${(error as Error).message}`,
          };
        }
        return checkJsonPath(json, spec.jsonPath, spec.equals, file);
      }
      return { passed: true, expected: `contains ${JSON.stringify(spec.contains)}`, actual: "it does", message: "" };
    },
  };
}
