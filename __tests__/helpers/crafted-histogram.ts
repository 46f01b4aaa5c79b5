/**
 * Crafted HdrHistogram texts (V2 encoding, compressed base64) for the tests
 * of the bounded decoder: a header with any settings, raw ZigZag LEB128
 * counts, any declared lengths.
 */
import { deflateSync } from "node:zlib";

const V2_COOKIE = 0x1c849303 | 0x10;
const V2_COMPRESSED_COOKIE = 0x1c849304 | 0x10;

/** A V2 histogram's uncompressed bytes: the 40-byte header and `payload` (ZigZag LEB128 counts). */
export function rawHistogram(
  payload: Buffer,
  { digits = 3, lowest = 1n, highest = 3_600_000_000n, payloadLength = payload.length } = {},
): Buffer {
  const header = Buffer.alloc(40);
  header.writeInt32BE(V2_COOKIE, 0);
  header.writeInt32BE(payloadLength, 4);
  header.writeInt32BE(digits, 12);
  header.writeBigInt64BE(lowest, 16);
  header.writeBigInt64BE(highest, 24);
  header.writeBigInt64BE(1n, 32);
  return Buffer.concat([header, payload]);
}

/** The compressed-base64 text of `raw`, as encodeHistogram writes it. */
export function compressed(raw: Buffer): string {
  const deflated = deflateSync(raw);
  const prefix = Buffer.alloc(8);
  prefix.writeInt32BE(V2_COMPRESSED_COOKIE, 0);
  prefix.writeInt32BE(deflated.length, 4);
  return Buffer.concat([prefix, deflated]).toString("base64");
}

/** One ZigZag LEB128 word (at most 2^52 in magnitude: exact in a double). */
export function zigzag(word: number): Buffer {
  let value = word < 0 ? -word * 2 - 1 : word * 2;
  const bytes: number[] = [];
  do {
    const low = value % 128;
    value = Math.floor(value / 128);
    bytes.push(value > 0 ? low | 0x80 : low);
  } while (value > 0);
  return Buffer.from(bytes);
}

/** A zip bomb: `mb` MB of zero counts behind a valid header, a ~1/1000 of that in text. */
export function zipBombHistogram(mb: number): string {
  const size = mb * 1024 * 1024;
  return compressed(rawHistogram(Buffer.alloc(size - 40), { payloadLength: size - 40 }));
}
