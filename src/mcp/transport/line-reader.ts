/**
 * Splits a stdio server's output into lines (one JSON-RPC message each)
 * with a size limit. A line over the limit is not kept: its first and last
 * bytes are (enough to find the request id, which the SDK's servers write
 * last) and the reader resynchronizes at the next newline, so one huge
 * answer fails one call instead of the whole run.
 */

/** Default limit of one message from a stdio server: 10 MiB. */
export const DEFAULT_MAX_MESSAGE_BYTES = 10 * 1024 * 1024;

const EDGE_BYTES = 256;

export interface OversizedLine {
  /** Length of the whole line. */
  bytes: number;
  head: string;
  tail: string;
}

export interface LineReaderOptions {
  maxBytes?: number;
  onLine(line: string): void;
  onOversized(line: OversizedLine): void;
}

export class LineReader {
  private parts: Buffer[] = [];
  private size = 0;
  /** Set while skipping the rest of an oversized line. */
  private skipping: { head: string; tail: Buffer } | undefined;
  private readonly maxBytes: number;

  constructor(private readonly options: LineReaderOptions) {
    this.maxBytes = options.maxBytes ?? DEFAULT_MAX_MESSAGE_BYTES;
  }

  push(chunk: Buffer): void {
    let start = 0;
    // Only the new chunk is searched: a 20 MB line arriving in 64 KB pieces costs linear time.
    for (let newline = chunk.indexOf(10, start); newline !== -1; newline = chunk.indexOf(10, start)) {
      this.add(chunk.subarray(start, newline));
      this.endLine();
      start = newline + 1;
    }
    if (start < chunk.length) this.add(chunk.subarray(start));
  }

  clear(): void {
    this.parts = [];
    this.size = 0;
    this.skipping = undefined;
  }

  private add(part: Buffer): void {
    if (part.length === 0) return;
    this.size += part.length;
    if (this.skipping) {
      this.skipping.tail = Buffer.concat([this.skipping.tail, part]).subarray(-EDGE_BYTES);
      return;
    }
    this.parts.push(part);
    if (this.size > this.maxBytes) {
      const whole = Buffer.concat(this.parts);
      this.skipping = { head: whole.toString("utf8", 0, EDGE_BYTES), tail: whole.subarray(-EDGE_BYTES) };
      this.parts = [];
    }
  }

  private endLine(): void {
    const { skipping, size } = this;
    // Most lines arrive in one chunk: decoded in place, not copied first.
    const whole = this.parts.length === 1 ? this.parts[0]! : Buffer.concat(this.parts);
    const line = skipping ? undefined : whole.toString("utf8").replace(/\r$/, "");
    this.clear();
    if (skipping) this.options.onOversized({ bytes: size, head: skipping.head, tail: skipping.tail.toString("utf8") });
    else if (line !== undefined && line.trim() !== "") this.options.onLine(line);
  }
}

/** The JSON-RPC id of a message seen only by its first and last bytes, if either shows it. */
export function idOfOversized({ head, tail }: OversizedLine): string | number | undefined {
  const ID = /"id"\s*:\s*(-?\d+|"(?:[^"\\]|\\.)*")/g;
  // The last one in the tail (`..."jsonrpc":"2.0","id":3}`), else the first in the head (`{"jsonrpc":"2.0","id":3,...`).
  const found = [...tail.matchAll(ID)].at(-1) ?? [...head.matchAll(ID)].at(0);
  if (!found) return undefined;
  return found[1]!.startsWith('"') ? (JSON.parse(found[1]!) as string) : Number(found[1]);
}
