#!/usr/bin/env node
// The `prepare` script: builds lib/ (scripts/build-lib.mjs) unless it is
// already up to date. npm runs `prepare` after `npm ci`, and again when
// `npx mcpvals` is typed inside this repository: npm then installs the
// repository's own package into its npx cache, which prepares it a second
// time (a full tsc build, ~12 s of CPU) although `npm ci` just built lib/.
// Up to date means: every compiled source has its lib/ file, and no source or
// tsconfig is newer than the oldest of those files. `npm run build:lib`
// always builds.
import { readdirSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { buildLib } from "./build-lib.mjs";

const root = fileURLToPath(new URL("..", import.meta.url));
// tsconfig.build.json compiles src/ except these (the action, bundled by ncc instead).
const EXCLUDED = ["action", "github"];

function* files(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* files(path);
    else yield path;
  }
}

/** Why lib/ must be built, or undefined when it is up to date. */
export function staleReason(dir = root) {
  const excluded = EXCLUDED.map((sub) => join(dir, "src", sub) + "/");
  const sources = [...files(join(dir, "src"))].filter((f) => f.endsWith(".ts") && !excluded.some((ex) => f.startsWith(ex)));
  let newestInput = Math.max(...["tsconfig.json", "tsconfig.build.json"].map((f) => statSync(join(dir, f)).mtimeMs));
  let oldestOutput = Infinity;
  for (const source of sources) {
    const output = join(dir, "lib", relative(join(dir, "src"), source)).replace(/\.ts$/, ".js");
    let built;
    try {
      built = statSync(output).mtimeMs;
    } catch {
      return `${relative(dir, output)} is missing`;
    }
    newestInput = Math.max(newestInput, statSync(source).mtimeMs);
    oldestOutput = Math.min(oldestOutput, built);
  }
  return newestInput > oldestOutput ? "sources changed since the last build" : undefined;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const reason = staleReason();
  if (reason === undefined) {
    console.log("lib/ is up to date (npm run build:lib rebuilds it)");
  } else {
    console.log(`Building lib/: ${reason}`);
    buildLib(root);
  }
}
