/**
 * The shape of src/ (ARCHITECTURE.md), checked by scripts/import-graph.mjs:
 * no import circle, at most MAX_UPWARD imports from a lower layer to a
 * higher one, no file over MAX_LINES lines. CI keeps the shape this way.
 */
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { REPO_ROOT } from "./helpers/run-mcpvals.js";

interface ImportGraph {
  analyze(srcDir: string): {
    files: Map<string, { lines: number; imports: string[] }>;
    cycles: string[][];
    upward: Array<{ from: string; to: string }>;
    long: Array<{ file: string; lines: number }>;
  };
  MAX_LINES: number;
  MAX_UPWARD: number;
}

const graph = (await import(pathToFileURL(join(REPO_ROOT, "scripts", "import-graph.mjs")).href)) as ImportGraph;
const { files, cycles, upward, long } = graph.analyze(join(REPO_ROOT, "src"));

test("src/ is read whole, every folder in a layer", () => {
  expect(files.size).toBeGreaterThan(100);
  expect(files.has("index.ts")).toBe(true);
});

test("no import circle in src/", () => {
  expect(cycles).toEqual([]);
});

test(`at most ${graph.MAX_UPWARD} imports run from a lower layer to a higher one`, () => {
  expect(upward.length).toBeLessThanOrEqual(graph.MAX_UPWARD);
});

test(`no src file is over ${graph.MAX_LINES} lines`, () => {
  expect(long).toEqual([]);
});
