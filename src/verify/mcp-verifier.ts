/**
 * `type: mcp`: calls a tool after the workflow (on the workflow's own
 * connection, before it is closed, so a stdio server's in-memory state is
 * still there) and matches its answer like a tool test does
 * (`expectedResult`), or checks one value in it (`jsonPath` + `equals`).
 */
import type { McpVerifierSpec } from "../config/verify-schema.js";
import { matchesResult, resultMismatch } from "../match/match-result.js";
import { parseJson } from "../match/parse-json.js";
import { clipText } from "../util/clip-text.js";
import { checkJsonPath } from "../match/check-json-path.js";
import { formatValue } from "../match/format-value.js";
import type { Verifier } from "./verifier.js";

export function createMcpVerifier(spec: McpVerifierSpec): Verifier {
  return {
    name: spec.name ?? `mcp ${spec.tool}`,
    type: "mcp",
    timeoutMs: spec.timeoutMs,
    async verify({ callTool, signal }) {
      if (!callTool) throw new Error("no server connection is available (the server did not start)");
      const answer = await callTool(spec.server, spec.tool, spec.args, signal);
      const where = `tool ${spec.tool}`;
      if (!answer.ok)
        return {
          passed: false,
          expected: "a successful call",
          actual: clipText(answer.error ?? "failed", 500),
          message: `${where} failed: ${clipText(answer.error ?? "", 300)}`,
        };
      if (spec.expectedResult !== undefined && !matchesResult(spec.expectedResult, answer.text, answer.structured)) {
        return {
          passed: false,
          expected: formatValue(spec.expectedResult),
          actual: clipText(answer.text, 500),
          message: `${where}: ${resultMismatch(spec.expectedResult, answer.text)}`,
        };
      }
      if (spec.jsonPath !== undefined) {
        const json = answer.structured ?? parseJson(answer.text);
        if (json === undefined)
          return {
            passed: false,
            expected: `JSON with ${spec.jsonPath}`,
            actual: clipText(answer.text, 500),
            message: `${where}: the result is neither structured nor JSON text`,
          };
        return checkJsonPath(json, spec.jsonPath, spec.equals, where);
      }
      return {
        passed: true,
        expected: spec.expectedResult === undefined ? "a successful call" : formatValue(spec.expectedResult),
        actual: clipText(answer.text, 500),
        message: "",
      };
    },
  };
}
