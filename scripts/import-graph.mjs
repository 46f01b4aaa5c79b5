#!/usr/bin/env node
/**
 * The import graph of src/: import circles, imports that run from a lower
 * layer to a higher one (see LAYERS), and files over the size limit.
 * `node scripts/import-graph.mjs [--json]`; exits 1 when a rule is broken.
 * The same checks run in __tests__/architecture.test.ts.
 */
import { readFileSync, readdirSync, statSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";

/** Lower number = lower layer; a file may import its own layer and those below it. */
export const LAYERS = {
  result: 0,
  "errors.ts": 0,
  "exit-code.ts": 0,
  "version.ts": 0,
  "clip-text.ts": 0,
  util: 0,
  match: 0,
  protocol: 1,
  mcp: 2,
  config: 3,
  hosts: 3,
  secrets: 3,
  model: 4,
  trace: 4,
  scoring: 4,
  // A feature folder spans layers: each of its parts sits where its imports put it.
  "search/engine": 5,
  "search/embeddings": 5,
  "search/hub": 8,
  "search/retrieval": 8,
  "search/search-servers.ts": 9,
  state: 6,
  verify: 5,
  agent: 7,
  cassettes: 7,
  judge: 8,
  report: 8,
  eval: 9,
  check: 9,
  init: 9,
  load: 9,
  proxy: 10,
  mutate: 10,
  github: 11,
  cli: 11,
  action: 12,
  "index.ts": 12,
  entry: 12,
};
export const MAX_LINES = 300;
export const MAX_UPWARD = 3;

const IMPORT = /(?:import|export)\s[^'"]*?from\s*["']([^"']+)["']|import\(\s*["']([^"']+)["']\s*\)|import\s+["']([^"']+)["']/g;

function walk(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? walk(path) : path.endsWith(".ts") ? [path] : [];
  });
}

/** The layer of a file: its `folder/part` entry (a feature folder's part), else its top folder's. */
export function layerOf(file) {
  const [top, part] = file.split("/");
  const layer = LAYERS[`${top}/${part}`] ?? LAYERS[top];
  if (layer === undefined) throw new Error(`scripts/import-graph.mjs: no layer for src/${file}; add its folder to LAYERS`);
  return layer;
}

/** @returns {{ files: Map<string, {lines: number, imports: string[]}>, cycles: string[][], upward: {from: string, to: string}[], long: {file: string, lines: number}[] }} */
export function analyze(srcDir) {
  const files = new Map();
  for (const path of walk(srcDir)) {
    const text = readFileSync(path, "utf8");
    const rel = relative(srcDir, path);
    const imports = new Set();
    for (const match of text.matchAll(IMPORT)) {
      const spec = match[1] ?? match[2] ?? match[3];
      if (!spec.startsWith(".")) continue;
      imports.add(relative(srcDir, resolve(dirname(path), spec.replace(/\.js$/, ".ts"))));
    }
    files.set(rel, { lines: text.split("\n").length - (text.endsWith("\n") ? 1 : 0), imports: [...imports] });
  }
  // Tarjan's strongly connected components: every component of more than one file is a circle.
  const index = new Map(),
    low = new Map(),
    stack = [],
    on = new Set(),
    cycles = [];
  let counter = 0;
  const connect = (v) => {
    index.set(v, counter);
    low.set(v, counter);
    counter++;
    stack.push(v);
    on.add(v);
    for (const w of files.get(v)?.imports ?? []) {
      if (!files.has(w)) continue;
      if (!index.has(w)) {
        connect(w);
        low.set(v, Math.min(low.get(v), low.get(w)));
      } else if (on.has(w)) low.set(v, Math.min(low.get(v), index.get(w)));
    }
    if (low.get(v) === index.get(v)) {
      const component = [];
      let w;
      do {
        w = stack.pop();
        on.delete(w);
        component.push(w);
      } while (w !== v);
      if (component.length > 1 || files.get(v).imports.includes(v)) cycles.push(component.sort());
    }
  };
  for (const file of files.keys()) if (!index.has(file)) connect(file);
  const upward = [];
  for (const [from, { imports }] of files) {
    for (const to of imports) if (files.has(to) && layerOf(to) > layerOf(from)) upward.push({ from, to });
  }
  const long = [...files].filter(([, f]) => f.lines > MAX_LINES).map(([file, f]) => ({ file, lines: f.lines }));
  return { files, cycles, upward, long };
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const src = join(dirname(fileURLToPath(import.meta.url)), "..", "src");
  const { files, cycles, upward, long } = analyze(src);
  if (process.argv.includes("--json")) {
    console.log(JSON.stringify({ files: files.size, cycles, upward, long }, null, 2));
  } else {
    console.log(`${files.size} files in src/`);
    console.log(`import circles: ${cycles.length}`);
    for (const c of cycles) console.log(`  ${c.join(" <-> ")}`);
    console.log(`imports from a lower layer to a higher one: ${upward.length} (at most ${MAX_UPWARD})`);
    for (const u of upward) console.log(`  ${u.from} -> ${u.to}`);
    console.log(`files over ${MAX_LINES} lines: ${long.length}`);
    for (const l of long) console.log(`  ${l.file} (${l.lines})`);
  }
  process.exitCode = cycles.length > 0 || upward.length > MAX_UPWARD || long.length > 0 ? 1 : 0;
}
