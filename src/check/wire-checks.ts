/**
 * Checks of a stdio server's wire, from a raw probe (mcp/probe-stdio-wire.ts):
 * nothing but newline-delimited JSON-RPC on stdout, a clean answer when
 * offered a revision it does not know, and an exit soon after stdin closes.
 *
 * @see https://modelcontextprotocol.io/specification/2025-11-25/basic/transports#stdio
 * @see https://modelcontextprotocol.io/specification/2025-11-25/basic/lifecycle#version-negotiation
 */
import type { StdioWireProbe } from "../mcp/probe-stdio-wire.js";
import { UNKNOWN_PROTOCOL_VERSION } from "../mcp/probe-stdio-wire.js";
import { PROTOCOL_VERSIONS } from "../mcp/protocol-version.js";
import { clipText } from "../util/clip-text.js";
import { type CheckRecorder, type CheckVerdict, fail, pass } from "./check-recorder.js";

export function wireChecks(recorder: CheckRecorder, probe: StdioWireProbe): void {
  const server = recorder.target();
  const stray = probe.lines.find((line) => !isJsonRpc(line));
  recorder.add(
    "wire/stdout-json-only",
    "error",
    server,
    stray === undefined ? pass(`${probe.lines.length} stdout line${probe.lines.length === 1 ? "" : "s"}, all JSON-RPC`) : fail(`stdout carries a line that is not JSON-RPC (log to stderr instead): "${clipText(stray, 120)}"`),
  );
  recorder.add(
    "wire/newline-delimited",
    "error",
    server,
    probe.unterminated.trim() === "" ? pass("every message ends with a newline") : fail(`stdout ended with a message not terminated by a newline: "${clipText(probe.unterminated, 80)}"`),
  );
  recorder.add(
    "wire/exit-on-stdin-close",
    "error",
    server,
    probe.exitMs !== null ? pass(`exited ${probe.exitMs} ms after stdin closed`) : fail("did not exit within 3 s after stdin closed (it was killed): clients wait on that"),
  );
  recorder.add("lifecycle/version-negotiation", "error", server, negotiation(probe));
}

/** A server offered an unknown revision answers with one it supports, or refuses with a JSON-RPC error; it never hangs or echoes the unknown one. */
function negotiation(probe: StdioWireProbe): CheckVerdict {
  const answer = probe.initializeAnswer;
  if (!answer) return fail(`no answer to initialize offering revision ${UNKNOWN_PROTOCOL_VERSION} (it should answer with a revision it supports, or refuse)`);
  const error = answer.error as { code?: unknown; message?: unknown; data?: { supported?: unknown } } | undefined;
  if (error) {
    if (typeof error.code !== "number") return fail("initialize was refused with an error that has no numeric code");
    const supported = Array.isArray(error.data?.supported) ? ` (supports ${error.data.supported.join(", ")})` : "";
    return pass(`refused revision ${UNKNOWN_PROTOCOL_VERSION} cleanly with code ${error.code}${supported}`);
  }
  const version = (answer.result as { protocolVersion?: unknown } | undefined)?.protocolVersion;
  if (version === UNKNOWN_PROTOCOL_VERSION) return fail(`accepted revision ${UNKNOWN_PROTOCOL_VERSION}, which no server supports`);
  if (typeof version !== "string") return fail("answered initialize without a protocolVersion");
  const known = (PROTOCOL_VERSIONS as readonly string[]).includes(version);
  return known ? pass(`answered the unknown revision with ${version}, one it supports`) : fail(`answered with revision "${clipText(version, 30)}", which is not an MCP revision`);
}

function isJsonRpc(line: string): boolean {
  try {
    const value = JSON.parse(line) as { jsonrpc?: unknown };
    return typeof value === "object" && value !== null && value.jsonrpc === "2.0";
  } catch {
    return false;
  }
}
