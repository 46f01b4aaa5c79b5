/**
 * Verdicts from what the wire itself saw during a session: ids echoed with
 * another type, responses with both result and error, responses to
 * notifications or to nothing, and messages that are not UTF-8.
 *
 * @see https://modelcontextprotocol.io/specification/2025-11-25/basic#messages
 */
import { type CheckRecorder, fail, pass } from "./check-recorder.js";
import type { WireAnomalyKind, WireLog } from "./wire/wire-log.js";

const RULES: ReadonlyArray<[string, readonly WireAnomalyKind[], string]> = [
  ["jsonrpc/id-echo", ["id-type"], "every response echoes its request id exactly"],
  [
    "jsonrpc/response-shape",
    ["result-and-error", "bad-error"],
    "every response has exactly one of result and error, errors with a code and message",
  ],
  ["jsonrpc/no-response-to-notification", ["unmatched-response"], "no response answered a notification or nothing"],
  ["wire/utf8", ["invalid-utf8"], "every message is valid UTF-8"],
];

export function wireAnomalyChecks(recorder: CheckRecorder, log: WireLog): void {
  for (const [id, kinds, fine] of RULES) {
    const seen = log.anomalies.filter((a) => kinds.includes(a.kind));
    const first = seen[0];
    recorder.add(
      id,
      "error",
      recorder.target(),
      first
        ? fail(`${first.method ? `${first.method}: ` : ""}${first.detail}${seen.length > 1 ? ` (and ${seen.length - 1} more)` : ""}`)
        : pass(fine),
      first?.method ? { method: first.method } : {},
    );
  }
  // Slow is a fact about the machine and the server, never a protocol fault: info, and only when it happened.
  const late = log.late[0];
  if (late)
    recorder.add(
      "wire/late-answer",
      "info",
      recorder.target(),
      fail(
        `${late.method} was answered ${late.afterMs} ms after its wait (connectMs) ran out${log.late.length > 1 ? ` (and ${log.late.length - 1} more)` : ""}: slow, not wrong; raise timeouts.connectMs or --connect-ms`,
      ),
      { method: late.method },
    );
}
