/**
 * `type: http`: requests a URL and checks the status and, optionally, a
 * value in the JSON body (`jsonPath` + `equals`) or a text in the body.
 */
import type { HttpVerifierSpec } from "../config/verify-schema.js";
import { matchesText } from "../match/match-text.js";
import { clipText } from "../util/clip-text.js";
import { checkJsonPath } from "../match/check-json-path.js";
import { formatValue } from "../match/format-value.js";
import { readJsonPath } from "../match/json-path.js";
import type { Verifier } from "./verifier.js";
import { formatBytes, readBoundedText } from "../util/bounded-body.js";

/** A state check reads a status or a JSON value, never a flood (the endpoint may be the server's). */
const MAX_BODY_BYTES = 8 * 1024 * 1024;

export function createHttpVerifier(spec: HttpVerifierSpec): Verifier {
  return {
    name: spec.name ?? `http ${spec.method} ${spec.url}`,
    type: "http",
    timeoutMs: spec.timeoutMs,
    async verify({ signal }) {
      const headers = new Headers(spec.headers);
      const init: RequestInit = { method: spec.method, headers, signal };
      if (spec.body !== undefined) {
        init.body = typeof spec.body === "string" ? spec.body : JSON.stringify(spec.body);
        if (typeof spec.body !== "string" && !headers.has("content-type")) headers.set("content-type", "application/json");
      }
      const response = await fetch(spec.url, init);
      const where = `${spec.method} ${spec.url}`;
      const { text, truncated } = await readBoundedText(response, { maxBytes: MAX_BODY_BYTES, signal });
      if (truncated) {
        return {
          passed: false,
          expected: `status ${spec.status}`,
          actual: `a body over ${formatBytes(MAX_BODY_BYTES)}`,
          message: `${where}: the body is over ${formatBytes(MAX_BODY_BYTES)}; it was not read further`,
        };
      }
      if (response.status !== spec.status) {
        return {
          passed: false,
          expected: `status ${spec.status}`,
          actual: `status ${response.status}: ${clipText(text, 300)}`,
          message: `${where} answered ${response.status}, expected ${spec.status}`,
        };
      }
      if (spec.jsonPath === undefined) {
        if (spec.contains !== undefined && !matchesText(text, spec.contains)) {
          return {
            passed: false,
            expected: `body contains ${JSON.stringify(spec.contains)}`,
            actual: clipText(text, 500),
            message: `${where}: the body does not contain ${JSON.stringify(spec.contains)}`,
          };
        }
        return { passed: true, expected: `status ${spec.status}`, actual: `status ${response.status}`, message: "" };
      }
      let json: unknown;
      try {
        json = JSON.parse(text);
      } catch {
        return {
          passed: false,
          expected: `JSON with ${spec.jsonPath}`,
          actual: clipText(text, 500),
          message: `${where}: the body is not JSON`,
        };
      }
      if (spec.contains !== undefined) {
        const found = readJsonPath(json, spec.jsonPath);
        const value = found.found ? (typeof found.value === "string" ? found.value : formatValue(found.value, 100_000)) : "";
        const passed = found.found && matchesText(value, spec.contains);
        const expected = `${spec.jsonPath} contains ${JSON.stringify(spec.contains)}`;
        return {
          passed,
          expected,
          actual: found.found ? clipText(value, 500) : `nothing at ${found.missing}`,
          message: passed ? "" : `${where}: ${expected} failed`,
        };
      }
      return checkJsonPath(json, spec.jsonPath, spec.equals, where);
    },
  };
}
