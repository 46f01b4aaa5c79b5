/**
 * Stored latency histograms are untrusted (a `--baseline` report, a
 * load-history.json restored from a fork's cache). Crafted texts that
 * hdr-histogram-js's own decoder takes badly: a zip bomb (~1 MB of text
 * inflated to ~700 MB: 8 s and 1.5 GB of memory before the bounded decoder), a
 * run of 2^40 empty buckets in 56 characters (an endless loop before), huge
 * declared ranges and counts. Each is now a plain error saying what is wrong;
 * a real histogram still round-trips.
 */
import type { JsHistogram } from "hdr-histogram-js";
import { decodeHistogram, encodeHistogram, newHistogram, percentileMs, recordMs } from "../../src/load/latency-histogram.js";
import { MAX_INFLATED_BYTES } from "../../src/load/decode-histogram-text.js";
import { compressed, rawHistogram, zigzag, zipBombHistogram } from "../helpers/crafted-histogram.js";

test("a real histogram round-trips through its text", () => {
  const h = newHistogram();
  for (let i = 0; i < 1000; i++) recordMs(h, 5 + (i % 100) / 10);
  const back = decodeHistogram(encodeHistogram(h));
  expect(back.totalCount).toBe(1000);
  expect(percentileMs(back, 95)).toBeCloseTo(percentileMs(h, 95), 2);
  // Each value comes back as the highest of its bucket's equivalent values, as hdr-histogram-js's own decoder gives it.
  expect(back.maxValue).toBe((h as JsHistogram).highestEquivalentValue(h.maxValue));
  expect(back.minNonZeroValue).toBe((h as JsHistogram).highestEquivalentValue(h.minNonZeroValue));
});

test("a zip bomb (32 MB of counts from a 43 KB text) is refused at the inflate cap, not inflated", () => {
  const text = zipBombHistogram(32);
  expect(text.length).toBeLessThan(100_000);
  expect(() => decodeHistogram(text)).toThrow(`it inflates past ${MAX_INFLATED_BYTES} bytes`);
});

test("a run of 2^40 empty buckets (56 characters) is refused: past the declared range, never walked", () => {
  const text = compressed(rawHistogram(zigzag(-(2 ** 40))));
  expect(text.length).toBeLessThan(100);
  expect(() => decodeHistogram(text)).toThrow(/counts past its declared range \(\d+ buckets\)/);
});

test("declared settings that would make a huge histogram are refused before one is built", () => {
  expect(() => decodeHistogram(compressed(rawHistogram(Buffer.alloc(0), { digits: 5 })))).toThrow("5 significant digits (1 to 3)");
  expect(() => decodeHistogram(compressed(rawHistogram(Buffer.alloc(0), { highest: 2n ** 62n })))).toThrow(
    /a highest value of 4611686018427387904/,
  );
  expect(() => decodeHistogram(compressed(rawHistogram(Buffer.alloc(0), { lowest: 0n })))).toThrow("a lowest value of 0");
});

test("counts over the bound, truncated words and lengths past the end are errors", () => {
  const many = Buffer.concat([zigzag(2 ** 26), zigzag(2 ** 26)]);
  expect(() => decodeHistogram(compressed(rawHistogram(many)))).toThrow("more than 100000000 values");
  expect(() => decodeHistogram(compressed(rawHistogram(Buffer.from([0x80]))))).toThrow("its counts end inside a number");
  expect(() => decodeHistogram(compressed(rawHistogram(Buffer.alloc(0), { payloadLength: 1000 })))).toThrow(
    "a payload length past the end",
  );
  expect(() => decodeHistogram("bm90IGEgaGlzdG9ncmFt")).toThrow("not an HdrHistogram");
  expect(() => decodeHistogram("x".repeat(1_000_001))).toThrow("over 1000000");
});

test("counts decode to the values they were recorded at", () => {
  // Bucket 0 holds 0..1 µs; 5 empty buckets, then one value at index 6 (6 µs), 3 times.
  const text = compressed(rawHistogram(Buffer.concat([zigzag(0), zigzag(-5), zigzag(3)])));
  const h = decodeHistogram(text);
  expect(h.totalCount).toBe(3);
  expect(h.maxValue).toBe(6);
});
