/**
 * Reads an HdrHistogram's compressed-base64 text (V2 encoding: a cookie, a
 * deflated header + ZigZag LEB128 counts) with bounds, before any histogram
 * is built from it. The text comes from a file (a `--baseline` report, a
 * load-history.json restored from a fork's cache): hdr-histogram-js's own
 * decoder inflates without a limit (a 1 MB text is ~1 GB) and trusts the
 * declared ranges and zero runs (56 bytes can declare 2^40 empty buckets,
 * which its decoder then walks one by one). Here the inflate is capped, the
 * header's settings are bounded, and the counts are decoded by index within
 * the declared histogram's own length.
 * @see https://github.com/HdrHistogram/HdrHistogram/blob/master/src/main/java/org/HdrHistogram/AbstractHistogram.java (encodeIntoCompressedByteBuffer)
 */
import { inflateSync } from "node:zlib";

/** The V2 cookies (the low nibble's high bits carry the word size: 0x10 for LEB128). */
const V2_COOKIE = 0x1c849303 | 0x10;
const V2_COMPRESSED_COOKIE_BASE = 0x1c849304;
const HEADER_BYTES = 40;

/** Most a histogram's text may hold: load-history.json's own per-histogram bound. */
export const MAX_HISTOGRAM_TEXT = 1_000_000;
/**
 * Most its counts may inflate to. A histogram within HISTOGRAM_BOUNDS has at
 * most ~40,000 buckets of at most 9 bytes each (~360 KB); ours are a few KB.
 */
export const MAX_INFLATED_BYTES = 1024 * 1024;

/** The settings a stored histogram may declare: within them a histogram is at most a few hundred KB. */
export const HISTOGRAM_BOUNDS = {
  maxSignificantDigits: 3,
  maxLowest: 1_000_000,
  /** 2^43 µs: about 100 days. */
  maxHighest: 2 ** 43,
  /** Most values a histogram may hold (100 million calls). */
  maxTotalCount: 100_000_000,
} as const;

export interface HistogramText {
  lowestDiscernibleValue: number;
  highestTrackableValue: number;
  numberOfSignificantValueDigits: 1 | 2 | 3;
  /** Bucket index → count, for the non-zero buckets, in index order. */
  counts: Array<[index: number, count: number]>;
}

/**
 * The header and non-zero counts of a histogram's text, or a plain Error
 * saying what is wrong (the caller names the file and the field).
 * `bucketsFor` gives the declared histogram's bucket count (its counts array
 * length), so a count past its end is refused rather than dropped.
 */
export function decodeHistogramText(text: string, bucketsFor: (settings: Omit<HistogramText, "counts">) => number): HistogramText {
  if (text.length > MAX_HISTOGRAM_TEXT) throw new Error(`${text.length} characters, over ${MAX_HISTOGRAM_TEXT}`);
  const bytes = Buffer.from(text.trim(), "base64");
  if (bytes.length < 8 || (bytes.readInt32BE(0) & ~0xf0) !== V2_COMPRESSED_COOKIE_BASE) {
    throw new Error("not an HdrHistogram (compressed base64, V2 encoding)");
  }
  const compressedLength = bytes.readInt32BE(4);
  if (compressedLength < 0 || 8 + compressedLength > bytes.length) throw new Error("a compressed length past the end of the text");
  let data: Buffer;
  try {
    data = inflateSync(bytes.subarray(8, 8 + compressedLength), { maxOutputLength: MAX_INFLATED_BYTES });
  } catch (error) {
    if ((error as { code?: unknown }).code === "ERR_BUFFER_TOO_LARGE") {
      throw new Error(`it inflates past ${MAX_INFLATED_BYTES} bytes (a load histogram is a few KB): refused`);
    }
    throw new Error(`its deflate data is corrupt (${error instanceof Error ? error.message : String(error)})`);
  }
  const settings = readHeader(data);
  const buckets = bucketsFor(settings);
  return { ...settings, counts: readCounts(data.subarray(HEADER_BYTES, HEADER_BYTES + data.readInt32BE(4)), buckets) };
}

function readHeader(data: Buffer): Omit<HistogramText, "counts"> {
  if (data.length < HEADER_BYTES || data.readInt32BE(0) !== V2_COOKIE) throw new Error("not an HdrHistogram (no V2 encoding cookie)");
  const payload = data.readInt32BE(4);
  if (payload < 0 || HEADER_BYTES + payload > data.length) throw new Error("a payload length past the end of the data");
  const digits = data.readInt32BE(12);
  const lowest = data.readBigInt64BE(16);
  const highest = data.readBigInt64BE(24);
  const b = HISTOGRAM_BOUNDS;
  if (digits < 1 || digits > b.maxSignificantDigits) throw new Error(`${digits} significant digits (1 to ${b.maxSignificantDigits})`);
  if (lowest < 1n || lowest > BigInt(b.maxLowest)) throw new Error(`a lowest value of ${lowest} (1 to ${b.maxLowest})`);
  if (highest < 2n * lowest || highest > BigInt(b.maxHighest)) {
    throw new Error(`a highest value of ${highest} (2 × the lowest to ${b.maxHighest})`);
  }
  return {
    numberOfSignificantValueDigits: digits as 1 | 2 | 3,
    lowestDiscernibleValue: Number(lowest),
    highestTrackableValue: Number(highest),
  };
}

/** The ZigZag LEB128 counts (a negative word is a run of that many empty buckets), each index checked against `buckets`. */
function readCounts(payload: Buffer, buckets: number): Array<[number, number]> {
  const counts: Array<[number, number]> = [];
  let index = 0;
  let total = 0;
  let at = 0;
  while (at < payload.length) {
    let value = 0;
    let scale = 1;
    for (let i = 0; i < 9; i++) {
      if (at >= payload.length) throw new Error("its counts end inside a number");
      const byte = payload[at++]!;
      // The ninth byte carries 8 bits, not 7 (LEB128-64b9B).
      value += (i === 8 ? byte : byte & 0x7f) * scale;
      scale *= 128;
      if (i === 8 || (byte & 0x80) === 0) break;
    }
    const word = value % 2 === 0 ? value / 2 : -(value + 1) / 2;
    if (word < 0) {
      index += -word;
    } else {
      if (word > 0) {
        total += word;
        if (total > HISTOGRAM_BOUNDS.maxTotalCount) throw new Error(`more than ${HISTOGRAM_BOUNDS.maxTotalCount} values`);
        counts.push([index, word]);
      }
      index += 1;
    }
    if (index > buckets) throw new Error(`counts past its declared range (${buckets} buckets)`);
  }
  return counts;
}
