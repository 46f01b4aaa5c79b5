/**
 * Verdicts from what the wire itself saw during a session: ids echoed with
 * another type, responses with both result and error, responses to
 * notifications or to nothing, and messages that are not UTF-8.
 *
 * @see https://modelcontextprotocol.io/specification/2025-11-25/basic#messages
 */
import { clipText } from "../util/clip-text.js";
import { type CheckRecorder, fail, pass } from "./check-recorder.js";
import type { WireAnomalyKind, WireLog } from "./wire/wire-log.js";

const RULES: ReadonlyArray<[string, readonly WireAnomalyKind[], string]> = [
  ["jsonrpc/id-echo", ["id-type"], "every response echoes its request id exactly"],
  [
    "jsonrpc/response-shape",
    ["result-and-error", "bad-error", "no-jsonrpc"],
    'every message says "jsonrpc": "2.0"; every response has exactly one of result and error, errors with a code and message',
  ],
  ["jsonrpc/no-response-to-notification", ["unmatched-response"], "no response answered a notification or nothing"],
  ["wire/utf8", ["invalid-utf8"], "every message is valid UTF-8"],
];

/** The stdio framing rules, read off the same log: a line that is not JSON, and a message spread over lines. */
const FRAMING: ReadonlyArray<[string, readonly WireAnomalyKind[], string]> = [
  ["wire/stdout-json-only", ["not-json"], "stdout carried nothing but JSON-RPC messages"],
  ["wire/newline-delimited", ["pretty-printed"], "every message is one line ended by a newline"],
];

/**
 * The wire's own verdicts from `log`; `framing` (stdio): also the framing rules, with the bytes left after the
 * last newline (a message not newline-terminated).
 */
export function wireAnomalyChecks(recorder: CheckRecorder, log: WireLog, framing?: { unterminated: string }): void {
  for (const [id, kinds, fine] of framing ? [...FRAMING, ...RULES] : RULES) {
    const seen = log.anomalies.filter((a) => kinds.includes(a.kind));
    if (id === "wire/newline-delimited" && framing?.unterminated.trim())
      seen.push({
        kind: "pretty-printed",
        detail: `stdout ended with a message not terminated by a newline: "${clipText(framing.unterminated, 80)}"`,
      });
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
