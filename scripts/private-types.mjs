#!/usr/bin/env node
// Which declaration files the npm package leaves out: every lib/**/*.d.ts that
// no public entry's types reach (package.json "exports"), each one a 4 KiB
// block or more of every install (budget 60 MB, bench/install-footprint.mjs).
// Whole folders are left out by a "!lib/<dir>/**/*.d.ts" pattern; the rest one
// by one, by the "!lib/….d.ts" lines this script writes into package.json
// "files". `node scripts/private-types.mjs` prints what is out of date (exit 1);
// `--write` updates package.json. Reads the built lib/ (npm run build:lib).
import { readFileSync, readdirSync, writeFileSync, existsSync } from "node:fs";
import { dirname, join, relative } from "node:path";
import { fileURLToPath } from "node:url";

const FOLDER = /^!lib\/(.+)\/\*\*\/\*\.d\.ts$/;
const ONE_FILE = /^!lib\/.+(?<!\*)\.d\.ts$/;

function* declarations(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* declarations(path);
    else if (entry.name.endsWith(".d.ts")) yield path;
  }
}

/** The lib/ declarations a public entry's types reach, walking their relative imports. */
export function reachedDeclarations(root, pkg) {
  const entries = [pkg.types, ...Object.values(pkg.exports).map((target) => target?.types)].filter(Boolean);
  const reached = new Set();
  const pending = entries.map((entry) => join(root, entry));
  while (pending.length > 0) {
    const file = pending.pop();
    if (reached.has(file)) continue;
    if (!existsSync(file)) throw new Error(`${relative(root, file)}: a public declaration imports it, but it was not built`);
    reached.add(file);
    for (const m of readFileSync(file, "utf8").matchAll(/(?:from|import)\s*\(?\s*"(\.[^"]+)\.js"/g))
      pending.push(join(dirname(file), `${m[1]}.d.ts`));
  }
  return new Set([...reached].map((file) => relative(root, file)));
}

/** package.json's "files" with one "!lib/….d.ts" line for each declaration no public type reaches. */
export function filesWithPrivateTypes(root) {
  const pkg = JSON.parse(readFileSync(join(root, "package.json"), "utf8"));
  const reached = reachedDeclarations(root, pkg);
  const kept = pkg.files.filter((entry) => !ONE_FILE.test(entry) || FOLDER.test(entry));
  const folders = kept.flatMap((entry) => FOLDER.exec(entry)?.[1] ?? []).map((dir) => `lib/${dir}/`);
  const left = [...declarations(join(root, "lib"))]
    .map((file) => relative(root, file))
    .filter((file) => !reached.has(file) && !folders.some((dir) => file.startsWith(dir)))
    .sort();
  return { pkg, files: [...kept, ...left.map((file) => `!${file}`)] };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const root = fileURLToPath(new URL("..", import.meta.url));
  const { pkg, files } = filesWithPrivateTypes(root);
  if (JSON.stringify(files) === JSON.stringify(pkg.files)) {
    console.log('package.json "files" leaves out every declaration no public type reaches');
  } else if (process.argv.includes("--write")) {
    writeFileSync(join(root, "package.json"), JSON.stringify({ ...pkg, files }, null, 2) + "\n");
    console.log(
      `package.json "files" updated: ${files.filter((f) => ONE_FILE.test(f) && !FOLDER.test(f)).length} declarations left out one by one`,
    );
  } else {
    console.error('package.json "files" is out of date: run node scripts/private-types.mjs --write (after npm run build:lib)');
    process.exit(1);
  }
}
