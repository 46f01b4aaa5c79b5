/**
 * Everything exchanged with one server on check's own wire: each message's
 * text, size, direction and time, and the anomalies the wire itself saw
 * (invalid UTF-8, an id echoed with another type, a response with both
 * result and error, a response nobody asked for). Checks read verdicts from
 * here, independent of any SDK's schema parsing.
 */
export interface WireRecord {
  direction: "sent" | "received";
  /** Milliseconds since the log started. */
  at: number;
  bytes: number;
  text: string;
}

export type WireAnomalyKind =
  "invalid-utf8" | "not-json" | "pretty-printed" | "no-jsonrpc" | "id-type" | "result-and-error" | "unmatched-response" | "bad-error";

export interface WireAnomaly {
  kind: WireAnomalyKind;
  /** The method of the request the message answered, when known. */
  method?: string;
  detail: string;
}

/** Kept per log, so a flooding server cannot grow memory without bound. */
const MAX_RECORDS = 5_000;
const MAX_TEXT = 4_096;
/** Parsed messages kept for the schema check: a count and a byte budget (a message over the budget is counted, not kept). */
const MAX_MESSAGES = 2_000;
const MAX_MESSAGE_BYTES = 32 * 1024 * 1024;

/** A message the server sent, parsed, with the method of the request it answers (responses) for the schema check. */
export interface ReceivedMessage {
  message: Record<string, unknown>;
  /** The method of the request a response answers; undefined for requests and notifications, or when unknown. */
  answers?: string;
  bytes: number;
}

export class WireLog {
  readonly records: WireRecord[] = [];
  readonly anomalies: WireAnomaly[] = [];
  /** Messages from the server that answer nothing: notifications and server-to-client requests. */
  readonly unsolicited: Array<Record<string, unknown>> = [];
  /** Answers that came after their request's wait ran out: the server is slow, not wrong. */
  readonly late: Array<{ method: string; afterMs: number }> = [];
  /** Every message the server sent, parsed (within MAX_MESSAGES and MAX_MESSAGE_BYTES). */
  readonly received: ReceivedMessage[] = [];
  /** Messages the budget left out of `received`: the schema check says it did not see them. */
  unkept = 0;
  private keptBytes = 0;
  private readonly started = performance.now();

  /** Keeps a parsed message from the server for the schema check, within the budget. */
  receivedMessage(message: Record<string, unknown>, bytes: number, answers?: string): void {
    if (this.received.length >= MAX_MESSAGES || this.keptBytes + bytes > MAX_MESSAGE_BYTES) {
      this.unkept++;
      return;
    }
    this.keptBytes += bytes;
    this.received.push({ message, bytes, ...(answers ? { answers } : {}) });
  }

  lateAnswer(method: string, afterMs: number): void {
    if (this.late.length < MAX_RECORDS) this.late.push({ method, afterMs });
  }

  record(direction: WireRecord["direction"], text: string, bytes: number): void {
    if (this.records.length >= MAX_RECORDS) return;
    this.records.push({
      direction,
      at: Math.round(performance.now() - this.started),
      bytes,
      text: text.length > MAX_TEXT ? text.slice(0, MAX_TEXT) : text,
    });
  }

  anomaly(kind: WireAnomalyKind, detail: string, method?: string): void {
    if (this.anomalies.length < MAX_RECORDS) this.anomalies.push({ kind, detail, ...(method ? { method } : {}) });
  }

  unsolicitedMessage(message: Record<string, unknown>): void {
    if (this.unsolicited.length < MAX_RECORDS) this.unsolicited.push(message);
  }
}

const strictUtf8 = new TextDecoder("utf-8", { fatal: true });

/** The text of `bytes`, and whether they were valid UTF-8 (invalid sequences become U+FFFD). */
export function decodeUtf8(bytes: Uint8Array): { text: string; valid: boolean } {
  try {
    return { text: strictUtf8.decode(bytes), valid: true };
  } catch {
    return { text: Buffer.from(bytes).toString("utf8"), valid: false };
  }
}
