import { deepEqual } from "./match-values.js";
import { formatValue } from "./format-value.js";
import { readJsonPath } from "./json-path.js";
import type { VerifierResult } from "../result/verifier-result.js";

/** Shared by the file, http and mcp verifiers: the value at `jsonPath` exists and (when `equals` is given) deep-equals it. */
export function checkJsonPath(
  json: unknown,
  jsonPath: string,
  equals: unknown,
  where: string,
): Pick<VerifierResult, "passed" | "expected" | "actual" | "message"> {
  const found = readJsonPath(json, jsonPath);
  const expected = equals === undefined ? `a value at ${jsonPath}` : `${jsonPath} = ${formatValue(equals)}`;
  if (!found.found)
    return { passed: false, expected, actual: `nothing at ${found.missing}`, message: `${where}: nothing at ${found.missing}` };
  if (equals !== undefined && !deepEqual(found.value, equals)) {
    return {
      passed: false,
      expected,
      actual: `${jsonPath} = ${formatValue(found.value)}`,
      message: `${where}: ${jsonPath} is ${formatValue(found.value, 200)}, expected ${formatValue(equals, 200)}`,
    };
  }
  return { passed: true, expected, actual: `${jsonPath} = ${formatValue(found.value)}`, message: "" };
}
