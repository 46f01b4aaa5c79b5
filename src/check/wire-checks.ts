/**
 * Checks of a stdio server's wire, from its own probe (wire/stdio-probe.ts):
 * nothing but newline-delimited JSON-RPC on stdout, valid UTF-8, exact id
 * echo, a clean answer when offered a revision it does not know, no request
 * before `initialized`, and an exit soon after stdin closes.
 *
 * @see https://modelcontextprotocol.io/specification/2025-11-25/basic/transports#stdio
 * @see https://modelcontextprotocol.io/specification/2025-11-25/basic/lifecycle#version-negotiation
 */
import { PROTOCOL_VERSIONS } from "../protocol/protocol-schema.js";
import { clipText } from "../util/clip-text.js";
import { type CheckRecorder, type CheckVerdict, fail, pass } from "./check-recorder.js";
import { wireAnomalyChecks } from "./wire-anomaly-checks.js";
import { type StdioProbe, type StdioProbeResult, UNKNOWN_PROTOCOL_VERSION } from "./wire/stdio-probe.js";

export function wireChecks(recorder: CheckRecorder, probe: StdioProbe, result: StdioProbeResult): void {
  const server = recorder.target();
  recorder.add(
    "wire/exit-on-stdin-close",
    "error",
    server,
    result.exitMs !== null
      ? pass(`exited ${result.exitMs} ms after stdin closed`)
      : fail(`did not exit within ${result.exitWithinMs} ms after stdin closed (it was killed): clients wait on that`),
  );
  recorder.add("lifecycle/version-negotiation", "error", server, negotiation(result.initializeAnswer), { method: "initialize" });
  if (result.initializeAnswer && "result" in result.initializeAnswer) {
    recorder.add(
      "lifecycle/no-request-before-initialized",
      "warning",
      server,
      result.earlyRequests.length === 0
        ? pass("no request before notifications/initialized")
        : fail(`sent ${result.earlyRequests.join(", ")} before notifications/initialized`),
    );
  }
  wireAnomalyChecks(recorder, probe.channel.log, { unterminated: `${probe.channel.unclosed}${result.unterminated}` });
}

/** A server offered an unknown revision answers with one it supports, or refuses with a JSON-RPC error; it never hangs or echoes the unknown one. */
export function negotiation(answer: Record<string, unknown> | undefined): CheckVerdict {
  if (!answer)
    return fail(
      `no answer to initialize offering revision ${UNKNOWN_PROTOCOL_VERSION} (it should answer with a revision it supports, or refuse)`,
    );
  const error = answer.error as { code?: unknown; message?: unknown; data?: { supported?: unknown } } | undefined;
  if (error) {
    if (typeof error.code !== "number") return fail("initialize was refused with an error that has no numeric code");
    const supported = Array.isArray(error.data?.supported) ? ` (supports ${error.data.supported.join(", ")})` : "";
    return pass(`refused revision ${UNKNOWN_PROTOCOL_VERSION} cleanly with code ${error.code}${supported}`);
  }
  const version = (answer.result as { protocolVersion?: unknown } | undefined)?.protocolVersion;
  if (version === UNKNOWN_PROTOCOL_VERSION)
    return fail(`accepted revision ${UNKNOWN_PROTOCOL_VERSION}, which no server supports`, "/result/protocolVersion");
  if (typeof version !== "string") return fail("answered initialize without a protocolVersion", "/result/protocolVersion");
  const known = (PROTOCOL_VERSIONS as readonly string[]).includes(version);
  return known
    ? pass(`answered the unknown revision with ${version}, one it supports`)
    : fail(`answered with revision "${clipText(version, 30)}", which is not an MCP revision`, "/result/protocolVersion");
}
